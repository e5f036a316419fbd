/**
 * Checks at the edge, before any route runs:
 * - `refuseNulBytes`: a NUL character (`%00` in the address, `\u0000` in a
 *   JSON text) is refused with 400 `forbiddenCharacters`; PostgreSQL cannot
 *   store it, so it would otherwise fail deep inside a route.
 * - `sameSiteOnly`: a state-changing request with the owner's session cookie
 *   must come from the site itself (Origin, else Fetch Metadata), and carry
 *   a JSON body (or the one raw body its route takes), so another site can
 *   neither post a form nor a `text/plain` body in the owner's name.
 */
import type { MiddlewareHandler } from 'hono';
import { appError } from './app-error';
import type { AppEnv } from './env';

/** The largest JSON body any route takes (the longest texts are a few KB). */
export const maxJsonBodyBytes = 256 * 1024;

const nulInAddress = /%00|\0/i;
const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Whether a parsed JSON value holds a NUL character in any key or text. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item));
  }
  return false;
}

/** Whether a request carries a body. */
export function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return headers.has('transfer-encoding');
}

/** A request's body, read up to `limit` bytes; null when it is longer. */
export async function boundedBody(request: Request, limit: number): Promise<Buffer | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of (request.body ?? []) as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Refuses NUL characters in the address (every route) and in JSON bodies
 * (`paths` other than the tus endpoint, whose bytes are files).
 */
export function refuseNulBytes(options: { skipBodies: (path: string) => boolean }) {
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (nulInAddress.test(c.req.raw.url)) throw appError('forbiddenCharacters');
    const { method } = c.req;
    const json = jsonType.test(c.req.header('content-type') ?? '');
    if (json && method !== 'GET' && method !== 'HEAD' && !options.skipBodies(c.req.path)) {
      // Read from a copy: the routes and the auth library read the body again.
      const body = await boundedBody(c.req.raw.clone(), maxJsonBodyBytes);
      if (body === null) throw appError('payloadTooLarge');
      const text = body.toString('utf8');
      if (text.includes('\0') || /\\u0000/i.test(text)) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          throw appError('invalidJson');
        }
        if (holdsNul(parsed)) throw appError('forbiddenCharacters');
      }
    }
    await next();
  };
  return handler;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For owner routes: a state-changing request must come from one of `origins`
 * (its Origin header; without one, `Sec-Fetch-Site: same-origin`), and a body
 * must be JSON unless `rawBody(method, path)` says the route takes that body
 * as it is (a background image). Refused: 403 `crossSiteRequest`, 415
 * `unsupportedMediaType`.
 */
export function sameSiteOnly(options: {
  origins: readonly string[];
  rawBody?: (method: string, path: string) => boolean;
}): MiddlewareHandler<AppEnv> {
  const trusted = new Set(options.origins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    const { method } = c.req;
    if (!safeMethods.has(method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const fromSite = origin !== undefined ? trusted.has(origin) : fetchSite === 'same-origin';
      if (!fromSite) throw appError('crossSiteRequest');
      if (
        hasBody(c.req.raw.headers) &&
        !jsonType.test(c.req.header('content-type') ?? '') &&
        !options.rawBody?.(method, c.req.path)
      ) {
        throw appError('unsupportedMediaType');
      }
    }
    await next();
  };
}
