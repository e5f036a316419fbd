/** Any other path: the sign-in screen when signed out, "page not found" in the owner area when signed in. */
import { useAuth } from '../app/auth/session';
import { NotFoundPage } from './not-found-page';
import { OwnerArea } from './owner-area';
import { SignInScreen } from './sign-in-screen';

export function FallbackRoute() {
  const { status } = useAuth();
  if (status !== 'authenticated') return <SignInScreen />;
  return (
    <OwnerArea>
      <NotFoundPage />
    </OwnerArea>
  );
}
