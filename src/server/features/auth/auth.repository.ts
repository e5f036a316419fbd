/** Queries of the auth feature outside the auth library's own adapter. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import { rateLimits, users } from '../../db/schema';

/** The stored interface language of the account with this e-mail address, if there is one. */
export async function findUserLanguage(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row?.language;
}

/**
 * Failed sign-ins per account, whatever address they come from (the auth
 * library limits each address; this limits each account): at most `max`
 * failures in a window of `windowSeconds` that starts with the first one.
 * Kept in the library's `rate_limits` table, so every instance counts alike;
 * a successful sign-in clears the count.
 */
export function createAccountSignInThrottle(
  db: Database,
  limit: { max: number; windowSeconds: number },
  now: () => number = Date.now,
) {
  const windowMs = limit.windowSeconds * 1000;
  const keyOf = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;
  return {
    /** Seconds to wait before this account may try again; 0 when it may now. */
    async waitSeconds(email: string): Promise<number> {
      const [row] = await db
        .select({ count: rateLimits.count, start: rateLimits.lastRequest })
        .from(rateLimits)
        .where(eq(rateLimits.key, keyOf(email)));
      const at = now();
      if (!row || at - row.start >= windowMs || row.count < limit.max) return 0;
      return Math.max(1, Math.ceil((row.start + windowMs - at) / 1000));
    },
    /** Counts a failed sign-in (one atomic upsert; a window that has passed starts again). */
    async failed(email: string): Promise<void> {
      const at = now();
      const stale = sql`${rateLimits.lastRequest} <= ${at - windowMs}`;
      await db
        .insert(rateLimits)
        .values({ id: newId(), key: keyOf(email), count: 1, lastRequest: at })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`,
            lastRequest: sql`case when ${stale} then ${at} else ${rateLimits.lastRequest} end`,
          },
        });
    },
    async succeeded(email: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(email)));
    },
  };
}
