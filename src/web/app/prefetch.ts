/**
 * What an owner page needs, put into the page's own queries while the app starts: the answers
 * (asked for by the entry script already, early-requests.ts, or now) are on their way while
 * React renders and the session is checked, instead of after. Only the queries the page would
 * run anyway (owner-page.ts), and only when the server saw a session cookie (no 401s for a
 * signed-out visitor). On an album's photos the grid's first page too, for the view in the
 * address: it carries the live position it was read at, and the grid's live stream starts from
 * there, so no upload falls between the two however long the page waits. With them the
 * session, which every owner page checks first. Resolves once every one of these answers has
 * arrived or failed: the app renders its first screen with them when they are quick
 * (app-main.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import { eventsQuery } from '../features/events/api/get-events';
import { prefetchFirstPage } from '../features/gallery/grid-prefetch';
import { albumsQuery } from '../shared/api/albums';
import { eventQuery } from '../shared/api/get-event';
import { sessionQuery } from './auth/session';
import { serverSawNoSession } from './auth/session-hint';
import { ownerPageOf } from './owner-page';

export function prefetchOwnerPage(
  queryClient: QueryClient,
  pathname: string,
  search = '',
  doc: Document = document,
): Promise<void> {
  if (serverSawNoSession(doc)) return Promise.resolve();
  const page = ownerPageOf(pathname, search);
  if (!page) return Promise.resolve();
  // prefetchQuery never rejects (a failure is the page's query's to show).
  const reads: Promise<void>[] = [
    queryClient.prefetchQuery(sessionQuery),
    queryClient.prefetchQuery(eventsQuery),
    queryClient.prefetchQuery(eventQuery(page.eventId)),
    queryClient.prefetchQuery(albumsQuery(page.eventId)),
  ];
  if (page.firstPage) reads.push(prefetchFirstPage(page.eventId, page.firstPage));
  return Promise.all(reads).then(() => undefined);
}
