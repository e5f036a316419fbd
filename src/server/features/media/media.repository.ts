/** Queries of media processing and delivery: the row a job needs, its outcome, and what /media serves. */
import { and, eq, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, media, uploadBatches } from '../../db/schema';

/** What a processing job reads. */
export type MediaJobRow = {
  id: string;
  /** This instance's claim: renewed while the job runs ({@link renewClaim}). */
  claimedAt: Date;
  eventId: string;
  kind: string;
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
  /**
   * Sets the claim of an item in `processing` to `at` where `current` holds of its claim now. The
   * item's `updated_at` stays as it was: nothing shown of the item changed, and the ZIP layouts'
   * and the pages' versions read it.
   */
  function claim(mediaId: string, at: Date, current: SQL | undefined) {
    return db
      .update(media)
      .set({ processingClaimedAt: at, updatedAt: sql`${media.updatedAt}` })
      .where(and(eq(media.id, mediaId), eq(media.state, 'processing'), current));
  }

  return {
    /**
     * Takes the processing of an item in state `processing` for this instance, and reads what
     * the job needs: null when the item is not processing, or another instance took it after
     * `claimsBefore` (that one is processing it). One statement, so of two instances that try
     * at once exactly one gets the item.
     */
    async claimJob(mediaId: string, claimsBefore: Date): Promise<MediaJobRow | null> {
      const claimedAt = new Date();
      const [row] = await claim(
        mediaId,
        claimedAt,
        or(isNull(media.processingClaimedAt), lt(media.processingClaimedAt, claimsBefore)),
      ).returning({
        id: media.id,
        eventId: media.eventId,
        kind: media.kind,
        storageKey: media.storageKey,
        timeZone: sql<string>`(select ${events.timeZone} from ${events} where ${events.id} = ${media.eventId})`,
      });
      return row ? { ...row, claimedAt } : null;
    },

    /**
     * Keeps a running job's claim young, so no other instance takes the item over while this one
     * works on it: the new claim's time, or null when the claim is no longer this job's (the item
     * is gone or done, or an instance took it over after this one stopped renewing).
     */
    async renewClaim(mediaId: string, claimedAt: Date): Promise<Date | null> {
      const renewedAt = new Date();
      const rows = await claim(
        mediaId,
        renewedAt,
        eq(media.processingClaimedAt, claimedAt),
      ).returning({ id: media.id });
      return rows.length > 0 ? renewedAt : null;
    },

    /** Whether the item's row is still there (in any state). */
    async exists(mediaId: string): Promise<boolean> {
      const rows = await db.select({ id: media.id }).from(media).where(eq(media.id, mediaId));
      return rows.length > 0;
    },

    /** Forgets every claim: the only instance (embedded database) starts, so none is running. */
    async releaseClaims(): Promise<void> {
      await db
        .update(media)
        .set({ processingClaimedAt: null })
        .where(and(eq(media.state, 'processing'), isNotNull(media.processingClaimedAt)));
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

    /**
     * Items in `processing`, oldest first; with `before`, only those that have waited since before
     * it: not finished since, and not claimed (or their claim renewed) since.
     */
    async listProcessing(before?: Date): Promise<string[]> {
      const rows = await db
        .select({ id: media.id })
        .from(media)
        .where(
          before
            ? and(
                eq(media.state, 'processing'),
                lt(media.updatedAt, before),
                or(isNull(media.processingClaimedAt), lt(media.processingClaimedAt, before)),
              )
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
