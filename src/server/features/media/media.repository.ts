/** Queries of media processing and delivery: the row a job needs, its outcome, and what /media serves. */
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, media, uploadBatches } from '../../db/schema';

/** What a processing job reads. */
export type MediaJobRow = {
  id: string;
  eventId: string;
  kind: string;
  state: string;
  storageKey: string;
  /** The event's zone, for EXIF times written without an offset. */
  timeZone: string;
};

/** What a job found out, written when the item becomes `ready`. */
export type ProcessedFields = {
  width: number | null;
  height: number | null;
  durationMs: number | null;
  takenAt: Date | null;
  placeholder: string | null;
};

/** What /media needs to decide and answer. */
export type DeliveryRow = {
  id: string;
  eventId: string;
  kind: string;
  state: string;
  storageKey: string;
  mime: string;
  size: number;
  sha256: string | null;
  originalName: string | null;
  /** The item or its whole batch is hidden by the owner. */
  hidden: boolean;
  /** What the item came with: a guest's upload, a voice message or a guestbook entry. */
  batchKind: string;
  /** The guest identity that sent it (null: sent before identities, or by no known device). */
  guestId: string | null;
};

export function createMediaRepository(db: Database) {
  return {
    async findJob(mediaId: string): Promise<MediaJobRow | null> {
      const [row] = await db
        .select({
          id: media.id,
          eventId: media.eventId,
          kind: media.kind,
          state: media.state,
          storageKey: media.storageKey,
          timeZone: events.timeZone,
        })
        .from(media)
        .innerJoin(events, eq(events.id, media.eventId))
        .where(eq(media.id, mediaId))
        .limit(1);
      return row ?? null;
    },

    /** `processing` → `ready` with the results; false when the row is gone or no longer processing. */
    async markReady(mediaId: string, fields: ProcessedFields): Promise<boolean> {
      const rows = await db
        .update(media)
        .set({ ...fields, state: 'ready' })
        .where(and(eq(media.id, mediaId), eq(media.state, 'processing')))
        .returning({ id: media.id });
      return rows.length > 0;
    },

    /** `processing` → `failed`; false when the row is gone or no longer processing. */
    async markFailed(mediaId: string): Promise<boolean> {
      const rows = await db
        .update(media)
        .set({ state: 'failed' })
        .where(and(eq(media.id, mediaId), eq(media.state, 'processing')))
        .returning({ id: media.id });
      return rows.length > 0;
    },

    /** Ids left in `processing` (a crash or a shutdown interrupted their jobs), oldest first. */
    /** Items in `processing`; with `updatedBefore`, only those that have been so since before it. */
    async listProcessing(updatedBefore?: Date): Promise<string[]> {
      const rows = await db
        .select({ id: media.id })
        .from(media)
        .where(
          updatedBefore
            ? and(eq(media.state, 'processing'), lt(media.updatedAt, updatedBefore))
            : eq(media.state, 'processing'),
        )
        .orderBy(media.createdAt);
      return rows.map((row) => row.id);
    },

    async findForDelivery(eventId: string, mediaId: string): Promise<DeliveryRow | null> {
      const [row] = await db
        .select({
          id: media.id,
          eventId: media.eventId,
          kind: media.kind,
          state: media.state,
          storageKey: media.storageKey,
          mime: media.mime,
          size: media.size,
          sha256: media.sha256,
          originalName: media.originalName,
          mediaHidden: media.hidden,
          batchHidden: uploadBatches.hidden,
          batchKind: uploadBatches.kind,
          guestId: uploadBatches.guestId,
        })
        .from(media)
        .innerJoin(uploadBatches, eq(uploadBatches.id, media.batchId))
        .where(and(eq(media.id, mediaId), eq(media.eventId, eventId)))
        .limit(1);
      if (!row) return null;
      const { mediaHidden, batchHidden, ...rest } = row;
      return { ...rest, hidden: mediaHidden || batchHidden };
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
