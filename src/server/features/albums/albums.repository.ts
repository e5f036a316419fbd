/** Queries of the albums table; every one checks that the event belongs to the owner. */
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { albums, events } from '../../db/schema';

export type AlbumRow = typeof albums.$inferSelect;

/** The event an album operation runs on, as far as the album rules need it. */
export type AlbumEvent = { id: string; plan: string; albumsCount: number };

export function createAlbumsRepository(db: Database) {
  /** The event, locked for the rest of the transaction. */
  async function lockedEvent(tx: Database, eventId: string): Promise<AlbumEvent | undefined> {
    const [row] = await tx
      .select({ id: events.id, plan: events.plan, albumsCount: events.albumsCount })
      .from(events)
      .where(eq(events.id, eventId))
      .for('update');
    return row;
  }

  return {
    /** Albums of an event, in display order (the default one first). */
    async list(eventId: string): Promise<AlbumRow[]> {
      return db
        .select()
        .from(albums)
        .where(eq(albums.eventId, eventId))
        .orderBy(asc(albums.position), asc(albums.createdAt), asc(albums.id));
    },

    /** One album of an event, or undefined. */
    async find(eventId: string, albumId: string): Promise<AlbumRow | undefined> {
      const [row] = await db
        .select()
        .from(albums)
        .where(and(eq(albums.eventId, eventId), eq(albums.id, albumId)));
      return row;
    },

    /**
     * Adds an album under a lock of the event row: `guard` sees the event
     * (plan, album count) and throws to refuse; the event's albumsCount
     * grows in the same transaction. Undefined when there is no such event.
     */
    async create(
      eventId: string,
      album: { id: string; name: string },
      guard: (event: AlbumEvent) => void,
    ): Promise<AlbumRow | undefined> {
      return db.transaction(async (tx) => {
        const event = await lockedEvent(tx, eventId);
        if (!event) return undefined;
        guard(event);
        const [last] = await tx
          .select({ position: max(albums.position) })
          .from(albums)
          .where(eq(albums.eventId, eventId));
        const [row] = await tx
          .insert(albums)
          .values({ ...album, eventId, position: (last?.position ?? -1) + 1 })
          .returning();
        await tx
          .update(events)
          .set({ albumsCount: sql`${events.albumsCount} + 1` })
          .where(eq(events.id, eventId));
        return row;
      });
    },

    /** Renames an album; undefined when there is no such album. */
    async rename(eventId: string, albumId: string, name: string): Promise<AlbumRow | undefined> {
      const [row] = await db
        .update(albums)
        .set({ name })
        .where(and(eq(albums.eventId, eventId), eq(albums.id, albumId)))
        .returning();
      return row;
    },

    /**
     * Deletes a non-default album (its uploads cascade) and lowers the
     * event's albumsCount in the same transaction; false when there is no such
     * non-default album.
     */
    async delete(eventId: string, albumId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(albums)
          .where(
            and(eq(albums.eventId, eventId), eq(albums.id, albumId), eq(albums.isDefault, false)),
          )
          .returning({ id: albums.id });
        if (rows.length === 0) return false;
        await tx
          .update(events)
          .set({ albumsCount: sql`greatest(${events.albumsCount} - 1, 0)` })
          .where(eq(events.id, eventId));
        return true;
      });
    },
  };
}

export type AlbumsRepository = ReturnType<typeof createAlbumsRepository>;
