/** What guests see of a media item: never the storage key, hashes or upload state. */
import type { PublicMedia } from '../../../shared/api/public';
import { mediaUrl } from '../media/media-keys';
import type { VisibleMediaRow } from './public.repository';

export function presentMedia(row: VisibleMediaRow): PublicMedia {
  const kind = row.kind as PublicMedia['kind'];
  const url = (variant: 'thumb' | 'large' | 'poster' | 'original') =>
    mediaUrl(row.eventId, row.id, variant);
  return {
    id: row.id,
    kind,
    albumId: row.albumId,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    placeholder: row.placeholder,
    urls: {
      thumb: kind === 'photo' ? url('thumb') : null,
      large: kind === 'photo' ? url('large') : null,
      original: url('original'),
      poster: kind === 'video' ? url('poster') : null,
    },
    guestName: row.guestName,
    createdAt: row.createdAt.toISOString(),
  };
}
