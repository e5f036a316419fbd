/**
 * Queries of what guests play along with: a device's own items ("my photos"), the "from" name on
 * them, the event's photo challenges, and the reveal time.
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countShots } from '../../db/guest-shots';
import { newId } from '../../db/ids';
import { eventPrompts, events, media, uploadBatches } from '../../db/schema';

export type MyItemRow = {
  id: string;
  eventId: string;
  /** A media kind, or `wish` for a guestbook entry. */
  kind: string;
  message: string | null;
  state: string;
  hidden: boolean;
  batchHidden: boolean;
  guestName: string | null;
  promptId: string | null;
  createdAt: Date;
};

export type PromptRow = { id: string; title: string };

export function createPlayRepository(db: Database) {
  // Read with every guest's read of the event page: built once, each read only binds.
  const promptsOfEvent = db
    .select({ id: eventPrompts.id, title: eventPrompts.title })
    .from(eventPrompts)
    .where(eq(eventPrompts.eventId, sql.placeholder('eventId')))
    .orderBy(asc(eventPrompts.position), asc(eventPrompts.createdAt))
    .prepare('play_prompts_of_event');

  return {
    countShots: (eventId: string, guestId: string) => countShots(db, eventId, guestId),

    /** Everything `guestId` sent to the event that finished uploading, newest first. */
    listMine(eventId: string, guestId: string, id?: string): Promise<MyItemRow[]> {
      return db
        .select({
          id: media.id,
          eventId: media.eventId,
          kind: media.kind,
          message: sql<string | null>`null`,
          state: media.state,
          hidden: media.hidden,
          batchHidden: uploadBatches.hidden,
          guestName: uploadBatches.guestName,
          promptId: uploadBatches.promptId,
          createdAt: media.createdAt,
        })
        .from(media)
        .innerJoin(uploadBatches, eq(uploadBatches.id, media.batchId))
        .where(
          and(
            eq(media.eventId, eventId),
            eq(uploadBatches.guestId, guestId),
            inArray(media.state, ['processing', 'ready', 'failed']),
            id === undefined ? undefined : eq(media.id, id),
          ),
        )
        .orderBy(desc(media.createdAt), desc(media.id));
    },

    /** The guestbook entries (written wishes) `guestId` left, newest first. */
    listMyWishes(eventId: string, guestId: string, id?: string): Promise<MyItemRow[]> {
      return db
        .select({
          id: uploadBatches.id,
          eventId: uploadBatches.eventId,
          kind: sql<string>`'wish'`,
          message: uploadBatches.message,
          state: sql<string>`'ready'`,
          hidden: uploadBatches.hidden,
          batchHidden: uploadBatches.hidden,
          guestName: uploadBatches.guestName,
          promptId: uploadBatches.promptId,
          createdAt: uploadBatches.createdAt,
        })
        .from(uploadBatches)
        .where(
          and(
            eq(uploadBatches.eventId, eventId),
            eq(uploadBatches.guestId, guestId),
            eq(uploadBatches.kind, 'guestbook'),
            id === undefined ? undefined : eq(uploadBatches.id, id),
          ),
        )
        .orderBy(desc(uploadBatches.createdAt), desc(uploadBatches.id));
    },

    /** Sets the "from" name on every batch `guestId` sent; the ids of their items. */
    async renameMine(eventId: string, guestId: string, guestName: string | null) {
      const batches = await db
        .update(uploadBatches)
        .set({ guestName })
        .where(and(eq(uploadBatches.eventId, eventId), eq(uploadBatches.guestId, guestId)))
        .returning({
          id: uploadBatches.id,
          kind: uploadBatches.kind,
          message: uploadBatches.message,
        });
      const ids = batches.map((b) => b.id);
      const items =
        ids.length === 0
          ? []
          : await db.select({ id: media.id }).from(media).where(inArray(media.batchId, ids));
      return { batches, mediaIds: items.map((m) => m.id) };
    },

    listPrompts(eventId: string): Promise<PromptRow[]> {
      return promptsOfEvent.execute({ eventId });
    },

    async promptOfEvent(eventId: string, promptId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: eventPrompts.id })
        .from(eventPrompts)
        .where(and(eq(eventPrompts.eventId, eventId), eq(eventPrompts.id, promptId)));
      return row !== undefined;
    },

    /**
     * Replaces the event's list in one transaction: kept ids are renamed and reordered, new ones
     * added, the rest deleted (their photos stay, without a challenge). False when an id given is
     * not one of the event's.
     */
    async replacePrompts(
      eventId: string,
      prompts: { id?: string; title: string }[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const existing = new Set(
          (
            await tx
              .select({ id: eventPrompts.id })
              .from(eventPrompts)
              .where(eq(eventPrompts.eventId, eventId))
              .for('update')
          ).map((row) => row.id),
        );
        if (prompts.some((p) => p.id !== undefined && !existing.has(p.id))) return false;
        const kept = prompts.flatMap((p) => (p.id ? [p.id] : []));
        await tx
          .delete(eventPrompts)
          .where(
            and(
              eq(eventPrompts.eventId, eventId),
              kept.length > 0 ? notInArray(eventPrompts.id, kept) : undefined,
            ),
          );
        for (const [position, prompt] of prompts.entries()) {
          if (prompt.id) {
            await tx
              .update(eventPrompts)
              .set({ title: prompt.title, position, updatedAt: new Date() })
              .where(eq(eventPrompts.id, prompt.id));
          } else {
            await tx
              .insert(eventPrompts)
              .values({ id: newId(), eventId, title: prompt.title, position });
          }
        }
        return true;
      });
    },

    /** Sets the reveal time in the event's settings (the hosts pressed "reveal now"). */
    async setRevealAt(eventId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({
          settings: sql`${events.settings} || ${JSON.stringify({ revealAt: at.toISOString() })}::jsonb`,
          updatedAt: new Date(),
        })
        .where(eq(events.id, eventId))
        .returning({ id: events.id });
      return rows.length > 0;
    },
  };
}

export type PlayRepository = ReturnType<typeof createPlayRepository>;
