/**
 * Where a guest's stored photo or video is shown on this event: in the gallery now, in the
 * gallery at the reveal (reveal mode, not revealed yet), or to the hosts only (the gallery is
 * hidden from guests, reveal or not). One rule for the upload summary and the guest's own list.
 */
import type { PublicEvent } from '../../../../shared/api/public';

export type WhereShown = 'gallery' | 'atReveal' | 'hostsOnly';

export function whereShown(event: {
  galleryVisible: PublicEvent['galleryVisible'];
  reveal: Pick<PublicEvent['reveal'], 'revealed'>;
}): WhereShown {
  if (!event.galleryVisible) return 'hostsOnly';
  return event.reveal.revealed ? 'gallery' : 'atReveal';
}
