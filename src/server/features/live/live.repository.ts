/**
 * Queries of the live updates: recording a change and announcing it with
 * NOTIFY in one statement, reading changes back (by id, or after a client's
 * Last-Event-ID), pruning old ones, and what guests may see of the items.
 */
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client';
import { isVisibleWrittenEntry } from '../../db/guestbook-entries';
import { events, liveEvents, media, uploadBatches } from '../../db/schema';
import { isVisibleMedia, type VisibleMediaRow, visibleMediaColumns } from '../../db/visible-media';

/** The channel every instance LISTENs on; the payload is `<eventId>:<live_events id>`. */
export const liveChannel = 'momenty_live';

export type LiveEventRow = { id: number; eventId: string; type: string; ids: string[] };

const liveColumns = {
  id: liveEvents.id,
  eventId: liveEvents.eventId,
  type: liveEvents.type,
  ids: liveEvents.ids,
};

export function createLiveRepository(db: Database) {
  return {
    /** Stores the change and NOTIFYs it in the same statement; answers its id. */
    async record(eventId: string, type: string, ids: string[]): Promise<number> {
      const [row] = await selectRows<{ id: string | number }>(
        db,
        sql`with inserted as (
              insert into ${liveEvents} (event_id, type, ids)
              values (${eventId}, ${type}, ${JSON.stringify(ids)}::jsonb)
              returning id
            )
            select id, pg_notify(${liveChannel}, ${eventId} || ':' || id) from inserted`,
      );
      return Number(row?.id);
    },

    /** Changes of an event by id, in order. */
    async byIds(eventId: string, ids: number[]): Promise<LiveEventRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(liveColumns)
        .from(liveEvents)
        .where(and(eq(liveEvents.eventId, eventId), inArray(liveEvents.id, ids)))
        .orderBy(asc(liveEvents.id));
    },

    /** Changes of an event after `afterId`, in order, at most `limit`. */
    after(eventId: string, afterId: number, limit: number): Promise<LiveEventRow[]> {
      return db
        .select(liveColumns)
        .from(liveEvents)
        .where(and(eq(liveEvents.eventId, eventId), gt(liveEvents.id, afterId)))
        .orderBy(asc(liveEvents.id))
        .limit(limit);
    },

    /**
     * Whether the change `id` (of any event: ids are positions in one sequence) is still kept,
     * so that everything after it is kept too.
     */
    async exists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(eq(liveEvents.id, id));
      return row !== undefined;
    },

    /** The newest change id of every event, 0 when none is kept. */
    async latestId(): Promise<number> {
      const [row] = await db
        .select({ id: sql<string | null>`max(${liveEvents.id})` })
        .from(liveEvents);
      return Number(row?.id ?? 0);
    },

    /** Deletes changes recorded before `before`; answers how many. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(liveEvents)
        .where(lt(liveEvents.createdAt, before))
        .returning({ id: liveEvents.id });
      return rows.length;
    },

    /** The event's stored settings (guest visibility), or undefined when it is gone. */
    async eventSettings(eventId: string) {
      const [row] = await db
        .select({ settings: events.settings, plan: events.plan })
        .from(events)
        .where(eq(events.id, eventId));
      return row;
    },

    /** Of `ids`, the items guests may see (ready, not hidden, batch not hidden). */
    visibleMedia(eventId: string, ids: string[]): Promise<VisibleMediaRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(visibleMediaColumns)
        .from(media)
        .innerJoin(uploadBatches, eq(uploadBatches.id, media.batchId))
        .where(
          and(eq(media.eventId, eventId), inArray(media.id, ids), isVisibleMedia()),
        ) as Promise<VisibleMediaRow[]>;
    },

    /** Of `ids`, the guestbook entries guests may see (text entries, not hidden). */
    visibleGuestbookEntries(eventId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: uploadBatches.id,
          guestName: uploadBatches.guestName,
          message: uploadBatches.message,
          createdAt: uploadBatches.createdAt,
        })
        .from(uploadBatches)
        .where(
          and(
            eq(uploadBatches.eventId, eventId),
            inArray(uploadBatches.id, ids),
            isVisibleWrittenEntry(),
          ),
        );
    },

    /** Visible media of some batches (guestbook attachments). */
    visibleMediaOfBatches(eventId: string, batchIds: string[]): Promise<VisibleMediaRow[]> {
      if (batchIds.length === 0) return Promise.resolve([]);
      return db
        .select(visibleMediaColumns)
        .from(media)
        .innerJoin(uploadBatches, eq(uploadBatches.id, media.batchId))
        .where(and(eq(media.eventId, eventId), inArray(media.batchId, batchIds), isVisibleMedia()))
        .orderBy(asc(media.fileIndex), asc(media.createdAt)) as Promise<VisibleMediaRow[]>;
    },
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
