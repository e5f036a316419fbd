/** /events/gift/:plan: buying a plan as a gift (an activation code). */
import { useParams } from 'react-router';
import { GiftPage } from '../features/payments/gift-page';

export function GiftRoute() {
  const { plan = '' } = useParams();
  return <GiftPage plan={plan} />;
}
