/**
 * Queries of the daily digest: events that may have one due, what arrived in an interval,
 * who gets it, and the per host and day claim (`digest_deliveries`) that lets exactly one
 * instance send each digest.
 */
import { and, count, desc, eq, gt, gte, inArray, lte, ne } from 'drizzle-orm';
import type { CalendarDate } from '../../../shared/domain/time';
import type { Database } from '../../db/client';
import { isVisibleWrittenEntry, isWrittenEntry } from '../../db/guestbook-entries';
import {
  digestDeliveries,
  digestOptOuts,
  eventMembers,
  events,
  media,
  uploadBatches,
  users,
} from '../../db/schema';
import { isVisibleMedia } from '../../db/visible-media';

export type DigestEvent = {
  id: string;
  name: string;
  userId: string;
  plan: string;
  activationDate: string;
  timeZone: string;
  language: string;
};

export type DigestRecipient = { userId: string; email: string; language: string };

export function createDigestRepository(db: Database) {
  return {
    /** Events whose upload window may touch the days around `today` (filtered further by the caller). */
    async candidates(today: CalendarDate, earliestActivation: CalendarDate, now: Date) {
      return db
        .select({
          id: events.id,
          name: events.name,
          userId: events.userId,
          plan: events.plan,
          activationDate: events.activationDate,
          timeZone: events.timeZone,
          language: events.language,
        })
        .from(events)
        .where(
          and(
            lte(events.activationDate, today),
            gte(events.activationDate, earliestActivation),
            gt(events.expiresAt, now),
          ),
        );
    },

    /** What arrived in (from, to]: files by kind (fully received), written wishes, and the newest ones. */
    async arrivals(eventId: string, from: Date, to: Date) {
      const window = and(
        eq(media.eventId, eventId),
        gt(media.createdAt, from),
        lte(media.createdAt, to),
        ne(media.state, 'uploading'),
        ne(media.state, 'failed'),
      );
      const byKind = await db
        .select({ kind: media.kind, n: count() })
        .from(media)
        .where(window)
        .groupBy(media.kind);
      // The newest photos as guests see them: ready, and neither the photo nor its guest's
      // entry hidden by a host.
      const photos = await db
        .select({ id: media.id })
        .from(media)
        .innerJoin(uploadBatches, eq(uploadBatches.id, media.batchId))
        .where(and(window, eq(media.kind, 'photo'), isVisibleMedia()))
        .orderBy(desc(media.createdAt), desc(media.id))
        .limit(6);
      const entryWindow = and(
        eq(uploadBatches.eventId, eventId),
        gt(uploadBatches.createdAt, from),
        lte(uploadBatches.createdAt, to),
      );
      const [wishes] = await db
        .select({ n: count() })
        .from(uploadBatches)
        .where(and(entryWindow, isWrittenEntry()));
      const [newestWish] = await db
        .select({ guestName: uploadBatches.guestName, message: uploadBatches.message })
        .from(uploadBatches)
        .where(and(entryWindow, isVisibleWrittenEntry()))
        .orderBy(desc(uploadBatches.createdAt), desc(uploadBatches.id))
        .limit(1);
      const counted = (kind: string) => byKind.find((row) => row.kind === kind)?.n ?? 0;
      return {
        photos: counted('photo'),
        videos: counted('video'),
        voice: counted('audio'),
        wishes: wishes?.n ?? 0,
        thumbnails: photos.map((row) => row.id),
        newestWish: newestWish ?? null,
      };
    },

    /**
     * The owner and every member still due the digest of `day`: less those who turned it off
     * and those whose digest of that day is claimed already (so a run after 20:00 that finds
     * everyone served reads nothing more).
     */
    async recipients(event: DigestEvent, day: CalendarDate): Promise<DigestRecipient[]> {
      const members = await db
        .select({ userId: eventMembers.userId })
        .from(eventMembers)
        .where(eq(eventMembers.eventId, event.id));
      const ids = [event.userId, ...members.map((m) => m.userId)];
      const optedOut = await db
        .select({ userId: digestOptOuts.userId })
        .from(digestOptOuts)
        .where(eq(digestOptOuts.eventId, event.id));
      const claimed = await db
        .select({ userId: digestDeliveries.userId })
        .from(digestDeliveries)
        .where(and(eq(digestDeliveries.eventId, event.id), eq(digestDeliveries.day, day)));
      const skip = new Set([...optedOut, ...claimed].map((row) => row.userId));
      const wanted = ids.filter((id) => !skip.has(id));
      if (wanted.length === 0) return [];
      return db
        .select({ userId: users.id, email: users.email, language: users.language })
        .from(users)
        .where(inArray(users.id, wanted));
    },

    /** Claims one host's digest of one day: true for exactly one caller. */
    async claim(eventId: string, userId: string, day: CalendarDate): Promise<boolean> {
      const rows = await db
        .insert(digestDeliveries)
        .values({ eventId, userId, day })
        .onConflictDoNothing()
        .returning({ day: digestDeliveries.day });
      return rows.length > 0;
    },

    async markSent(eventId: string, userId: string, day: CalendarDate): Promise<void> {
      await db
        .update(digestDeliveries)
        .set({ sent: true })
        .where(
          and(
            eq(digestDeliveries.eventId, eventId),
            eq(digestDeliveries.userId, userId),
            eq(digestDeliveries.day, day),
          ),
        );
    },

    /** Gives a claim back after a failed send, so a later run tries again. */
    async release(eventId: string, userId: string, day: CalendarDate): Promise<void> {
      await db
        .delete(digestDeliveries)
        .where(
          and(
            eq(digestDeliveries.eventId, eventId),
            eq(digestDeliveries.userId, userId),
            eq(digestDeliveries.day, day),
            eq(digestDeliveries.sent, false),
          ),
        );
    },

    async isEnabled(eventId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: digestOptOuts.userId })
        .from(digestOptOuts)
        .where(and(eq(digestOptOuts.eventId, eventId), eq(digestOptOuts.userId, userId)));
      return row === undefined;
    },

    async setEnabled(eventId: string, userId: string, enabled: boolean): Promise<void> {
      if (enabled) {
        await db
          .delete(digestOptOuts)
          .where(and(eq(digestOptOuts.eventId, eventId), eq(digestOptOuts.userId, userId)));
      } else {
        await db.insert(digestOptOuts).values({ eventId, userId }).onConflictDoNothing();
      }
    },

    async eventName(eventId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: events.name })
        .from(events)
        .where(eq(events.id, eventId));
      return row?.name;
    },
  };
}

export type DigestRepository = ReturnType<typeof createDigestRepository>;
