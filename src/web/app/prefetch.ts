/**
 * What an owner page needs, asked for while the app starts: the answers are on their way
 * while React renders and the session is checked, instead of after (the album page's first
 * tiles come about a third sooner). Only the queries the page would run anyway, and only
 * when the server saw a session cookie (no 401s for a signed-out visitor). The grid's own
 * first page is not among them: it is asked for beside the live stream, so no upload falls
 * between the two.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { eventsQuery } from '../features/events/api/get-events';
import { albumsQuery } from '../shared/api/albums';
import { eventQuery } from '../shared/api/get-event';
import { serverSawNoSession } from './auth/session';

const ownerPages = ['/albums/:eventId/:albumId', '/events/album/:eventId'];

export function prefetchOwnerPage(
  queryClient: QueryClient,
  pathname: string,
  doc: Document = document,
): void {
  if (serverSawNoSession(doc)) return;
  const eventId = ownerPages
    .map((pattern) => matchPath(pattern, pathname)?.params.eventId)
    .find((id) => id !== undefined);
  if (!eventId) return;
  void queryClient.prefetchQuery(eventsQuery);
  void queryClient.prefetchQuery(eventQuery(eventId));
  void queryClient.prefetchQuery(albumsQuery(eventId));
}
