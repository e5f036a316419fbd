/**
 * Queries of the guestbook export and of the download preparation: an event's guestbook
 * entries (text entries and voice messages) with their files, and the `zipStatus` transitions.
 * Claims are conditional UPDATEs (`… WHERE zip_status = 'WAITING'`), so two instances never
 * prepare the same event, and only the instance whose UPDATE moved the status sends its e-mail.
 */
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ZipStatus } from '../../../shared/api/gallery';
import type { Database } from '../../db/client';
import { isGuestbookEntry } from '../../db/guestbook-entries';
import { albums, events, media, uploadBatches, users } from '../../db/schema';

export type GuestbookEventRow = {
  id: string;
  userId: string;
  name: string;
  eventDate: string | null;
  activationDate: string;
  language: string;
  timeZone: string;
  guestbookVisible: boolean;
};

export type GuestbookFileRow = {
  id: string;
  kind: string;
  state: string;
  hidden: boolean;
  durationMs: number | null;
};

export type GuestbookEntryRow = {
  id: string;
  kind: 'guestbook' | 'voice';
  albumId: string;
  guestName: string | null;
  message: string | null;
  hidden: boolean;
  createdAt: Date;
  /** Declared length of a voice message, when the recorder sent it. */
  declaredSeconds: number | null;
  files: GuestbookFileRow[];
};

/** An event whose download preparation this instance claimed, with what the e-mail needs. */
export type PreparationClaim = {
  eventId: string;
  name: string;
  plan: string;
  activationDate: string;
  timeZone: string;
  createdAt: Date;
  owner: { email: string; language: string };
};

export function createGuestbookRepository(db: Database) {
  return {
    async findEvent(eventId: string): Promise<GuestbookEventRow | undefined> {
      const [row] = await db
        .select({
          id: events.id,
          userId: events.userId,
          name: events.name,
          eventDate: events.eventDate,
          activationDate: events.activationDate,
          language: events.language,
          timeZone: events.timeZone,
          settings: events.settings,
        })
        .from(events)
        .where(eq(events.id, eventId));
      if (!row) return undefined;
      const { settings, ...rest } = row;
      return { ...rest, guestbookVisible: settings.guestbookVisible };
    },

    async albumExists(eventId: string, albumId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: albums.id })
        .from(albums)
        .where(and(eq(albums.id, albumId), eq(albums.eventId, eventId)));
      return row !== undefined;
    },

    /** Entries of the event (or one album), oldest first, each with its files in upload order. */
    async listEntries(eventId: string, albumId?: string): Promise<GuestbookEntryRow[]> {
      const batches = await db
        .select()
        .from(uploadBatches)
        .where(
          and(
            eq(uploadBatches.eventId, eventId),
            isGuestbookEntry(),
            albumId === undefined ? undefined : eq(uploadBatches.albumId, albumId),
          ),
        )
        .orderBy(asc(uploadBatches.createdAt), asc(uploadBatches.id));
      if (batches.length === 0) return [];
      const files = await db
        .select({
          id: media.id,
          batchId: media.batchId,
          kind: media.kind,
          state: media.state,
          hidden: media.hidden,
          durationMs: media.durationMs,
        })
        .from(media)
        .where(
          and(
            eq(media.eventId, eventId),
            inArray(
              media.batchId,
              batches.map((batch) => batch.id),
            ),
          ),
        )
        .orderBy(asc(media.fileIndex), asc(media.createdAt), asc(media.id));
      const byBatch = new Map<string, GuestbookFileRow[]>();
      for (const { batchId, ...file } of files) {
        const list = byBatch.get(batchId) ?? [];
        list.push(file);
        byBatch.set(batchId, list);
      }
      return batches.map((batch) => ({
        id: batch.id,
        // An upload sent with a message is a written wish with the upload's files.
        kind: batch.kind === 'voice' ? 'voice' : 'guestbook',
        albumId: batch.albumId,
        guestName: batch.guestName,
        message: batch.message,
        hidden: batch.hidden,
        createdAt: batch.createdAt,
        declaredSeconds: batch.declaredFiles[0]?.durationSeconds ?? null,
        files: byBatch.get(batch.id) ?? [],
      }));
    },

    /**
     * WAITING events that are trial or paid and not expired (the caller checks the upload
     * window, which depends on the plan and the zone): candidates for preparation.
     */
    async waitingEvents(now: Date, limit: number, afterId?: string) {
      return db
        .select({
          id: events.id,
          plan: events.plan,
          activationDate: events.activationDate,
          timeZone: events.timeZone,
          createdAt: events.createdAt,
        })
        .from(events)
        .where(
          and(
            eq(events.zipStatus, 'WAITING'),
            or(eq(events.plan, 'trial'), eq(events.paid, true)),
            sql`${events.expiresAt} > ${now}`,
            afterId === undefined ? undefined : gt(events.id, afterId),
          ),
        )
        .orderBy(asc(events.id))
        .limit(limit);
    },

    /** Moves `from` → `to` when the status still is `from`; true when this call moved it. */
    async transition(eventId: string, from: readonly ZipStatus[], to: ZipStatus): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({ zipStatus: to })
        .where(and(eq(events.id, eventId), inArray(events.zipStatus, [...from])))
        .returning({ id: events.id });
      return rows.length > 0;
    },

    /** GENERATING events not expired (claimed by a transition; also those a crash left behind). */
    async generatingEvents(now: Date, limit: number): Promise<PreparationClaim[]> {
      const rows = await db
        .select({
          eventId: events.id,
          name: events.name,
          plan: events.plan,
          activationDate: events.activationDate,
          timeZone: events.timeZone,
          createdAt: events.createdAt,
          email: users.email,
          language: users.language,
        })
        .from(events)
        .innerJoin(users, eq(users.id, events.userId))
        .where(and(eq(events.zipStatus, 'GENERATING'), sql`${events.expiresAt} > ${now}`))
        .orderBy(asc(events.createdAt), asc(events.id))
        .limit(limit);
      return rows.map(({ email, language, ...row }) => ({ ...row, owner: { email, language } }));
    },

    async zipStatus(eventId: string): Promise<ZipStatus | undefined> {
      const [row] = await db
        .select({ zipStatus: events.zipStatus })
        .from(events)
        .where(eq(events.id, eventId));
      return row?.zipStatus as ZipStatus | undefined;
    },

    /** Finished originals of the event (what a ZIP lists), with their stored size and CRC. */
    async originals(eventId: string) {
      return db
        .select({
          id: media.id,
          storageKey: media.storageKey,
          size: media.size,
          crc32: media.crc32,
        })
        .from(media)
        .where(
          and(eq(media.eventId, eventId), inArray(media.state, ['processing', 'ready', 'failed'])),
        )
        .orderBy(asc(media.id));
    },

    /** Stores a computed CRC-32 where none was stored yet. */
    async setCrc32(mediaId: string, crc32: number): Promise<void> {
      await db
        .update(media)
        .set({ crc32 })
        .where(and(eq(media.id, mediaId), isNull(media.crc32)));
    },
  };
}

export type GuestbookRepository = ReturnType<typeof createGuestbookRepository>;
