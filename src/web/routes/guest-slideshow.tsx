/**
 * /public/{eventId}/slideshow: the guest page's own handling first (password prompt, unpaid
 * or expired event, missing event), then the slideshow of the open event.
 */
import { publicEventQueryKey } from '../features/guest/api/public-event';
import { GuestPage } from '../features/guest/guest-page';
import { GuestSlideshowShow } from '../features/slideshow/guest-slideshow';

export function GuestSlideshow({ eventId }: { eventId: string }) {
  return (
    <GuestPage
      eventId={eventId}
      renderOpen={(event, language) => (
        <GuestSlideshowShow
          event={event}
          language={language}
          eventQueryKey={publicEventQueryKey(event.id)}
        />
      )}
    />
  );
}
