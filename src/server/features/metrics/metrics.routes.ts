/**
 * GET /metrics (outside /api): this process' metrics in Prometheus' text
 * format. With METRICS_TOKEN set it asks for `Authorization: Bearer <token>`,
 * compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Metrics } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header carries the token (constant time whatever its length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  const given = match?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && match !== null;
}

export function metricsRoutes(options: { metrics: Metrics; token: string | undefined }) {
  const { metrics, token } = options;
  return new Hono().get('/metrics', async (c) => {
    if (token !== undefined && !bearerMatches(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      c.header('Cache-Control', 'no-store');
      return c.text('unauthorized\n', 401);
    }
    const body = await metrics.registry.metrics();
    c.header('Content-Type', metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200);
  });
}
