/**
 * The owner side's access check: whether a signed-in account may do an action
 * on an event, and in which role. Every owner route (events, albums, gallery,
 * guestbook, downloads, payments, the owner's live stream and `/media`) asks
 * it; services and repositories act on the event id afterwards and hold no
 * copy of the check. Today the only role is the event's owner; roles for
 * people the owner invites are added here.
 *
 * Someone without access gets `eventNotFound` (404), never a hint that the
 * event exists.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { events } from '../db/schema';
import { appError } from '../http/app-error';

/** What an account wants to do with an event. */
export type EventAction =
  /** See the event, its settings, media, guestbook and live updates. */
  | 'view'
  /** Change settings, the password, the style, albums. */
  | 'edit'
  /** Hide, move and delete media and guestbook entries. */
  | 'moderate'
  /** Download the ZIP, the guestbook PDF, the QR code. */
  | 'download'
  /** Pay, upgrade, activate with a code. */
  | 'pay'
  /** Delete the event. */
  | 'delete';

export type EventRole = 'owner';

/** What each role may do. */
export const rolePermissions: Readonly<Record<EventRole, readonly EventAction[]>> = {
  owner: ['view', 'edit', 'moderate', 'download', 'pay', 'delete'],
};

export type EventAccessGrant = { eventId: string; role: EventRole };

export type EventAccess = ReturnType<typeof createEventAccess>;

export function createEventAccess(deps: { db: Database }) {
  async function roleOf(userId: string, eventId: string): Promise<EventRole | null> {
    const [row] = await deps.db
      .select({ userId: events.userId })
      .from(events)
      .where(eq(events.id, eventId));
    return row?.userId === userId ? 'owner' : null;
  }

  async function grant(
    userId: string,
    eventId: string,
    action: EventAction,
  ): Promise<EventAccessGrant | null> {
    const role = await roleOf(userId, eventId);
    return role && rolePermissions[role].includes(action) ? { eventId, role } : null;
  }

  return {
    /** The account's role when it may do `action` on the event; else `eventNotFound`. */
    async requireEventAccess(
      userId: string,
      eventId: string,
      action: EventAction,
    ): Promise<EventAccessGrant> {
      const granted = await grant(userId, eventId, action);
      if (!granted) throw appError('eventNotFound');
      return granted;
    },

    /** Whether the account may do `action` on the event. */
    async allows(userId: string, eventId: string, action: EventAction): Promise<boolean> {
      return (await grant(userId, eventId, action)) !== null;
    },
  };
}
