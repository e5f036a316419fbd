/**
 * While the process shuts down, new requests are refused with 503, a
 * Retry-After and `Connection: close`, so the load balancer and the clients
 * (tus resumes) go to another instance. Requests already running are not
 * affected; /api/ready and /api/health still answer (ready says 503 itself).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { sendError } from './error-handler';

const stillServed = new Set(['/api/ready', '/api/health']);

export function drainingGuard(
  isDraining: () => boolean,
  retryAfterSeconds = 5,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isDraining() || stillServed.has(c.req.path)) return next();
    c.header('Retry-After', String(retryAfterSeconds));
    c.header('Connection', 'close');
    return sendError(c, 'unavailable');
  };
}
