/**
 * Queries of uploads: a creation's checks and its slot reservation (the
 * conditional counter updates and the media row in one statement), the slot's
 * release, and the finished and expired uploads.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { albums, events, media, uploadBatches } from '../../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type EventRow = typeof events.$inferSelect;
export type BatchRow = typeof uploadBatches.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;
/** What a creation reads of its batch. */
export type BatchFields = Pick<BatchRow, 'id' | 'albumId' | 'kind' | 'guestId' | 'declaredFiles'>;
export type UploadingRow = Pick<
  MediaRow,
  'id' | 'eventId' | 'kind' | 'mime' | 'size' | 'storageKey'
>;

export function createUploadsRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * The event and its batch (null when the event has no such batch), in one query; undefined
     * when there is no such event. The batch row is locked: the creations of one batch's files
     * take turns, so two of the same file cannot both insert.
     */
    async findEventAndBatch(
      tx: Transaction,
      eventId: string,
      batchId: string,
    ): Promise<{ event: EventRow; batch: BatchFields | null } | undefined> {
      const batch = tx
        .select({
          id: uploadBatches.id,
          albumId: uploadBatches.albumId,
          kind: uploadBatches.kind,
          guestId: uploadBatches.guestId,
          declaredFiles: uploadBatches.declaredFiles,
        })
        .from(uploadBatches)
        .where(and(eq(uploadBatches.id, batchId), eq(uploadBatches.eventId, events.id)))
        .for('update')
        .as('batch');
      const [row] = await tx
        .select()
        .from(events)
        .leftJoinLateral(batch, sql`true`)
        .where(eq(events.id, eventId));
      return row && { event: row.events, batch: row.batch };
    },

    /**
     * The media row of a batch's file, locked. A query of its own, after the batch's lock is
     * held: a statement sees the rows committed when it began, so one that waited for the
     * lock would miss the row the holder inserted.
     */
    async findByBatchFile(tx: Transaction, batchId: string, fileIndex: number) {
      const [row] = await tx
        .select({ id: media.id, state: media.state, uploadId: media.uploadId })
        .from(media)
        .where(and(eq(media.batchId, batchId), eq(media.fileIndex, fileIndex)))
        .for('update');
      return row;
    },

    /**
     * Takes one file slot (and a video slot for a video) of the event when the plan's limits
     * allow it, and records the file: the album's and the batch's counts and its media row. One
     * statement, so parallel reservations can never overshoot and a creation costs one round
     * trip. False when a limit is reached: the counts and the row were written all the same, so
     * the caller must then roll its transaction back (throwing out of it does).
     */
    async reserveSlotAndInsert(
      tx: Transaction,
      row: NewMediaRow & { batchId: string; albumId: string },
      limits: { files: number | null; videos: number | null },
    ): Promise<boolean> {
      const isVideo = row.kind === 'video';
      const reserved = tx.$with('reserved').as(
        tx
          .update(events)
          .set({
            filesCount: sql`${events.filesCount} + 1`,
            ...(isVideo ? { videosCount: sql`${events.videosCount} + 1` } : {}),
          })
          .where(
            and(
              eq(events.id, row.eventId),
              limits.files === null ? undefined : lt(events.filesCount, limits.files),
              isVideo && limits.videos !== null ? lt(events.videosCount, limits.videos) : undefined,
            ),
          )
          .returning({ id: events.id }),
      );
      const album = tx.$with('album').as(
        tx
          .update(albums)
          .set({ filesCount: sql`${albums.filesCount} + 1` })
          .where(eq(albums.id, row.albumId)),
      );
      const batch = tx.$with('batch').as(
        tx
          .update(uploadBatches)
          .set({ filesCount: sql`${uploadBatches.filesCount} + 1` })
          .where(eq(uploadBatches.id, row.batchId)),
      );
      const inserted = tx.$with('inserted').as(tx.insert(media).values(row));
      const [result] = await tx
        .with(reserved, album, batch, inserted)
        .select({ count: sql<number>`count(*)::int` })
        .from(reserved);
      return (result?.count ?? 0) > 0;
    },

    async countsOf(tx: Transaction, eventId: string) {
      const [row] = await tx
        .select({ files: events.filesCount, videos: events.videosCount })
        .from(events)
        .where(eq(events.id, eventId));
      return row ?? { files: 0, videos: 0 };
    },

    async setUploadId(tx: Transaction, mediaId: string, uploadId: string): Promise<void> {
      await tx.update(media).set({ uploadId, createdAt: new Date() }).where(eq(media.id, mediaId));
    },

    /** What finishing an upload needs of its media row (only the columns it reads: a finish is hot). */
    async findUploading(uploadId: string): Promise<UploadingRow | undefined> {
      const [row] = await db
        .select({
          id: media.id,
          eventId: media.eventId,
          kind: media.kind,
          mime: media.mime,
          size: media.size,
          storageKey: media.storageKey,
        })
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
