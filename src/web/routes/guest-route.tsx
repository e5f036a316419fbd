/**
 * /public/:eventId and /test-event: the guest page, full screen, with no
 * account. Loaded as its own chunk (router.tsx), so guests download neither
 * the owner screens' code nor the upload engine before the page shows.
 */
import { useParams } from 'react-router';
import { demoEventId } from '../../shared/api/public-constants';
import { GuestPage } from '../features/guest/guest-page';

export function GuestRoute() {
  const { eventId = '' } = useParams();
  return <GuestPage key={eventId} eventId={eventId} />;
}

export function DemoGuestRoute() {
  return <GuestPage eventId={demoEventId} />;
}
