/**
 * The album grid's first page, asked for while the app starts (app/prefetch.ts) so that it
 * is on its way while the session is checked and the page renders; the grid takes it once,
 * when it asks for the same page. Safe however late it is taken: the page carries the live
 * updates' position read before it, and the grid's live stream starts from there. The entry
 * script's early read of the same page (app/early-requests.ts) holds only the answer's bytes;
 * asking here reads and checks them (200 items) while the session is checked, off the first
 * render's path. Leaving the grid to take the early read itself when it mounts was measured
 * 20–80 ms slower to the first tiles.
 */
import type { OwnerMediaListResponse } from '../../../shared/api/gallery';
import { getMediaPage, type MediaPageRequest } from './api/owner-media';

/** A prefetched page older than this is not used (the grid asks again). */
const prefetchMaxAgeMs = 10_000;

type Prefetched = {
  key: string;
  at: number;
  page: Promise<OwnerMediaListResponse>;
  /** The answer, once it has arrived. */
  arrived?: OwnerMediaListResponse;
};

let prefetched: Prefetched | null = null;

function keyOf(eventId: string, request: MediaPageRequest): string {
  const { albumId, kind, sort, promptId, cursor, limit } = request;
  return JSON.stringify([eventId, albumId, kind, sort, promptId ?? null, cursor, limit]);
}

/**
 * Asks for `request` now; the grid's `firstPage` with the same request takes the answer.
 * Resolves (never rejects) once the answer has arrived or failed.
 */
export function prefetchFirstPage(eventId: string, request: MediaPageRequest): Promise<void> {
  const page = getMediaPage(eventId, request);
  const entry: Prefetched = { key: keyOf(eventId, request), at: Date.now(), page };
  prefetched = entry;
  // A failed prefetch is asked again by the grid.
  return page.then(
    (answer) => {
      entry.arrived = answer;
    },
    () => {},
  );
}

function recent(
  entry: Prefetched | null,
  eventId: string,
  request: MediaPageRequest,
): entry is Prefetched {
  return (
    entry !== null &&
    entry.key === keyOf(eventId, request) &&
    Date.now() - entry.at < prefetchMaxAgeMs
  );
}

/**
 * The prefetched first page for `request` when its answer has already arrived (and is
 * recent): the grid's first render shows it, with no loading render before. It stays
 * until the grid takes it ({@link takeArrivedFirstPage}), so that React rendering the
 * grid twice (Strict Mode) finds it both times.
 */
export function arrivedFirstPage(
  eventId: string,
  request: MediaPageRequest,
): OwnerMediaListResponse | null {
  const entry = prefetched;
  return recent(entry, eventId, request) ? (entry.arrived ?? null) : null;
}

/** The grid started with the arrived page: it is not handed out again. */
export function takeArrivedFirstPage(eventId: string, request: MediaPageRequest): void {
  if (recent(prefetched, eventId, request)) prefetched = null;
}

/** The page: the prefetched answer when it is for this request and recent, else a new request. */
export function firstPage(
  eventId: string,
  request: MediaPageRequest,
  signal?: AbortSignal,
): Promise<OwnerMediaListResponse> {
  const taken = prefetched;
  prefetched = null;
  if (recent(taken, eventId, request)) {
    return taken.page.catch(() => getMediaPage(eventId, request, signal));
  }
  return getMediaPage(eventId, request, signal);
}
