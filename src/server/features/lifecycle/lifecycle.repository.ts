/**
 * Queries of the lifecycle scheduler: claiming due e-mails and writing their outcome, and
 * finding and deleting expired events in batches. Every claim is a short transaction with
 * `FOR UPDATE SKIP LOCKED`, so instances sharing one database never take the same row; no
 * transaction stays open while mail or storage work runs.
 */
import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { EmailType } from '../../../shared/domain/email-schedule';
import type { Database } from '../../db/client';
import {
  type EmailsSent,
  emailSchedules,
  events,
  media,
  uploadBatches,
  users,
} from '../../db/schema';

/** A due e-mail this instance has claimed, with what rendering it needs. */
export type ClaimedEmail = {
  scheduleId: string;
  type: EmailType;
  /** When it was due (before the claim pushed it out by the lease). */
  dueAt: Date;
  /** The attempt number this claim set: the token the outcome is written with. */
  attempt: number;
  emailsSent: EmailsSent;
  plan: string;
  isUpgrade: boolean;
  startUploadDate: string;
  endUploadDate: string;
  endDownloadDate: string;
  endFreeTrialDate: string | null;
  event: {
    id: string;
    name: string;
    timeZone: string;
    eventDate: string | null;
    expiresAt: Date;
  };
  owner: { email: string; language: string };
};

export function createLifecycleRepository(db: Database) {
  return {
    /**
     * Claims up to `limit` e-mails due at `now` (oldest first) of events that are trial or
     * paid and not yet expired: each claimed row gets `attempts + 1` and `next_email_at`
     * pushed to `leaseUntil`, so no other instance takes it while this one sends.
     */
    async claimDueEmails(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedEmail[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            schedule: emailSchedules,
            eventName: events.name,
            timeZone: events.timeZone,
            eventDate: events.eventDate,
            expiresAt: events.expiresAt,
            ownerEmail: users.email,
            language: users.language,
          })
          .from(emailSchedules)
          .innerJoin(events, eq(events.id, emailSchedules.eventId))
          .innerJoin(users, eq(users.id, emailSchedules.userId))
          .where(
            and(
              isNotNull(emailSchedules.nextEmailType),
              lte(emailSchedules.nextEmailAt, now),
              or(eq(events.plan, 'trial'), eq(events.paid, true)),
              sql`${events.expiresAt} > ${now}`,
            ),
          )
          .orderBy(asc(emailSchedules.nextEmailAt), asc(emailSchedules.id))
          .limit(limit)
          .for('update', { of: emailSchedules, skipLocked: true });
        if (rows.length === 0) return [];
        await tx
          .update(emailSchedules)
          .set({
            attempts: sql`${emailSchedules.attempts} + 1`,
            nextEmailAt: leaseUntil,
            updatedAt: now,
          })
          .where(
            inArray(
              emailSchedules.id,
              rows.map((row) => row.schedule.id),
            ),
          );
        return rows.map(({ schedule, ...row }) => ({
          scheduleId: schedule.id,
          type: schedule.nextEmailType as EmailType,
          dueAt: schedule.nextEmailAt as Date,
          attempt: schedule.attempts + 1,
          emailsSent: schedule.emailsSent,
          plan: schedule.plan,
          isUpgrade: schedule.isUpgrade,
          startUploadDate: schedule.startUploadDate,
          endUploadDate: schedule.endUploadDate,
          endDownloadDate: schedule.endDownloadDate,
          endFreeTrialDate: schedule.endFreeTrialDate,
          event: {
            id: schedule.eventId,
            name: row.eventName,
            timeZone: row.timeZone,
            eventDate: row.eventDate,
            expiresAt: row.expiresAt,
          },
          owner: { email: row.ownerEmail, language: row.language },
        }));
      });
    },

    /**
     * Records a sent e-mail: its flag, the next e-mail and its time, attempts and error reset,
     * in one statement, only if the claim still holds (same row, same attempt). False when the
     * record was replaced (an upgrade) or re-claimed after the lease ran out.
     */
    async completeEmail(
      claim: Pick<ClaimedEmail, 'scheduleId' | 'attempt'>,
      values: {
        emailsSent: EmailsSent;
        nextEmailAt: Date | null;
        nextEmailType: EmailType | null;
        now: Date;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(emailSchedules)
        .set({
          emailsSent: values.emailsSent,
          nextEmailAt: values.nextEmailAt,
          nextEmailType: values.nextEmailType,
          attempts: 0,
          error: null,
          updatedAt: values.now,
        })
        .where(
          and(eq(emailSchedules.id, claim.scheduleId), eq(emailSchedules.attempts, claim.attempt)),
        )
        .returning({ id: emailSchedules.id });
      return rows.length > 0;
    },

    /** Records a failed send: the error, and the time of the next try. Same claim check. */
    async failEmail(
      claim: Pick<ClaimedEmail, 'scheduleId' | 'attempt'>,
      values: { error: string; retryAt: Date; now: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(emailSchedules)
        .set({ error: values.error, nextEmailAt: values.retryAt, updatedAt: values.now })
        .where(
          and(eq(emailSchedules.id, claim.scheduleId), eq(emailSchedules.attempts, claim.attempt)),
        )
        .returning({ id: emailSchedules.id });
      return rows.length > 0;
    },

    /**
     * Claims one event whose ttl has passed: its `expires_at` is pushed to `now + leaseMs`,
     * so no other instance takes it meanwhile, and a sweep that fails is tried again once
     * the lease is over (like the e-mails' `next_email_at`).
     */
    async claimExpiredEvent(now: Date, leaseMs: number): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: events.id })
          .from(events)
          .where(lte(events.expiresAt, now))
          .orderBy(asc(events.expiresAt), asc(events.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return null;
        await tx
          .update(events)
          .set({ expiresAt: new Date(now.getTime() + leaseMs), updatedAt: now })
          .where(eq(events.id, row.id));
        return row.id;
      });
    },

    /**
     * Deletes up to `batchSize` media rows of an event (then its upload batches once no media
     * is left); answers how many rows went. Repeated until 0, it empties the big tables in
     * short statements.
     */
    async deleteEventRowsBatch(eventId: string, batchSize: number): Promise<number> {
      const mediaIds = db
        .select({ id: media.id })
        .from(media)
        .where(eq(media.eventId, eventId))
        .limit(batchSize);
      const deletedMedia = await db
        .delete(media)
        .where(inArray(media.id, mediaIds))
        .returning({ id: media.id });
      if (deletedMedia.length > 0) return deletedMedia.length;
      const batchIds = db
        .select({ id: uploadBatches.id })
        .from(uploadBatches)
        .where(eq(uploadBatches.eventId, eventId))
        .limit(batchSize);
      const deletedBatches = await db
        .delete(uploadBatches)
        .where(inArray(uploadBatches.id, batchIds))
        .returning({ id: uploadBatches.id });
      return deletedBatches.length;
    },

    /** Deletes the event row; albums, schedules, questionnaires and purchases cascade. */
    async deleteEvent(eventId: string): Promise<boolean> {
      const rows = await db
        .delete(events)
        .where(eq(events.id, eventId))
        .returning({ id: events.id });
      return rows.length > 0;
    },
  };
}

export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;
