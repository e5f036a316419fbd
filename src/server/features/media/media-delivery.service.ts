/**
 * Who may fetch which variant of a media item, and the HTTP rules of the
 * answer that do not need a Request: byte ranges, validators, headers.
 */
import type { Storage } from '../../adapters/storage/storage';
import type { MediaViewer } from '../../policies/media-viewer';
import type { DeliveryRow, MediaRepository } from './media.repository';
import { type MediaVariant, mediaStorageKey } from './media-keys';

export type { MediaViewer };

/** A variant that may be served, with where it lives. */
export type DeliverableMedia = { row: DeliveryRow; variant: MediaVariant; key: string };

export function createMediaDelivery(deps: { repository: MediaRepository; storage: Storage }) {
  return {
    /**
     * The item, if `viewer` may see this variant: guests see visible `ready` items of what their
     * page shows (the gallery's, or a guestbook entry's when only the guestbook is shown); the owner
     * also sees hidden ones and the original of items still processing or that failed. Null means
     * "answer 404", the same for a missing item as for a forbidden one.
     */
    async find(
      viewer: MediaViewer,
      eventId: string,
      mediaId: string,
      variant: MediaVariant,
    ): Promise<DeliverableMedia | null> {
      if (viewer === null) return null;
      const row = await deps.repository.findForDelivery(eventId, mediaId);
      if (!row) return null;
      const own =
        viewer !== 'owner' && viewer.guest.guestId !== null && row.guestId === viewer.guest.guestId;
      if (own) {
        // A guest's own item: shown to them while ready, even hidden or before the reveal.
        if (row.state !== 'ready') return null;
      } else if (viewer !== 'owner') {
        if (row.hidden || row.state !== 'ready') return null;
        const shown = row.batchKind === 'guestbook' ? viewer.guest.guestbook : viewer.guest.gallery;
        if (!shown) return null;
      }
      if (row.state === 'uploading') return null;
      if (variant === 'original') return { row, variant, key: row.storageKey };
      if (row.state !== 'ready') return null;
      const allowed =
        (row.kind === 'photo' && (variant === 'thumb' || variant === 'large')) ||
        (row.kind === 'video' && variant === 'poster');
      if (!allowed) return null;
      return { row, variant, key: mediaStorageKey(eventId, mediaId, variant) };
    },
  };
}

export type MediaDelivery = ReturnType<typeof createMediaDelivery>;

/** A parsed `Range` header: one satisfiable range, none (serve everything), or unsatisfiable (416). */
export type RangeRequest =
  | { kind: 'none' }
  | { kind: 'range'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * Resolves a `Range` header against the object's size (RFC 9110 §14): `bytes=a-b`, `bytes=a-`
 * and `bytes=-n`. A header that is not a single byte range is ignored (the whole object is
 * served); a range outside the object is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'none' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: 'none' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'none' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) {
    return { kind: 'none' };
  }
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end: Math.min(end, size - 1) };
}

/** Whether an `If-None-Match` header lists `etag` (weak comparison) or `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}
