/**
 * Live updates' names and addresses (no schemas, so no zod): the guest slideshow needs them
 * without the schema library. ./gallery builds the messages' schema from them and re-exports
 * them.
 */

/** Names of the server-sent events (also the `type` of their data). */
export const liveMessageTypes = [
  'media.added',
  'media.updated',
  'media.removed',
  'guestbook.added',
  'guestbook.updated',
  'guestbook.removed',
  'event.updated',
  'reset',
] as const;
export type LiveMessageType = (typeof liveMessageTypes)[number];

/** The streams of live updates (server-sent events): the owner's and the guests'. */
export const livePaths = {
  owner: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/live`,
  guest: (eventId: string) => `/api/public/events/${encodeURIComponent(eventId)}/live`,
} as const;
