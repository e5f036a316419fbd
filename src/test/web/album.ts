/**
 * Builders of the gallery tests: a media item as the server lists it to guests, and as it
 * lists it to the owner (the same fields and the owner's own).
 */
import type { PublicMedia } from '../../shared/api/public';
import type { OwnerMedia } from '../../web/features/gallery/api/owner-media';

export function publicMedia(id: string, overrides: Partial<PublicMedia> = {}): PublicMedia {
  return {
    id,
    kind: 'photo',
    albumId: 'a1',
    width: 800,
    height: 600,
    durationMs: null,
    placeholder: null,
    urls: {
      thumb: `/media/e1/${id}/thumb`,
      large: `/media/e1/${id}/large`,
      original: `/media/e1/${id}/original`,
      poster: null,
    },
    guestName: 'Zażółć Gęślą',
    promptId: null,
    createdAt: '2026-06-20T12:00:00.000Z',
    ...overrides,
  };
}

export function ownerMedia(id: string, overrides: Partial<OwnerMedia> = {}): OwnerMedia {
  return {
    ...publicMedia(id),
    state: 'ready',
    hidden: false,
    takenAt: null,
    size: 1000,
    mime: 'image/jpeg',
    originalName: `${id}.jpg`,
    batchId: 'b1',
    message: null,
    ...overrides,
  };
}
