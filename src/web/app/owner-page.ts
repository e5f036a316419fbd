/**
 * Which owner page an address is, and what that page reads first: its event (with the
 * sidebar's events and the event's albums) and, on an album's photos, the grid's first page of
 * the view in the address. No dependencies on the app's code: both the entry script
 * (early-requests.ts) and the app's start (prefetch.ts) ask for exactly these.
 */
import { readAlbumParams } from '../features/gallery/album-url';
import {
  type MediaPageRequest,
  mediaPagePath,
  pageRequest,
} from '../features/gallery/page-request';
import { albumsPath, eventPath, eventsPath } from '../shared/api/paths';

export interface OwnerPage {
  eventId: string;
  /** The grid's first page; null when the page shows no grid. */
  firstPage: MediaPageRequest | null;
}

/** An album (`/albums/:eventId/:albumId`) and an event's album page (`/events/album/:eventId`). */
const albumPage = /^\/albums\/([^/]+)\/([^/]+)\/?$/i;
const eventAlbumPage = /^\/events\/album\/([^/]+)\/?$/i;

/** The owner page at `pathname` (with its `search`), or null for any other page. */
export function ownerPageOf(pathname: string, search = ''): OwnerPage | null {
  const album = albumPage.exec(pathname);
  if (album) {
    const [, eventId = '', albumId = ''] = album.map(decodeSegment);
    const { view, kind, sort, prompt } = readAlbumParams(new URLSearchParams(search));
    return {
      eventId,
      firstPage:
        view === 'photos' ? pageRequest({ albumId, kind, sort, promptId: prompt }, null) : null,
    };
  }
  const event = eventAlbumPage.exec(pathname);
  if (event) return { eventId: decodeSegment(event[1] ?? ''), firstPage: null };
  return null;
}

/** The addresses of what `page` reads first (the session aside). */
export function ownerPagePaths(page: OwnerPage): string[] {
  const paths = [eventsPath, eventPath(page.eventId), albumsPath(page.eventId)];
  if (page.firstPage) paths.push(mediaPagePath(page.eventId, page.firstPage));
  return paths;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
