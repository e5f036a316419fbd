/** The sign-in and sign-up screen: the start page with the sign-in card, in the public layout. */
import { PublicLayout } from '../app/public-layout';
import { AuthPanel } from '../features/auth/auth-panel';
import { StartPage } from '../features/start/start-page';

export function SignInScreen() {
  return (
    <PublicLayout>
      <StartPage authPanel={<AuthPanel />} />
    </PublicLayout>
  );
}
