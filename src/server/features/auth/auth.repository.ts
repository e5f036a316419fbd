/** Queries of the auth feature outside the auth library's own adapter. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** The stored interface language of the account with this e-mail address, if there is one. */
export async function findUserLanguage(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row?.language;
}
