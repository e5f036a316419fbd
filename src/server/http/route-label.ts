/** The route of a request for logs and metrics: Hono's matched pattern, never the raw path. */
import type { Context } from 'hono';
import { routePath } from 'hono/route';

/** Catch-all patterns that mean "no route of ours matched". */
const unmatchedPatterns = new Set(['', '*', '/*', '/api/*']);

/** A pattern as a label: catch-alls become "unmatched" (the web app's `/*` only when it answered 404). */
export function routeLabel(pattern: string, status: number): string {
  if (unmatchedPatterns.has(pattern) && (status === 404 || pattern !== '/*')) return 'unmatched';
  return pattern;
}

/** After `await next()` in a middleware: the pattern of the handler that answered. */
export function answeredRoute(c: Context): string {
  return routeLabel(routePath(c), c.res.status);
}
