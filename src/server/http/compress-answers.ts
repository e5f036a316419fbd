/**
 * Compresses the answers the server makes per request (JSON, the HTML pages) when they are worth
 * it: an answer of at least `threshold` bytes goes out in gzip when the client takes it,
 * compressed in one go on libuv's thread pool; a smaller one goes out as it is, with its length.
 *
 * Hono's `compress` middleware, used before, asked the answer's Content-Length to apply its
 * threshold, and `c.json()` and `c.html()` set none, so every answer was compressed, a 300-byte
 * error too, each through a web `CompressionStream`: the answer, made as a string that the Node
 * adapter writes in one call, became a stream read piece by piece through web streams into zlib,
 * and the bytes of a small answer grew. With the request id set straight on the headers
 * (`setAnswerHeader`), a guest's read of the event page went from 2.28 to 1.52 CPU ms (decision
 * 025).
 *
 * Answers already encoded, partial (206), without a body (204, 304), answers to HEAD, and any type
 * outside `types` (event streams, ZIPs, media, files) are left alone: their bodies are never read
 * here.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings } from './asset-cache';

const gzipped = promisify(gzip);

export type CompressAnswersOptions = {
  /** Content types compressed (the answer's Content-Type is tested against it). */
  types: RegExp;
  /** Answers smaller than this many bytes go out as they are. */
  threshold?: number;
};

/** Middleware compressing the answers of `types` of `threshold` bytes or more (see above). */
export function compressAnswers(options: CompressAnswersOptions): MiddlewareHandler {
  const threshold = options.threshold ?? 1024;
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      !options.types.test(type) ||
      res.headers.has('content-encoding') ||
      res.headers.has('transfer-encoding')
    ) {
      return;
    }
    const headers = new Headers(res.headers);
    // The answer depends on the request's Accept-Encoding, whatever it held this time.
    const vary = headers.get('vary');
    if (!vary?.split(',').some((v) => v.trim().toLowerCase() === 'accept-encoding')) {
      headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    let body = bytes;
    // Gzip only: brotli's smaller answers (a tenth here, 3.2 against 3.5 KB for a guest page) cost
    // more CPU and memory on each request at its fast qualities; the build's files are in brotli.
    if (bytes.length >= threshold && accepted.has('gzip')) {
      body = await gzipped(bytes);
      headers.set('content-encoding', 'gzip');
    }
    headers.set('content-length', String(body.length));
    // Cleared first: Hono's setter would otherwise copy the old answer's headers over these (its
    // Vary without Accept-Encoding) and turn the body back into a stream.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
