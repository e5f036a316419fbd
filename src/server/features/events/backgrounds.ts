/** The guest page's background images: where they are stored, their URL, the style that names them, the upload's size limit. */
import type { BackgroundVariant } from '../../../shared/api/events';
import { appError } from '../../http/app-error';
import type { EventRow } from './events.repository';

/** Name of the album every event starts with, in the event's language. */
/** Storage key of a background image of the guest page. */
export function backgroundKey(eventId: string, variant: BackgroundVariant): string {
  return `events/${eventId}/style/background-${variant}`;
}

/** Public URL (served by GET /media/…) of a background image, versioned to defeat caches. */
export function backgroundUrl(
  eventId: string,
  variant: BackgroundVariant,
  version: number,
): string {
  return `/media/${eventId}/style/background-${variant}?v=${version}`;
}

/** The stored style with one background image URL set (string) or removed (undefined). */
export function withBackground(
  style: EventRow['style'],
  variant: BackgroundVariant,
  url: string | undefined,
): EventRow['style'] {
  const images = { ...((style.backgroundImages as Record<string, string> | undefined) ?? {}) };
  if (url === undefined) delete images[variant];
  else images[variant] = url;
  const { backgroundImages: _old, ...rest } = style;
  return Object.keys(images).length > 0 ? { ...rest, backgroundImages: images } : rest;
}

/**
 * Reads a request body of at most `limit` bytes, counting as it goes:
 * `payloadTooLarge` as soon as it grows past the limit.
 */
export async function readLimited(
  body: AsyncIterable<Uint8Array> | null,
  limit: number,
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (body) {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > limit) throw appError('payloadTooLarge');
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks, size);
}
