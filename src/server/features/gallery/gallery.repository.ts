/**
 * Queries of the owner's gallery: the grid (keyset pages by upload time or by
 * when the photo was taken), counts per kind, hide / move / delete of media
 * with their counters in the same transaction, and the owner's guestbook.
 */
import { and, asc, count, desc, eq, inArray, not, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isGuestbookEntry, isWrittenEntry } from '../../db/guestbook-entries';
import { albums, events, media, uploadBatches } from '../../db/schema';
import {
  type DeletedMedia,
  GalleryConflict,
  type GridQuery,
  type GuestbookEntryRow,
  guestbookColumns,
  listedStates,
  micros,
  type OwnerMediaRow,
  ownerMediaColumns,
} from './gallery.rows';

export {
  type DeletedMedia,
  GalleryConflict,
  type GridCursor,
  type GridQuery,
  type GuestbookEntryRow,
  listedStates,
  type OwnerMediaRow,
} from './gallery.rows';

export function createGalleryRepository(db: Database) {
  function selectMedia(tx: Database) {
    return tx
      .select(ownerMediaColumns)
      .from(media)
      .innerJoin(uploadBatches, eq(uploadBatches.id, media.batchId));
  }

  /** The rows of `ids` in the event (listed states only), locked when `lock`. */
  async function mediaOf(tx: Database, eventId: string, ids: string[], lock: boolean) {
    const query = selectMedia(tx).where(
      and(
        eq(media.eventId, eventId),
        inArray(media.id, ids),
        inArray(media.state, [...listedStates]),
      ),
    );
    return (lock ? await query.for('update', { of: media }) : await query) as OwnerMediaRow[];
  }

  /** Lowers the event's, albums' and batches' counters for removed rows. */
  async function releaseCounters(tx: Database, eventId: string, rows: OwnerMediaRow[]) {
    const videos = rows.filter((row) => row.kind === 'video').length;
    await tx
      .update(events)
      .set({
        filesCount: sql`greatest(${events.filesCount} - ${rows.length}, 0)`,
        videosCount: sql`greatest(${events.videosCount} - ${videos}, 0)`,
      })
      .where(eq(events.id, eventId));
    for (const [albumId, n] of tally(rows.map((row) => row.albumId))) {
      await tx
        .update(albums)
        .set({ filesCount: sql`greatest(${albums.filesCount} - ${n}, 0)` })
        .where(eq(albums.id, albumId));
    }
    for (const [batchId, n] of tally(rows.map((row) => row.batchId))) {
      await tx
        .update(uploadBatches)
        .set({ filesCount: sql`greatest(${uploadBatches.filesCount} - ${n}, 0)` })
        .where(eq(uploadBatches.id, batchId));
    }
  }

  /** Deletes media rows (already locked) with their counters; empty upload/voice batches go too. */
  async function deleteRows(tx: Database, eventId: string, rows: OwnerMediaRow[]) {
    if (rows.length === 0) return [];
    await tx.delete(media).where(
      inArray(
        media.id,
        rows.map((row) => row.id),
      ),
    );
    await releaseCounters(tx, eventId, rows);
    const batchIds = [...new Set(rows.map((row) => row.batchId))];
    return tx
      .delete(uploadBatches)
      .where(
        and(
          inArray(uploadBatches.id, batchIds),
          // A wish stays when its files go; an upload without one goes with its last file.
          not(isWrittenEntry() ?? sql`false`),
          notExists(
            tx.select({ id: media.id }).from(media).where(eq(media.batchId, uploadBatches.id)),
          ),
        ),
      )
      .returning({ id: uploadBatches.id, kind: uploadBatches.kind });
  }

  return {
    async albumOfEvent(eventId: string, albumId: string) {
      const [row] = await db
        .select({ id: albums.id })
        .from(albums)
        .where(and(eq(albums.eventId, eventId), eq(albums.id, albumId)));
      return row;
    },

    /** One page of the grid, `limit` rows (ask one more to know whether another page follows). */
    async listMedia(eventId: string, query: GridQuery): Promise<OwnerMediaRow[]> {
      const { cursor, order } = query;
      const after = order === 'desc' ? sql`<` : sql`>`;
      const direction = order === 'desc' ? desc : asc;
      let keyset: ReturnType<typeof sql> | undefined;
      if (cursor) {
        const tail = sql`(${media.createdAt}, ${media.id}) ${after} (${micros(cursor.createdAt)}, ${cursor.id})`;
        if (query.sort === 'uploaded') keyset = tail;
        else if (cursor.takenAt === null) keyset = sql`(${media.takenAt} is null and ${tail})`;
        else {
          const taken = micros(cursor.takenAt);
          keyset = sql`(${media.takenAt} ${after} ${taken} or (${media.takenAt} = ${taken} and ${tail}) or ${media.takenAt} is null)`;
        }
      }
      // `taken`: the same null placement on every column as media_event_taken_idx, so it serves.
      const orderBy =
        query.sort === 'taken'
          ? order === 'desc'
            ? [
                sql`${media.takenAt} desc nulls last`,
                sql`${media.createdAt} desc nulls last`,
                sql`${media.id} desc nulls last`,
              ]
            : [
                sql`${media.takenAt} asc nulls last`,
                sql`${media.createdAt} asc nulls last`,
                sql`${media.id} asc nulls last`,
              ]
          : [direction(media.createdAt), direction(media.id)];
      return (await selectMedia(db)
        .where(
          and(
            eq(media.eventId, eventId),
            query.albumId ? eq(media.albumId, query.albumId) : undefined,
            query.kind ? eq(media.kind, query.kind) : undefined,
            query.promptId ? eq(uploadBatches.promptId, query.promptId) : undefined,
            inArray(media.state, [...listedStates]),
            keyset,
          ),
        )
        .orderBy(...orderBy)
        .limit(query.limit)) as OwnerMediaRow[];
    },

    /** Listed items of the event (or album; with `promptId`, those answering it) per kind. */
    async countsByKind(
      eventId: string,
      albumId?: string,
      promptId?: string,
    ): Promise<Map<string, number>> {
      const from = db.select({ kind: media.kind, n: count() }).from(media);
      const rows = await (promptId
        ? from.innerJoin(uploadBatches, eq(uploadBatches.id, media.batchId))
        : from
      )
        .where(
          and(
            eq(media.eventId, eventId),
            albumId ? eq(media.albumId, albumId) : undefined,
            promptId ? eq(uploadBatches.promptId, promptId) : undefined,
            inArray(media.state, [...listedStates]),
          ),
        )
        .groupBy(media.kind);
      return new Map(rows.map((row) => [row.kind, Number(row.n)]));
    },

    /** Rows of `ids` in the event (in listed states). */
    findMedia(eventId: string, ids: string[]): Promise<OwnerMediaRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return mediaOf(db, eventId, ids, false);
    },

    /**
     * Hides/shows and/or moves items, all or none: every id must be a listed item of the event
     * (`fileUnavailable`), the album one of the event's (`albumNotFound`). Album counters move in
     * the same transaction.
     */
    async updateMedia(
      eventId: string,
      ids: string[],
      change: { hidden?: boolean; albumId?: string },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await mediaOf(tx, eventId, ids, true);
        if (rows.length !== new Set(ids).size) throw new GalleryConflict('fileUnavailable');
        if (change.albumId !== undefined) {
          const target = change.albumId;
          const [album] = await tx
            .select({ id: albums.id })
            .from(albums)
            .where(and(eq(albums.eventId, eventId), eq(albums.id, target)))
            .for('update');
          if (!album) throw new GalleryConflict('albumNotFound');
          const moving = rows.filter((row) => row.albumId !== target);
          if (moving.length > 0) {
            for (const [albumId, n] of tally(moving.map((row) => row.albumId))) {
              await tx
                .update(albums)
                .set({ filesCount: sql`greatest(${albums.filesCount} - ${n}, 0)` })
                .where(eq(albums.id, albumId));
            }
            await tx
              .update(albums)
              .set({ filesCount: sql`${albums.filesCount} + ${moving.length}` })
              .where(eq(albums.id, target));
            await tx
              .update(media)
              .set({ albumId: target })
              .where(
                inArray(
                  media.id,
                  moving.map((row) => row.id),
                ),
              );
          }
        }
        if (change.hidden !== undefined) {
          await tx
            .update(media)
            .set({ hidden: change.hidden })
            .where(
              inArray(
                media.id,
                rows.map((row) => row.id),
              ),
            );
        }
      });
    },

    /** Deletes items (all or none: `fileUnavailable`) with their counters; answers what went. */
    async deleteMedia(eventId: string, ids: string[]): Promise<DeletedMedia> {
      return db.transaction(async (tx) => {
        const rows = await mediaOf(tx, eventId, ids, true);
        if (rows.length !== new Set(ids).size) throw new GalleryConflict('fileUnavailable');
        const removedBatches = await deleteRows(tx, eventId, rows);
        return { rows, removedBatches };
      });
    },

    // ------------------------------------------------------------ guestbook

    /** Guestbook and voice entries, hidden ones too, newest first. */
    listGuestbook(
      eventId: string,
      options: {
        albumId?: string;
        cursor: { createdAt: string; id: string } | null;
        limit: number;
      },
    ): Promise<GuestbookEntryRow[]> {
      const { cursor } = options;
      return db
        .select(guestbookColumns)
        .from(uploadBatches)
        .where(
          and(
            eq(uploadBatches.eventId, eventId),
            isGuestbookEntry(),
            options.albumId ? eq(uploadBatches.albumId, options.albumId) : undefined,
            cursor
              ? sql`(${uploadBatches.createdAt}, ${uploadBatches.id}) < (${micros(cursor.createdAt)}, ${cursor.id})`
              : undefined,
          ),
        )
        .orderBy(desc(uploadBatches.createdAt), desc(uploadBatches.id))
        .limit(options.limit);
    },

    async countGuestbook(eventId: string, albumId?: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(uploadBatches)
        .where(
          and(
            eq(uploadBatches.eventId, eventId),
            isGuestbookEntry(),
            albumId ? eq(uploadBatches.albumId, albumId) : undefined,
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Entries by id (guestbook or voice batches of the event). */
    findGuestbookEntries(eventId: string, ids: string[]): Promise<GuestbookEntryRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(guestbookColumns)
        .from(uploadBatches)
        .where(
          and(
            eq(uploadBatches.eventId, eventId),
            isGuestbookEntry(),
            inArray(uploadBatches.id, ids),
          ),
        );
    },

    /** The listed media of some batches, oldest first (attachment order). */
    async mediaOfBatches(eventId: string, batchIds: string[]): Promise<OwnerMediaRow[]> {
      if (batchIds.length === 0) return [];
      return (await selectMedia(db)
        .where(
          and(
            eq(media.eventId, eventId),
            inArray(media.batchId, batchIds),
            inArray(media.state, [...listedStates]),
          ),
        )
        .orderBy(asc(media.fileIndex), asc(media.createdAt), asc(media.id))) as OwnerMediaRow[];
    },

    /** Hides or shows an entry; false when there is no such entry. */
    async setGuestbookHidden(eventId: string, entryId: string, hidden: boolean): Promise<boolean> {
      const rows = await db
        .update(uploadBatches)
        .set({ hidden })
        .where(
          and(
            eq(uploadBatches.eventId, eventId),
            eq(uploadBatches.id, entryId),
            isGuestbookEntry(),
          ),
        )
        .returning({ id: uploadBatches.id });
      return rows.length > 0;
    },

    /**
     * Deletes an entry and every file of it (uploads still arriving too) with the counters;
     * undefined when there is no such entry.
     */
    async deleteGuestbookEntry(
      eventId: string,
      entryId: string,
    ): Promise<{ rows: OwnerMediaRow[]; mediaIds: string[] } | undefined> {
      return db.transaction(async (tx) => {
        const [entry] = await tx
          .select({ id: uploadBatches.id })
          .from(uploadBatches)
          .where(
            and(
              eq(uploadBatches.eventId, eventId),
              eq(uploadBatches.id, entryId),
              isGuestbookEntry(),
            ),
          )
          .for('update');
        if (!entry) return undefined;
        const rows = (await selectMedia(tx)
          .where(eq(media.batchId, entryId))
          .for('update', { of: media })) as OwnerMediaRow[];
        if (rows.length > 0) {
          await tx.delete(media).where(eq(media.batchId, entryId));
          await releaseCounters(tx, eventId, rows);
        }
        await tx.delete(uploadBatches).where(eq(uploadBatches.id, entryId));
        return {
          rows,
          mediaIds: rows
            .filter((row) => (listedStates as readonly string[]).includes(row.state))
            .map((row) => row.id),
        };
      });
    },
  };
}

function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
