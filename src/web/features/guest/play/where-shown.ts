/**
 * Where a guest's stored photo or video is shown on this event: in the gallery now, in the
 * gallery at the reveal (reveal mode, not revealed yet), or to the hosts only (the gallery is
 * hidden from guests). One rule for the upload summary and the guest's own list.
 */
import type { PublicEvent } from '../../../../shared/api/public';

export type WhereShown = 'gallery' | 'atReveal' | 'hostsOnly';

export function whereShown(event: Pick<PublicEvent, 'reveal' | 'galleryVisible'>): WhereShown {
  if (!event.reveal.revealed) return 'atReveal';
  return event.galleryVisible ? 'gallery' : 'hostsOnly';
}
