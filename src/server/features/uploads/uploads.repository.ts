/**
 * Queries of uploads: the slot reservation (conditional counter updates in
 * one transaction with the media row), its release, and the finished and
 * expired uploads.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { albums, events, media, uploadBatches } from '../../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type EventRow = typeof events.$inferSelect;
export type BatchRow = typeof uploadBatches.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

export function createUploadsRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async findEvent(tx: Transaction, eventId: string): Promise<EventRow | undefined> {
      const [row] = await tx.select().from(events).where(eq(events.id, eventId));
      return row;
    },

    async findBatch(
      tx: Transaction,
      eventId: string,
      batchId: string,
    ): Promise<BatchRow | undefined> {
      // Locked: the creations of one batch's files take turns (two of the same file cannot both insert).
      const [row] = await tx
        .select()
        .from(uploadBatches)
        .where(and(eq(uploadBatches.id, batchId), eq(uploadBatches.eventId, eventId)))
        .for('update');
      return row;
    },

    async findByBatchFile(tx: Transaction, batchId: string, fileIndex: number) {
      const [row] = await tx
        .select()
        .from(media)
        .where(and(eq(media.batchId, batchId), eq(media.fileIndex, fileIndex)))
        .for('update');
      return row;
    },

    /**
     * Takes one file slot (and a video slot for a video) of the event when the
     * plan's limits allow it: a single conditional UPDATE, so parallel
     * reservations can never overshoot. False when a limit is reached.
     */
    async reserveEventSlot(
      tx: Transaction,
      eventId: string,
      isVideo: boolean,
      limits: { files: number | null; videos: number | null },
    ): Promise<boolean> {
      const rows = await tx
        .update(events)
        .set({
          filesCount: sql`${events.filesCount} + 1`,
          ...(isVideo ? { videosCount: sql`${events.videosCount} + 1` } : {}),
        })
        .where(
          and(
            eq(events.id, eventId),
            limits.files === null ? undefined : lt(events.filesCount, limits.files),
            isVideo && limits.videos !== null ? lt(events.videosCount, limits.videos) : undefined,
          ),
        )
        .returning({ id: events.id });
      return rows.length > 0;
    },

    async countsOf(tx: Transaction, eventId: string) {
      const [row] = await tx
        .select({ files: events.filesCount, videos: events.videosCount })
        .from(events)
        .where(eq(events.id, eventId));
      return row ?? { files: 0, videos: 0 };
    },

    async addToAlbumAndBatch(tx: Transaction, albumId: string, batchId: string, delta: 1 | -1) {
      await tx
        .update(albums)
        .set({ filesCount: sql`greatest(${albums.filesCount} + ${delta}, 0)` })
        .where(eq(albums.id, albumId));
      await tx
        .update(uploadBatches)
        .set({ filesCount: sql`greatest(${uploadBatches.filesCount} + ${delta}, 0)` })
        .where(eq(uploadBatches.id, batchId));
    },

    async insertMedia(tx: Transaction, row: NewMediaRow): Promise<void> {
      await tx.insert(media).values(row);
    },

    async setUploadId(tx: Transaction, mediaId: string, uploadId: string): Promise<void> {
      await tx.update(media).set({ uploadId, createdAt: new Date() }).where(eq(media.id, mediaId));
    },

    async findUploading(uploadId: string): Promise<MediaRow | undefined> {
      const [row] = await db
        .select()
        .from(media)
        .where(and(eq(media.uploadId, uploadId), eq(media.state, 'uploading')));
      return row;
    },

    /**
     * Deletes an unfinished media row and gives its slots back, in one
     * transaction. False when it was already gone (or no longer uploading).
     */
    async release(mediaId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(media)
          .where(and(eq(media.id, mediaId), eq(media.state, 'uploading')))
          .returning();
        if (!row) return false;
        await tx
          .update(events)
          .set({
            filesCount: sql`greatest(${events.filesCount} - 1, 0)`,
            ...(row.kind === 'video'
              ? { videosCount: sql`greatest(${events.videosCount} - 1, 0)` }
              : {}),
          })
          .where(eq(events.id, row.eventId));
        await tx
          .update(albums)
          .set({ filesCount: sql`greatest(${albums.filesCount} - 1, 0)` })
          .where(eq(albums.id, row.albumId));
        await tx
          .update(uploadBatches)
          .set({ filesCount: sql`greatest(${uploadBatches.filesCount} - 1, 0)` })
          .where(eq(uploadBatches.id, row.batchId));
        return true;
      });
    },

    /** Records a stored original; false when the row is gone or was finished already. */
    async markStored(
      mediaId: string,
      values: { size: number; mime: string; sha256: string; crc32: number },
    ): Promise<boolean> {
      const rows = await db
        .update(media)
        .set({ ...values, state: 'processing', uploadId: null })
        .where(and(eq(media.id, mediaId), eq(media.state, 'uploading')))
        .returning({ id: media.id });
      return rows.length > 0;
    },

    /** Unfinished uploads created before `before`. */
    /** Unfinished uploads of one event (their partial bytes live in the tus store). */
    listUploadingOfEvent(eventId: string) {
      return db
        .select({ id: media.id, uploadId: media.uploadId })
        .from(media)
        .where(and(eq(media.eventId, eventId), eq(media.state, 'uploading')));
    },

    listStale(before: Date) {
      return db
        .select({ id: media.id, uploadId: media.uploadId })
        .from(media)
        .where(and(eq(media.state, 'uploading'), lt(media.createdAt, before)));
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
