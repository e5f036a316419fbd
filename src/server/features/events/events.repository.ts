/** Queries of the events table. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';

export type EventRow = typeof events.$inferSelect;

export function createEventsRepository(db: Database) {
  return {
    /** Every event of one owner, newest first. */
    async listByOwner(userId: string): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(eq(events.userId, userId))
        .orderBy(desc(events.createdAt), desc(events.id));
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
