/** `/`: the sign-in screen, or for a signed-in owner the page they came for (default /events). */
import { Navigate, useSearchParams } from 'react-router';
import { afterSignInPath } from '../app/auth/redirect';
import { useAuth } from '../app/auth/session';
import { SignInScreen } from './sign-in-screen';

export function HomeRoute() {
  const { status } = useAuth();
  const [searchParams] = useSearchParams();
  if (status === 'authenticated') return <Navigate to={afterSignInPath(searchParams)} replace />;
  return <SignInScreen />;
}
