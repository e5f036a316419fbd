/** Builders of the album page's tests: an owner's media item as the server lists it. */
import type { OwnerMedia } from '../../web/features/gallery/api/owner-media';

export function ownerMedia(id: string, overrides: Partial<OwnerMedia> = {}): OwnerMedia {
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
