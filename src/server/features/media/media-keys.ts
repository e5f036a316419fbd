/**
 * Where an uploaded file and its derivatives live in storage, and the URLs
 * that serve them (/media/{eventId}/{mediaId}/{variant}). The original is
 * kept byte for byte; derivatives are WebP.
 */

/** What /media/{eventId}/{mediaId}/{variant} serves. */
export const mediaVariants = ['original', 'thumb', 'large', 'poster'] as const;
export type MediaVariant = (typeof mediaVariants)[number];

/** Derivatives: `thumb` about 400 px and `large` about 1600 px on the long side; `poster` for videos. */
export type DerivativeVariant = Exclude<MediaVariant, 'original'>;

export function isMediaVariant(value: string): value is MediaVariant {
  return (mediaVariants as readonly string[]).includes(value);
}

/** Folder of everything stored for one media item. */
export function mediaPrefix(eventId: string, mediaId: string): string {
  return `events/${eventId}/media/${mediaId}`;
}

/** Storage key of the original or of a derivative. */
export function mediaStorageKey(eventId: string, mediaId: string, variant: MediaVariant): string {
  const prefix = mediaPrefix(eventId, mediaId);
  return variant === 'original' ? `${prefix}/original` : `${prefix}/${variant}.webp`;
}

/** Path (under the site) that serves a variant. */
export function mediaUrl(eventId: string, mediaId: string, variant: MediaVariant): string {
  return `/media/${eventId}/${mediaId}/${variant}`;
}
