/** What guests (and the owner's gallery) see of a media item: never the raw row. */
import type { PublicMedia } from '../../../shared/api/public';
import { type DerivativeVariant, mediaUrl } from './media-keys';

/** The columns the presenter reads (a `media` row, plus the batch's guest name). */
export type PresentableMedia = {
  id: string;
  eventId: string;
  albumId: string;
  kind: string;
  state: string;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  placeholder: string | null;
  createdAt: Date;
  guestName: string | null;
  /** The photo challenge it answers (its batch's). */
  promptId: string | null;
};

/** Which derivatives an item of this kind has once it is `ready`. */
export function derivativesOf(kind: string): DerivativeVariant[] {
  if (kind === 'photo') return ['thumb', 'large'];
  if (kind === 'video') return ['poster'];
  return [];
}

/**
 * The `publicMediaSchema` shape: derivative URLs only when the item is `ready` and has them
 * (null while processing, after a failure, and for kinds without them).
 */
export function presentMedia(row: PresentableMedia): PublicMedia {
  const available = row.state === 'ready' ? derivativesOf(row.kind) : [];
  const url = (variant: DerivativeVariant) =>
    available.includes(variant) ? mediaUrl(row.eventId, row.id, variant) : null;
  return {
    id: row.id,
    kind: row.kind as PublicMedia['kind'],
    albumId: row.albumId,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    placeholder: row.placeholder,
    urls: {
      thumb: url('thumb'),
      large: url('large'),
      original: mediaUrl(row.eventId, row.id, 'original'),
      poster: url('poster'),
    },
    guestName: row.guestName,
    promptId: row.promptId,
    createdAt: row.createdAt.toISOString(),
  };
}
