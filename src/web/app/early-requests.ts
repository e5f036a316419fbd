/**
 * An owner page's first reads, sent by the app's entry script before the app's own code has
 * loaded: the session, the events, the event, its albums and the grid's first page are on their
 * way while the browser loads and evaluates that code (a few hundred milliseconds on a phone),
 * instead of after it. The fetchers take such an answer once, when they ask for the same
 * address (apiFetch, the session check); one nobody took within 10 s is dropped, and a failed
 * one is asked for again.
 */
import { sessionPath } from '../shared/api/paths';
import { serverSawNoSession } from './auth/session-hint';
import { ownerPageOf, ownerPagePaths } from './owner-page';

/** An early answer older than this is not used (the fetcher asks again). */
const earlyMaxAgeMs = 10_000;

const early = new Map<string, { at: number; response: Promise<Response> }>();

/** Asks for `paths` now (GET, cookies included, JSON), for the fetchers to take. */
export function sendEarly(paths: readonly string[], now = Date.now()): void {
  for (const path of paths) {
    const response = fetch(path, {
      headers: { accept: 'application/json' },
      credentials: 'include',
    });
    // A failure is the fetcher's to see (it asks again); nothing waits on it meanwhile.
    response.catch(() => {});
    const entry = { at: now, response };
    early.set(path, entry);
    // Not taken in time: dropped, its unread body let go.
    setTimeout(() => {
      if (early.get(path) !== entry) return;
      early.delete(path);
      response.then((answer) => answer.body?.cancel()).catch(() => {});
    }, earlyMaxAgeMs);
  }
}

/**
 * The early answer for `path` (taken: a second ask gets none), or, when there is none, it is
 * too old or it failed, what `ask` answers.
 */
export function earlyOr(
  path: string,
  ask: () => Promise<Response>,
  now = Date.now(),
): Promise<Response> {
  const taken = early.get(path);
  early.delete(path);
  if (!taken || now - taken.at > earlyMaxAgeMs) return ask();
  return taken.response.catch(() => ask());
}

/**
 * On an owner page, when the server saw a session cookie: sends the session check and the
 * page's first reads (owner-page.ts) at once.
 */
export function sendOwnerPageReads(
  loc: Location = window.location,
  doc: Document = document,
): void {
  if (serverSawNoSession(doc)) return;
  const page = ownerPageOf(loc.pathname, loc.search);
  if (page) sendEarly([sessionPath, ...ownerPagePaths(page)]);
}
