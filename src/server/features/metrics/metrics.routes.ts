/**
 * GET /metrics (outside /api): this process' metrics in Prometheus' text
 * format. With METRICS_TOKEN set it asks for `Authorization: Bearer <token>`,
 * compared in constant time. In production without a token it is closed
 * (404): what a process serves and how busy it is is nobody else's business.
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

export function metricsRoutes(options: {
  metrics: Metrics;
  token: string | undefined;
  /** Production: without a token there are no metrics to read. */
  production: boolean;
}) {
  const { metrics, token } = options;
  return new Hono().get('/metrics', async (c) => {
    if (token === undefined && options.production) {
      c.header('Cache-Control', 'no-store');
      return c.json(
        { error: 'errors.notFound', message: 'Set METRICS_TOKEN to read /metrics.', status: 404 },
        404,
      );
    }
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
