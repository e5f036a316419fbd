/**
 * What features tell the live-updates hub (features/live): a change to some items of an event.
 * The hub stores it (so reconnecting clients can catch up), tells every instance through
 * PostgreSQL NOTIFY (PGlite's in-process LISTEN by default), and each open stream turns the ids
 * into the items its audience may see (the owner's shapes, or the guests' public ones).
 */
export type LiveChangeType =
  | 'media.added'
  | 'media.updated'
  | 'media.removed'
  | 'guestbook.added'
  | 'guestbook.updated'
  | 'guestbook.removed'
  | 'event.updated';

export type LiveChange = {
  type: LiveChangeType;
  /** Media ids (media.*), guestbook entry ids = upload batch ids (guestbook.*); empty for event.updated. */
  ids: string[];
};

export interface LivePublisher {
  /** Records and broadcasts the change. Never throws: a failure is logged, the caller's work stands. */
  publish(eventId: string, change: LiveChange): Promise<void>;
}

/** For code paths (and tests) without live updates. */
export const noLivePublisher: LivePublisher = { publish: async () => {} };
