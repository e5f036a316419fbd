/**
 * Queries of an event's members and invitations. Accepting an invitation is one
 * transaction with a conditional update (`accepted_at IS NULL AND revoked_at IS NULL AND
 * expires_at > now`), so a link accepted twice at once makes exactly one member; a new
 * invitation to an address revokes that address's pending one in the same transaction.
 */
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { MemberRole } from '../../../shared/domain/roles';
import type { Database } from '../../db/client';
import { eventInvitations, eventMembers, events, users } from '../../db/schema';

export type InvitationRow = typeof eventInvitations.$inferSelect;

export type InvitationWithEvent = InvitationRow & {
  eventName: string;
  eventDate: string | null;
  eventTimeZone: string;
  eventOwnerId: string;
  inviterName: string;
  inviterEmail: string;
};

export function createMembersRepository(db: Database) {
  return {
    /** The owner first, then members by when they joined. */
    async listMembers(eventId: string) {
      const [owner] = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          since: events.createdAt,
        })
        .from(events)
        .innerJoin(users, eq(users.id, events.userId))
        .where(eq(events.id, eventId));
      const members = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          role: eventMembers.role,
          since: eventMembers.createdAt,
        })
        .from(eventMembers)
        .innerJoin(users, eq(users.id, eventMembers.userId))
        .where(eq(eventMembers.eventId, eventId))
        .orderBy(asc(eventMembers.createdAt), asc(users.email));
      return { owner, members };
    },

    /** Invitations neither accepted, revoked nor expired, oldest first. */
    async listPending(eventId: string, now: Date): Promise<InvitationRow[]> {
      return db
        .select()
        .from(eventInvitations)
        .where(
          and(
            eq(eventInvitations.eventId, eventId),
            isNull(eventInvitations.acceptedAt),
            isNull(eventInvitations.revokedAt),
            gt(eventInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(eventInvitations.createdAt));
    },

    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    /** What an invitation e-mail names: the event, its zone, and its owner (the inviter). */
    async invitationContext(eventId: string) {
      const [row] = await db
        .select({
          eventName: events.name,
          timeZone: events.timeZone,
          ownerName: users.name,
          ownerEmail: users.email,
        })
        .from(events)
        .innerJoin(users, eq(users.id, events.userId))
        .where(eq(events.id, eventId));
      return row;
    },

    async isMember(eventId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ role: eventMembers.role })
        .from(eventMembers)
        .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
      return row !== undefined;
    },

    /**
     * Stores an invitation, revoking the address's pending one. The event row is locked
     * first, so two invitations racing cannot both pass `guard` with the members and
     * pending invitations counted before either was stored.
     */
    async createInvitation(
      row: typeof eventInvitations.$inferInsert,
      now: Date,
      guard: (helpers: number) => void,
    ): Promise<InvitationRow> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select id from ${events} where ${events.id} = ${row.eventId} for update`,
        );
        await tx
          .update(eventInvitations)
          .set({ revokedAt: now })
          .where(
            and(
              eq(eventInvitations.eventId, row.eventId),
              eq(eventInvitations.email, row.email),
              isNull(eventInvitations.acceptedAt),
              isNull(eventInvitations.revokedAt),
            ),
          );
        const [members] = await tx
          .select({ n: count() })
          .from(eventMembers)
          .where(eq(eventMembers.eventId, row.eventId));
        const [pending] = await tx
          .select({ n: count() })
          .from(eventInvitations)
          .where(
            and(
              eq(eventInvitations.eventId, row.eventId),
              isNull(eventInvitations.acceptedAt),
              isNull(eventInvitations.revokedAt),
              gt(eventInvitations.expiresAt, now),
            ),
          );
        guard((members?.n ?? 0) + (pending?.n ?? 0));
        const [stored] = await tx.insert(eventInvitations).values(row).returning();
        if (!stored) throw new Error('invitation not stored');
        return stored;
      });
    },

    /** Revokes a pending invitation of the event; false when there is none. */
    async revokeInvitation(eventId: string, invitationId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(eventInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(eventInvitations.id, invitationId),
            eq(eventInvitations.eventId, eventId),
            isNull(eventInvitations.acceptedAt),
            isNull(eventInvitations.revokedAt),
          ),
        )
        .returning({ id: eventInvitations.id });
      return rows.length > 0;
    },

    /** The invitation behind a link's token, with what its page shows. */
    async findByTokenHash(tokenHash: string): Promise<InvitationWithEvent | undefined> {
      const [row] = await db
        .select({
          invitation: eventInvitations,
          eventName: events.name,
          eventDate: events.eventDate,
          eventTimeZone: events.timeZone,
          eventOwnerId: events.userId,
          inviterName: users.name,
          inviterEmail: users.email,
        })
        .from(eventInvitations)
        .innerJoin(events, eq(events.id, eventInvitations.eventId))
        .leftJoin(users, eq(users.id, eventInvitations.invitedBy))
        .where(eq(eventInvitations.tokenHash, tokenHash));
      if (!row) return undefined;
      return {
        ...row.invitation,
        eventName: row.eventName,
        eventDate: row.eventDate,
        eventTimeZone: row.eventTimeZone,
        eventOwnerId: row.eventOwnerId,
        inviterName: row.inviterName ?? '',
        inviterEmail: row.inviterEmail ?? '',
      };
    },

    /**
     * Uses the invitation up and makes the account a member with its role, all or nothing:
     * false when the invitation was accepted, revoked or expired meanwhile.
     */
    async accept(invitation: InvitationRow, userId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(eventInvitations)
          .set({ acceptedAt: now, acceptedBy: userId })
          .where(
            and(
              eq(eventInvitations.id, invitation.id),
              isNull(eventInvitations.acceptedAt),
              isNull(eventInvitations.revokedAt),
              gt(eventInvitations.expiresAt, now),
            ),
          )
          .returning({ id: eventInvitations.id });
        if (used.length === 0) return false;
        await tx
          .insert(eventMembers)
          .values({
            eventId: invitation.eventId,
            userId,
            role: invitation.role,
            invitedBy: invitation.invitedBy,
          })
          .onConflictDoUpdate({
            target: [eventMembers.eventId, eventMembers.userId],
            set: { role: invitation.role, updatedAt: now },
          });
        return true;
      });
    },

    async changeRole(eventId: string, userId: string, role: MemberRole): Promise<boolean> {
      const rows = await db
        .update(eventMembers)
        .set({ role })
        .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)))
        .returning({ userId: eventMembers.userId });
      return rows.length > 0;
    },

    async removeMember(eventId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(eventMembers)
        .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)))
        .returning({ userId: eventMembers.userId });
      return rows.length > 0;
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
