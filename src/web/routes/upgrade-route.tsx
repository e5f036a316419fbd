/** /events/:eventId/upgrade: a higher plan for the price difference. */
import { useParams } from 'react-router';
import { UpgradePage } from '../features/payments/upgrade-page';

export function UpgradeRoute() {
  const { eventId = '' } = useParams();
  return <UpgradePage key={eventId} eventId={eventId} />;
}
