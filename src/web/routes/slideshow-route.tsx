/**
 * The slideshow's routes, loaded as their own chunk: /events/:eventId/slideshow (the owner,
 * signed in, full screen without the sidebar) and /public/:eventId/slideshow (guests).
 */
import { useParams } from 'react-router';
import { RequireAuth } from '../app/auth/auth-gate';
import { OwnerSlideshow } from '../features/slideshow/owner-slideshow';
import { GuestSlideshow } from './guest-slideshow';

export function OwnerSlideshowRoute() {
  const { eventId = '' } = useParams();
  return (
    <RequireAuth>
      <OwnerSlideshow key={eventId} eventId={eventId} />
    </RequireAuth>
  );
}

export function GuestSlideshowRoute() {
  const { eventId = '' } = useParams();
  return <GuestSlideshow key={eventId} eventId={eventId} />;
}
