/**
 * What search engines may show. An event's pages, its photos and videos, the hosts' screens and
 * the API belong to the hosts and their guests: a guest link posted somewhere public must not put
 * the guests' photos or the guestbook in search results. Only the site's own pages (the start
 * page, FAQ, contact, the legal pages, the demo event) may be indexed; every other answer carries
 * `X-Robots-Tag: noindex, nofollow`. `/robots.txt` (a static file of the web app) keeps crawlers
 * off the API and the media, and lets them fetch the pages, where they find the header.
 */
import type { MiddlewareHandler } from 'hono';

/** The paths whose answers search engines may index. */
const indexablePaths: ReadonlySet<string> = new Set([
  '/',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
  '/test-event',
]);

const noIndex = 'noindex, nofollow';

export function searchEngineHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!indexablePaths.has(c.req.path)) c.res.headers.set('X-Robots-Tag', noIndex);
  };
}
