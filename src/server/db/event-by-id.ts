/**
 * An event's row by its id, the statement read most (every guest's read of the event page, every
 * batch of uploads, the owner's pages): built once per repository, each read only binds. Drizzle
 * otherwise lays the statement out on every call, which cost about as much as running it on the
 * embedded database.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { events } from './schema';

/** `find(eventId)`: the event's row, or undefined. */
export function eventByIdReader(
  db: Database,
): (eventId: string) => Promise<typeof events.$inferSelect | undefined> {
  const statement = db
    .select()
    .from(events)
    .where(eq(events.id, sql.placeholder('eventId')))
    .prepare('event_by_id');
  return async (eventId) => {
    const [row] = await statement.execute({ eventId });
    return row;
  };
}
