/** Queries of the contact form: stored messages and the per-client counter shared by instances. */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages, rateLimits } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepository(db: Database) {
  return {
    /** Stores a message (not yet sent). */
    async insert(message: NewContactMessage): Promise<void> {
      await db.insert(contactMessages).values(message);
    },

    /** Marks a message as handed to the mail server, or records why it was not. */
    async markSent(id: string, values: { sentAt: Date } | { error: string }): Promise<void> {
      await db.update(contactMessages).set(values).where(eq(contactMessages.id, id));
    },

    /**
     * Counts one request under `key` in a fixed window of `windowMs` (one atomic upsert in the
     * shared `rate_limits` table, so every instance sees the same count). Answers the count in
     * the current window and when that window started (epoch ms).
     */
    async hit(
      key: string,
      nowMs: number,
      windowMs: number,
    ): Promise<{ count: number; windowStart: number }> {
      const expired = sql`${rateLimits.lastRequest} <= ${nowMs - windowMs}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ id: randomBytes(12).toString('base64url'), key, count: 1, lastRequest: nowMs })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            lastRequest: sql`case when ${expired} then ${nowMs} else ${rateLimits.lastRequest} end`,
          },
        })
        .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
      if (!row) throw new Error('rate limit not counted');
      return { count: row.count, windowStart: Number(row.windowStart) };
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
