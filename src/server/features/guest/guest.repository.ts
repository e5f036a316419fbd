/** Queries behind the guest pages: events, albums, batches, visible media, guestbook, unlock counters. */
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventByIdReader } from '../../db/event-by-id';
import { isVisibleWrittenEntry } from '../../db/guestbook-entries';
import { albums, type events, media, rateLimits, uploadBatches } from '../../db/schema';
import { isVisibleMedia, type VisibleMediaRow, visibleMediaColumns } from '../../db/visible-media';

export type PublicEventRow = typeof events.$inferSelect;
export type AlbumRow = typeof albums.$inferSelect;
export type NewBatchRow = typeof uploadBatches.$inferInsert;
export type MediaRow = typeof media.$inferSelect;

/** A position in a newest-first list: the last item's creation instant and id. */
export type ListCursor = { createdAt: Date; id: string };

export type VisibleMedia = MediaRow & { guestName: string | null };

export type { VisibleMediaRow };

export function createGuestRepository(db: Database) {
  const findEvent = eventByIdReader(db);
  // Read with every guest's read of the event page: built once, each read only binds.
  const albumsOfEvent = db
    .select()
    .from(albums)
    .where(eq(albums.eventId, sql.placeholder('eventId')))
    .orderBy(desc(albums.isDefault), asc(albums.position), asc(albums.createdAt))
    .prepare('guest_albums_of_event');

  /** The count of `key` and the time of its last hit within `windowMs` (count 0 when none). */
  async function rateState(
    key: string,
    nowMs: number,
    windowMs: number,
  ): Promise<{ count: number; lastRequest: number }> {
    const [row] = await db
      .select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    if (!row || row.lastRequest < nowMs - windowMs) return { count: 0, lastRequest: 0 };
    return row;
  }

  return {
    findEvent,

    /** The event's albums, the default first, then by position. */
    listAlbums(eventId: string): Promise<AlbumRow[]> {
      return albumsOfEvent.execute({ eventId });
    },

    async insertBatch(row: NewBatchRow): Promise<void> {
      await db.insert(uploadBatches).values(row);
    },

    /** Which of `hashes` this browser already uploaded to the event (processing or ready). */
    /** The batch's declared file count and each stored file's state, for the browser that made it. */
    async batchFileStates(
      eventId: string,
      batchId: string,
      clientId: string,
    ): Promise<{ declared: number; states: Map<number, string> } | null> {
      const [batch] = await db
        .select({ declaredFiles: uploadBatches.declaredFiles })
        .from(uploadBatches)
        .where(
          and(
            eq(uploadBatches.id, batchId),
            eq(uploadBatches.eventId, eventId),
            eq(uploadBatches.clientId, clientId),
          ),
        );
      if (!batch) return null;
      const rows = await db
        .select({ fileIndex: media.fileIndex, state: media.state })
        .from(media)
        .where(and(eq(media.batchId, batchId), eq(media.eventId, eventId)));
      const states = new Map<number, string>();
      for (const row of rows) if (row.fileIndex !== null) states.set(row.fileIndex, row.state);
      return { declared: (batch.declaredFiles as unknown[]).length, states };
    },

    async uploadedHashes(
      eventId: string,
      clientId: string,
      hashes: string[],
    ): Promise<Set<string>> {
      if (hashes.length === 0) return new Set();
      const rows = await db
        .select({ sha256: media.sha256 })
        .from(media)
        .innerJoin(uploadBatches, eq(uploadBatches.id, media.batchId))
        .where(
          and(
            eq(media.eventId, eventId),
            eq(uploadBatches.clientId, clientId),
            inArray(media.sha256, hashes),
            inArray(media.state, ['processing', 'ready']),
          ),
        );
      return new Set(rows.map((r) => r.sha256 as string));
    },

    /** Ready media of visible batches, not hidden, newest first, after `cursor`. */
    listVisibleMedia(
      eventId: string,
      cursor: ListCursor | null,
      limit: number,
      batchIds?: string[],
    ): Promise<VisibleMediaRow[]> {
      return db
        .select(visibleMediaColumns)
        .from(media)
        .innerJoin(uploadBatches, eq(uploadBatches.id, media.batchId))
        .where(
          and(
            eq(media.eventId, eventId),
            isVisibleMedia(),
            batchIds ? inArray(media.batchId, batchIds) : undefined,
            cursor
              ? or(
                  lt(media.createdAt, cursor.createdAt),
                  and(eq(media.createdAt, cursor.createdAt), lt(media.id, cursor.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(media.createdAt), desc(media.id))
        .limit(limit) as Promise<VisibleMediaRow[]>;
    },

    /** Visible guestbook entries, newest first, after `cursor`. */
    listGuestbook(eventId: string, cursor: ListCursor | null, limit: number) {
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
            isVisibleWrittenEntry(),
            cursor
              ? or(
                  lt(uploadBatches.createdAt, cursor.createdAt),
                  and(
                    eq(uploadBatches.createdAt, cursor.createdAt),
                    lt(uploadBatches.id, cursor.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(uploadBatches.createdAt), desc(uploadBatches.id))
        .limit(limit);
    },

    /** The current count of a rate-limit key within `windowMs`, or 0. */
    async rateCount(key: string, nowMs: number, windowMs: number): Promise<number> {
      return (await rateState(key, nowMs, windowMs)).count;
    },

    /**
     * Counts one more hit of `key` in one statement (safe across instances): the counter restarts
     * at 1 when the previous hit is older than the window. Returns the new count.
     */
    async rateHit(key: string, nowMs: number, windowMs: number): Promise<number> {
      const [row] = await db
        .insert(rateLimits)
        .values({ id: key, key, count: 1, lastRequest: nowMs })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.lastRequest} < ${nowMs - windowMs} then 1 else ${rateLimits.count} + 1 end`,
            lastRequest: nowMs,
          },
        })
        .returning({ count: rateLimits.count });
      return row?.count ?? 1;
    },

    rateState,

    /** Takes `hits` back from `key`'s count (never below zero), in one statement. */
    async rateForgive(key: string, hits: number): Promise<void> {
      if (hits <= 0) return;
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - ${hits}, 0)` })
        .where(eq(rateLimits.key, key));
    },

    async rateClear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

export type GuestRepository = ReturnType<typeof createGuestRepository>;
