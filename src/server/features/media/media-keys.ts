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

/**
 * Base address of a CDN in front of the stored files (MEDIA_PUBLIC_BASE_URL),
 * set once at start-up by the app from its configuration. The database keeps
 * storage keys only; URLs get this prefix when presented ("stored relative,
 * prefixed on read"), so moving the CDN is one variable.
 *
 * Process-wide, like the configuration it comes from: every presenter of
 * media (owner, guests, live updates) reads it through {@link mediaUrl}
 * without each feature passing it down. Two apps with different settings
 * must not run in one process at the same time (tests start one at a time).
 */
let publicBaseUrl: string | undefined;

/** Called by the app with `config.media.publicBaseUrl` (undefined: URLs stay on the site). */
export function setMediaPublicBaseUrl(base: string | undefined): void {
  publicBaseUrl = base?.replace(/\/+$/, '');
}

/** The CDN address of a stored object, or null when no CDN is configured. */
export function publicObjectUrl(key: string): string | null {
  return publicBaseUrl === undefined ? null : `${publicBaseUrl}/${key}`;
}

/**
 * Where a client fetches a variant: the app's /media path (which checks
 * access), or, with a CDN configured, the CDN's copy of the stored object
 * (access then rests on the unguessable ids in the key).
 */
export function mediaUrl(eventId: string, mediaId: string, variant: MediaVariant): string {
  return (
    publicObjectUrl(mediaStorageKey(eventId, mediaId, variant)) ??
    mediaSitePath(eventId, mediaId, variant)
  );
}

/** Path (under the site) of GET /media/{eventId}/{mediaId}/{variant}. */
export function mediaSitePath(eventId: string, mediaId: string, variant: MediaVariant): string {
  return `/media/${eventId}/${mediaId}/${variant}`;
}
