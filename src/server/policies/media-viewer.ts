/**
 * Who is asking for an event's `/media` file: its owner (signed in, with the
 * right to view the event: hidden and unfinished items too), a guest the guest
 * gate lets see the event's media (only the parts their page shows: the
 * gallery, the guestbook's photos), or nobody. Built from the two policies, so
 * `/media` decides exactly as the owner routes and the guest routes do.
 */
import type { EventAccess } from './event-access';
import { credentialsOf } from './guest-credentials';
import type { GuestGate, GuestMediaScope } from './guest-gate';

/** The owner, a guest with the files their page shows them, or nobody. */
export type MediaViewer = 'owner' | { guest: NonNullable<GuestMediaScope> } | null;

export type MediaViewerOf = (headers: Headers, eventId: string) => Promise<MediaViewer>;

export function createMediaViewer(deps: {
  /** The signed-in account of a request, or null (no owner side: only guests). */
  sessionUserId?: (headers: Headers) => Promise<string | null>;
  access: EventAccess;
  gate: GuestGate;
}): MediaViewerOf {
  return async (headers, eventId) => {
    // The owner first: a signed-in owner also sees hidden and unfinished items.
    const userId = deps.sessionUserId ? await deps.sessionUserId(headers) : null;
    if (userId && (await deps.access.allows(userId, eventId, 'view'))) return 'owner';
    const scope = await deps.gate.mediaScope(eventId, credentialsOf(headers));
    return scope ? { guest: scope } : null;
  };
}
