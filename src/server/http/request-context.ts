/**
 * First middleware of every request: gives it an id (kept from a sane
 * X-Request-Id or made anew), its language and client address, and writes
 * one log line when the answer is ready.
 */
import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './env';
import { requestLanguage } from './language';
import { answeredRoute } from './route-label';

/** A Content-Length header as a number, or undefined when absent or not one. */
function length(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/**
 * Logged at warn: worth seeing, not an error of ours. Bad input (400, 413, 415), and 503, a
 * refusal for now (no room on the disk, shutting down) whose cause logs its own error once (the
 * disk reserve at most every minute): the phones retrying it are not errors.
 */
const warned = new Set([400, 413, 415, 503]);

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The client's address: the first entry of the trusted proxy header when configured, else the socket's. */
export function clientAddress(c: Context, clientIpHeader: string | undefined): string {
  if (clientIpHeader) {
    const forwarded = c.req.header(clientIpHeader)?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Sets a header on the answer a handler has made. Straight on its headers: Hono's `c.header()` at
 * this point makes the answer anew around a stream of its body, so an answer made as a string,
 * which the Node adapter writes in one call, was then read through web streams (about 0.1 ms of
 * the main thread for each answer). An answer whose headers cannot change (`Response.redirect`)
 * is made anew as Hono does.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

export function requestContext(
  logger: Logger,
  options: { clientIpHeader: string | undefined },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('lang', requestLanguage(c.req.url, c.req.header('accept-language')));
    c.set('clientIp', clientAddress(c, options.clientIpHeader));
    await next();
    setAnswerHeader(c, 'X-Request-Id', requestId);
    const status = c.res.status;
    const bytesIn = length(c.req.header('content-length'));
    const bytesOut = length(c.res.headers.get('content-length'));
    const line = {
      method: c.req.method,
      path: c.req.path,
      route: answeredRoute(c),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip: c.get('clientIp'),
      ...(bytesIn !== undefined ? { bytesIn } : {}),
      ...(bytesOut !== undefined ? { bytesOut } : {}),
    };
    if (warned.has(status)) log.warn(line, 'request');
    else if (status >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  };
}
