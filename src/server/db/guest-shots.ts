/**
 * A guest identity's shots in reveal mode: the photos and videos it sent to an event that still
 * exist (an abandoned or deleted upload gives its shot back). One query for the count the guest
 * page shows and the count the upload creation checks under the guest's lock.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { eventGuests, media, uploadBatches } from './schema';

type Executor = Pick<Database, 'select' | 'insert'>;

/** Photos and videos `guestId` sent to `eventId` (any state). */
export async function countShots(db: Executor, eventId: string, guestId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(media)
    .innerJoin(uploadBatches, eq(uploadBatches.id, media.batchId))
    .where(
      and(
        eq(media.eventId, eventId),
        eq(uploadBatches.guestId, guestId),
        eq(uploadBatches.kind, 'upload'),
        inArray(media.kind, ['photo', 'video']),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Locks the guest identity's row of the event (creating it) until the transaction ends: the
 * uploads of one guest take their shots in turns, so parallel uploads cannot overdraw them.
 */
export async function lockGuest(
  tx: Executor & Pick<Database, 'execute'>,
  eventId: string,
  guestId: string,
): Promise<void> {
  await tx.insert(eventGuests).values({ eventId, guestId }).onConflictDoNothing();
  await tx
    .select({ guestId: eventGuests.guestId })
    .from(eventGuests)
    .where(and(eq(eventGuests.eventId, eventId), eq(eventGuests.guestId, guestId)))
    .for('update');
}
