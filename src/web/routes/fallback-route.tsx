/** Any other path: the sign-in screen when signed out, "page not found" in the owner area when signed in. */
import { useAuth } from '../app/auth/session';
import { NotFoundPage } from './not-found-page';
import { OwnerAreaOnDemand } from './owner-area-on-demand';
import { SignInScreen } from './sign-in-screen';

export function FallbackRoute() {
  const { status } = useAuth();
  if (status !== 'authenticated') return <SignInScreen />;
  return (
    <OwnerAreaOnDemand>
      <NotFoundPage />
    </OwnerAreaOnDemand>
  );
}
