/**
 * GET /media/{eventId}/{mediaId}/{variant}, outside /api: the original
 * (byte ranges, for video and audio seeking) and the WebP derivatives (cached
 * for a year: they never change). Only whoever may see the event gets an
 * answer; everyone else gets the same 404 as for a missing item. Once access
 * is granted, the answer depends on `config.media`:
 * - `proxy`: the bytes stream from storage, and the source closes when the
 *   client goes away;
 * - `redirect`: 302 to a presigned URL of the bucket, valid `urlTtlSeconds`
 *   (proxy when the storage cannot presign, as local disk);
 * - with `publicBaseUrl` (a CDN in front of the files): 302 to the CDN's copy.
 */

import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { demoEventId } from '../../../shared/api/public';
import {
  contentDisposition,
  isPlayableMedia,
  storedFileName,
} from '../../../shared/domain/file-names';
import type { Storage } from '../../adapters/storage/storage';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/env';
import { sendError } from '../../http/error-handler';
import type { MediaViewerOf } from '../../policies/media-viewer';
import { demoPicture } from '../guest/demo-content';
import { etagMatches, type MediaDelivery, parseRange } from './media-delivery.service';
import { mediaVariants, publicObjectUrl } from './media-keys';

const derivativeCache = 'private, max-age=31536000, immutable';
/** Originals are revalidated (cheap, by ETag) so that hiding or locking takes effect at once. */
const originalCache = 'private, no-cache';

/**
 * How long a browser may reuse a redirect to a presigned URL: a bit less than
 * the URL's validity (a fifth less, at most a minute), so that it never follows
 * an expired one.
 */
export function redirectMaxAge(urlTtlSeconds: number): number {
  return Math.max(0, urlTtlSeconds - Math.min(60, Math.ceil(urlTtlSeconds / 5)));
}

/** The status logged for a request its client gave up on before the answer (as nginx logs it). */
const clientClosedRequest = 499;

export function mediaDeliveryRoutes(deps: {
  /** Which variant of which item a viewer may have (media-delivery.service.ts). */
  delivery: MediaDelivery;
  storage: Storage;
  /** Who asks (policies/media-viewer.ts). */
  viewerOf: MediaViewerOf;
  /** Delivery mode; absent = proxy. */
  media?: Config['media'];
}) {
  const { delivery } = deps;
  const { storage } = deps;
  const variantPattern = mediaVariants.join('|');
  const redirect = (location: string, cacheControl: string) =>
    new Response(null, {
      status: 302,
      headers: { Location: location, 'Cache-Control': cacheControl },
    });

  return new Hono<AppEnv>().on(
    ['GET', 'HEAD'],
    `/media/:eventId/:mediaId/:variant{${variantPattern}}`,
    async (c) => {
      const { eventId, mediaId } = c.req.param();
      const variant = c.req.param('variant') as (typeof mediaVariants)[number];
      if (eventId === demoEventId) {
        // The demo's pictures are drawn, not stored: anyone may see them.
        const picture = await demoPicture(mediaId, variant);
        if (!picture) return sendError(c, 'notFound');
        return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(picture.bytes), {
          headers: {
            'Content-Type': picture.type,
            'Content-Length': String(picture.bytes.byteLength),
            'Cache-Control': 'public, max-age=86400',
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': "default-src 'none'; sandbox",
          },
        });
      }
      const viewer = await deps.viewerOf(c.req.raw.headers, eventId);
      const found = await delivery.find(viewer, eventId, mediaId, variant);
      if (!found) return sendError(c, 'notFound');
      const isOriginal = variant === 'original';

      const cdnUrl = publicObjectUrl(found.key);
      if (cdnUrl !== null) {
        // A day, not a year: moving the CDN (MEDIA_PUBLIC_BASE_URL) must not strand cached redirects.
        return redirect(cdnUrl, isOriginal ? originalCache : 'private, max-age=86400');
      }
      if (deps.media?.delivery === 'redirect') {
        const ttl = deps.media.urlTtlSeconds;
        const presigned = await storage.presignedGetUrl(found.key, {
          expiresInSeconds: ttl,
          contentType: isOriginal ? found.row.mime : 'image/webp',
          downloadFilename: isOriginal
            ? storedFileName(found.row.originalName, found.row.mime, mediaId)
            : undefined,
        });
        if (presigned !== null)
          return redirect(presigned, `private, max-age=${redirectMaxAge(ttl)}`);
      }

      const stat = await storage.stat(found.key);
      if (!stat) return sendError(c, 'notFound');

      const etag =
        isOriginal && found.row.sha256
          ? `"${found.row.sha256}"`
          : `"${stat.size.toString(36)}-${stat.modifiedAt.getTime().toString(36)}"`;
      const headers = new Headers({
        ETag: etag,
        'Cache-Control': isOriginal ? originalCache : derivativeCache,
        'X-Content-Type-Options': 'nosniff',
        // Uploaded bytes on our origin: never a document that runs anything.
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cross-Origin-Resource-Policy': 'same-origin',
      });
      if (isOriginal) {
        headers.set('Content-Type', found.row.mime);
        headers.set('Accept-Ranges', 'bytes');
        // The name carries the real type's extension; anything a browser could open as a
        // document is only ever downloaded.
        headers.set(
          'Content-Disposition',
          contentDisposition(
            isPlayableMedia(found.row.mime) ? 'inline' : 'attachment',
            storedFileName(found.row.originalName, found.row.mime, mediaId),
            mediaId,
          ),
        );
      } else {
        headers.set('Content-Type', 'image/webp');
      }
      if (etagMatches(c.req.header('If-None-Match'), etag)) {
        return new Response(null, { status: 304, headers });
      }

      let range = isOriginal
        ? parseRange(c.req.header('Range'), stat.size)
        : { kind: 'none' as const };
      const ifRange = c.req.header('If-Range');
      if (range.kind !== 'none' && ifRange !== undefined && ifRange.trim() !== etag) {
        range = { kind: 'none' };
      }
      if (range.kind === 'unsatisfiable') {
        c.header('Content-Range', `bytes */${stat.size}`);
        c.header('Accept-Ranges', 'bytes');
        c.header('Cache-Control', 'no-store');
        return sendError(c, 'rangeNotSatisfiable');
      }
      let status = 200;
      let length = stat.size;
      if (range.kind === 'range') {
        status = 206;
        length = range.end - range.start + 1;
        headers.set('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
      }
      headers.set('Content-Length', String(length));
      if (c.req.method === 'HEAD') return new Response(null, { status, headers });

      const opened = await storage.get(
        found.key,
        range.kind === 'range' ? { start: range.start, end: range.end } : undefined,
      );
      const signal = c.req.raw.signal;
      const stop = () => opened.stream.destroy();
      if (signal.aborted) {
        // The client left while the file was being found: nothing goes out. (A web stream
        // made from the closed file would be a cancelled one, which no response can carry.)
        stop();
        return new Response(null, { status: clientClosedRequest });
      }
      signal.addEventListener('abort', stop, { once: true });
      opened.stream.once('close', () => signal.removeEventListener('abort', stop));
      return new Response(Readable.toWeb(opened.stream) as ReadableStream, { status, headers });
    },
  );
}
