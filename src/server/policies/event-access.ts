/**
 * The owner side's access check: whether a signed-in account may do an action
 * on an event, and in which role (the event's owner, or a co-host or moderator
 * the owner invited; the table is `rolePermissions` in shared/domain/roles.ts).
 * Every owner route (events, albums, gallery, guestbook, downloads, payments,
 * members, the owner's live stream and `/media`) asks it; services and
 * repositories act on the event id afterwards and hold no copy of the check.
 * It reads the database on every call, so a removed member loses access with
 * their next request.
 *
 * Someone without a role gets `eventNotFound` (404), never a hint that the
 * event exists; a member whose role does not allow the action gets
 * `roleNotAllowed` (403).
 */
import { and, eq } from 'drizzle-orm';
import {
  type EventAction,
  type EventRole,
  isMemberRole,
  roleAllows,
} from '../../shared/domain/roles';
import type { Database } from '../db/client';
import { eventMembers, events } from '../db/schema';
import { appError } from '../http/app-error';

export type { EventAction, EventRole } from '../../shared/domain/roles';

export type EventAccessGrant = { eventId: string; role: EventRole };

export type EventAccess = ReturnType<typeof createEventAccess>;

export function createEventAccess(deps: { db: Database }) {
  /** The account's role in the event, or null (no such event, or nothing to do with it). */
  async function roleOf(userId: string, eventId: string): Promise<EventRole | null> {
    const [row] = await deps.db
      .select({ ownerId: events.userId, role: eventMembers.role })
      .from(events)
      .leftJoin(
        eventMembers,
        and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, userId)),
      )
      .where(eq(events.id, eventId));
    if (!row) return null;
    if (row.ownerId === userId) return 'owner';
    return isMemberRole(row.role) ? row.role : null;
  }

  return {
    /** The account's role when it may do `action` on the event; else `eventNotFound` or `roleNotAllowed`. */
    async requireEventAccess(
      userId: string,
      eventId: string,
      action: EventAction,
    ): Promise<EventAccessGrant> {
      const role = await roleOf(userId, eventId);
      if (!role) throw appError('eventNotFound');
      if (!roleAllows(role, action)) throw appError('roleNotAllowed', { role });
      return { eventId, role };
    },

    /** Whether the account may do `action` on the event. */
    async allows(userId: string, eventId: string, action: EventAction): Promise<boolean> {
      const role = await roleOf(userId, eventId);
      return role !== null && roleAllows(role, action);
    },
  };
}
