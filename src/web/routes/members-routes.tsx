/** /invitations/:token (an invitation link) and /digest/:token (the digest e-mail's opt-out link). */
import { useParams } from 'react-router';
import { DigestOptOutPage } from '../features/members/digest-page';
import { InvitationPage } from '../features/members/invitation-page';

export function InvitationRoute() {
  const { token = '' } = useParams();
  return <InvitationPage key={token} token={token} />;
}

export function DigestOptOutRoute() {
  const { token = '' } = useParams();
  return <DigestOptOutPage key={token} token={token} />;
}
