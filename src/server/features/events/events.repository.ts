/** Queries of the events table and of the rows created with an event. */
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { type EventRole, isMemberRole } from '../../../shared/domain/roles';
import type { Database } from '../../db/client';
import { eventByIdReader } from '../../db/event-by-id';
import {
  activationCodes,
  albums,
  emailSchedules,
  eventMembers,
  events,
  questionnaires,
  users,
} from '../../db/schema';
import { appError } from '../../http/app-error';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
/** An event as one account sees it: the row and the account's role in it. */
export type EventView = EventRow & { viewerRole: EventRole };
export type NewAlbumRow = typeof albums.$inferInsert;
export type NewQuestionnaireRow = typeof questionnaires.$inferInsert;
export type NewEmailScheduleRow = typeof emailSchedules.$inferInsert;

/** What creating one event inserts, all or nothing. */
export type NewEventBundle = {
  event: NewEventRow & { userId: string };
  defaultAlbum: NewAlbumRow;
  questionnaire: NewQuestionnaireRow;
  emailSchedule: NewEmailScheduleRow;
};

/** Fields of an event an owner may change. */
export type EventChanges = Partial<
  Pick<
    NewEventRow,
    'name' | 'description' | 'type' | 'guestCount' | 'language' | 'settings' | 'style'
  >
>;

export function createEventsRepository(db: Database) {
  return {
    /** Every event an account owns or helps run, newest first, with its role in each. */
    async listForAccount(userId: string): Promise<EventView[]> {
      const rows = await db
        .select({ event: events, memberRole: eventMembers.role })
        .from(events)
        .leftJoin(
          eventMembers,
          and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, userId)),
        )
        .where(or(eq(events.userId, userId), eq(eventMembers.userId, userId)))
        .orderBy(desc(events.createdAt), desc(events.id));
      return rows.map(({ event, memberRole }) => ({
        ...event,
        viewerRole:
          event.userId === userId ? 'owner' : isMemberRole(memberRole) ? memberRole : 'moderator',
      }));
    },

    /** One event of one owner, or undefined (also when it is someone else's). */
    find: eventByIdReader(db),

    /**
     * Inserts an event with its default album, questionnaire and e-mail
     * schedule in one transaction. The owner's row is locked first and
     * `guard` receives the owner's current number of trial events, so two
     * parallel creations cannot both pass a limit check; a throwing guard
     * rolls everything back. With `activationCode`, the code is marked used
     * by this event in the same transaction, only if it is still unused
     * (`activationCodeUsed` otherwise, and nothing is created).
     */
    async createWithDefaults(
      bundle: NewEventBundle,
      activationCode: string | null,
      guard: (trialCount: number) => void,
    ): Promise<EventRow> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, bundle.event.userId))
          .for('update');
        const [trials] = await tx
          .select({ n: count() })
          .from(events)
          .where(and(eq(events.userId, bundle.event.userId), eq(events.plan, 'trial')));
        guard(trials?.n ?? 0);
        const [event] = await tx.insert(events).values(bundle.event).returning();
        if (!event) throw new Error('event not inserted');
        await tx.insert(albums).values(bundle.defaultAlbum);
        await tx.insert(questionnaires).values(bundle.questionnaire);
        await tx.insert(emailSchedules).values(bundle.emailSchedule);
        if (activationCode !== null) {
          const claimed = await tx
            .update(activationCodes)
            .set({ usedAt: new Date(), usedByEventId: event.id })
            .where(and(eq(activationCodes.code, activationCode), isNull(activationCodes.usedAt)))
            .returning({ id: activationCodes.id });
          if (claimed.length === 0) throw appError('activationCodeUsed');
        }
        return event;
      });
    },

    /**
     * Changes an owner's event under a row lock: `change` gets the stored row
     * and returns the changes (read-modify-write without lost updates, e.g.
     * merged settings). Undefined when there is no such event.
     */
    async change(
      eventId: string,
      change: (current: EventRow) => EventChanges,
    ): Promise<EventRow | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(events)
          .where(eq(events.id, eventId))
          .for('update');
        if (!current) return undefined;
        const changes = change(current);
        if (Object.keys(changes).length === 0) return current;
        const [row] = await tx
          .update(events)
          .set(changes)
          .where(eq(events.id, eventId))
          .returning();
        return row;
      });
    },

    /** Sets or clears the guest password hash; false when there is no such event. */
    async setPasswordHash(eventId: string, hash: string | null): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({ passwordHash: hash })
        .where(eq(events.id, eventId))
        .returning({ id: events.id });
      return rows.length > 0;
    },

    /** Deletes an event (its rows cascade); false when there is no such event. */
    async delete(eventId: string): Promise<boolean> {
      const rows = await db
        .delete(events)
        .where(eq(events.id, eventId))
        .returning({ id: events.id });
      return rows.length > 0;
    },

    /** An activation code by its canonical form. */
    async findActivationCode(code: string) {
      const [row] = await db.select().from(activationCodes).where(eq(activationCodes.code, code));
      return row;
    },

    /** The style of any event (public media: guests see background images). */
    async findStyle(eventId: string): Promise<EventRow['style'] | undefined> {
      const [row] = await db
        .select({ style: events.style })
        .from(events)
        .where(eq(events.id, eventId));
      return row?.style;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
