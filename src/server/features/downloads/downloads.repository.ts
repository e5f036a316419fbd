/** Queries behind the downloads: the event, its albums, the files an archive holds, CRC backfill. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { albums, eventPrompts, events, media, uploadBatches } from '../../db/schema';
import { notHiddenByOwner } from '../../db/visible-media';

export type DownloadEventRow = typeof events.$inferSelect;
export type DownloadAlbumRow = Pick<
  typeof albums.$inferSelect,
  'id' | 'name' | 'position' | 'isDefault' | 'createdAt'
>;

/** A file of an archive: the media row's fields the layout needs, with its sender. */
export type DownloadMediaRow = {
  id: string;
  albumId: string;
  kind: string;
  storageKey: string;
  originalName: string | null;
  size: number;
  mime: string;
  crc32: number | null;
  createdAt: Date;
  guestName: string | null;
  promptId: string | null;
};

/** States whose original is complete in storage (a failed item's original is still the guest's file). */
export const downloadableStates = ['processing', 'ready', 'failed'] as const;

export function createDownloadsRepository(db: Database) {
  return {
    /**
     * What an archive of the event is made of, in one short text: the event's, its albums',
     * batches' and items' counts and latest changes. Any change to them changes it.
     */
    async versionOf(eventId: string): Promise<string> {
      const latest = (
        table: typeof albums | typeof uploadBatches | typeof media | typeof eventPrompts,
      ) =>
        sql`(select count(*) || ':' || coalesce(max(extract(epoch from ${table.updatedAt}) * 1000000)::bigint, 0) from ${table} where ${table.eventId} = ${eventId})`;
      const rows = await db
        .select({
          version: sql<string>`(select extract(epoch from ${events.updatedAt}) * 1000000 from ${events} where ${events.id} = ${eventId})::bigint || '/' || ${latest(albums)} || '/' || ${latest(uploadBatches)} || '/' || ${latest(media)} || '/' || ${latest(eventPrompts)}`,
        })
        .from(sql`(select 1) as one`);
      return rows[0]?.version ?? '';
    },

    /** The event's photo challenges in order (named like albums, for the archive's folders). */
    listPrompts(eventId: string): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: eventPrompts.id, name: eventPrompts.title })
        .from(eventPrompts)
        .where(eq(eventPrompts.eventId, eventId))
        .orderBy(asc(eventPrompts.position), asc(eventPrompts.createdAt));
    },

    async findEvent(eventId: string): Promise<DownloadEventRow | undefined> {
      const [row] = await db.select().from(events).where(eq(events.id, eventId));
      return row;
    },

    listAlbums(eventId: string): Promise<DownloadAlbumRow[]> {
      return db
        .select({
          id: albums.id,
          name: albums.name,
          position: albums.position,
          isDefault: albums.isDefault,
          createdAt: albums.createdAt,
        })
        .from(albums)
        .where(eq(albums.eventId, eventId))
        .orderBy(asc(albums.position), asc(albums.createdAt), asc(albums.id));
    },

    /**
     * The event's downloadable files, in no particular order: of one album or of
     * `ids` when given; without hidden items and items of hidden batches when
     * `visibleOnly` (what guests may have).
     */
    listMedia(
      eventId: string,
      filter: { albumId?: string; ids?: string[]; visibleOnly: boolean },
    ): Promise<DownloadMediaRow[]> {
      const conditions = [
        eq(media.eventId, eventId),
        inArray(media.state, [...downloadableStates]),
      ];
      if (filter.albumId) conditions.push(eq(media.albumId, filter.albumId));
      if (filter.ids) conditions.push(inArray(media.id, filter.ids));
      if (filter.visibleOnly) conditions.push(notHiddenByOwner());
      return db
        .select({
          id: media.id,
          albumId: media.albumId,
          kind: media.kind,
          storageKey: media.storageKey,
          originalName: media.originalName,
          size: media.size,
          mime: media.mime,
          crc32: media.crc32,
          createdAt: media.createdAt,
          guestName: uploadBatches.guestName,
          promptId: uploadBatches.promptId,
        })
        .from(media)
        .innerJoin(uploadBatches, eq(uploadBatches.id, media.batchId))
        .where(and(...conditions));
    },

    /** Stores a CRC-32 computed from the stored original (only where none is stored yet). */
    async setCrc32(mediaId: string, crc32: number): Promise<void> {
      await db
        .update(media)
        .set({ crc32 })
        .where(and(eq(media.id, mediaId), isNull(media.crc32)));
    },
  };
}

export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
