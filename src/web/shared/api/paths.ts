/**
 * The addresses of the owner's reads that a page asks for first. Plain strings with no
 * dependencies: the fetchers use them, and so does the app's entry script, which asks for an
 * owner page's first answers before the fetchers' code has loaded (app/early-requests.ts).
 */

/** Where Better Auth's endpoints are. */
export const authBasePath = '/api/auth';

/** The current session (Better Auth's `getSession`). */
export const sessionPath = `${authBasePath}/get-session`;

/** The signed-in owner's events. */
export const eventsPath = '/api/events';

/** One of the owner's events. */
export function eventPath(eventId: string): string {
  return `${eventsPath}/${encodeURIComponent(eventId)}`;
}

/** The albums of an event. */
export function albumsPath(eventId: string): string {
  return `${eventPath(eventId)}/albums`;
}
