/**
 * What an owner page needs, asked for while the app starts: the answers are on their way
 * while React renders and the session is checked, instead of after (the album page's first
 * tiles come about a third sooner). Only the queries the page would run anyway, and only
 * when the server saw a session cookie (no 401s for a signed-out visitor). On an album's
 * address the grid's first page too, for the view in the address: it carries the live
 * position it was read at, and the grid's live stream starts from there, so no upload falls
 * between the two however long the page waits.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { eventsQuery } from '../features/events/api/get-events';
import { readAlbumParams } from '../features/gallery/album-params';
import { prefetchFirstPage } from '../features/gallery/grid-prefetch';
import { pageRequest } from '../features/gallery/media-list';
import { albumsQuery } from '../shared/api/albums';
import { eventQuery } from '../shared/api/get-event';
import { serverSawNoSession } from './auth/session';

const albumPage = '/albums/:eventId/:albumId';
const ownerPages = [albumPage, '/events/album/:eventId'];

export function prefetchOwnerPage(
  queryClient: QueryClient,
  pathname: string,
  search = '',
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
  const albumId = matchPath(albumPage, pathname)?.params.albumId;
  if (albumId) {
    const { kind, sort, prompt } = readAlbumParams(new URLSearchParams(search));
    prefetchFirstPage(eventId, pageRequest({ albumId, kind, sort, promptId: prompt }, null));
  }
}
