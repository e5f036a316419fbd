/**
 * The sign-in and sign-up screen: the start page with the sign-in card, in the public layout.
 * `?tab=signUp` (e.g. from the demo event) opens the card on sign-up.
 */
import { useSearchParams } from 'react-router';
import { PublicLayout } from '../app/public-layout';
import { AuthPanel } from '../features/auth/auth-panel';
import { StartPage } from '../features/start/start-page';

export function SignInScreen() {
  const [searchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'signUp' ? 'signUp' : 'signIn';
  return (
    <PublicLayout>
      <StartPage authPanel={<AuthPanel initialTab={tab} />} />
    </PublicLayout>
  );
}
