/**
 * The state of unfinished tus uploads shared by every instance: the tus S3
 * store's cache (its `KvStore`) kept in the `tus_uploads` table instead of
 * one process's memory, so a chunk that reaches another instance finds the
 * upload's multipart id and size without asking the bucket.
 */
import type { KvStore } from '@tus/utils';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tusUploads } from '../../db/schema';

export class PgKvStore<T> implements KvStore<T> {
  constructor(private readonly db: Database) {}

  async get(key: string): Promise<T | undefined> {
    const rows = await this.db
      .select({ value: tusUploads.value })
      .from(tusUploads)
      .where(sql`${tusUploads.id} = ${key}`);
    return rows[0]?.value as T | undefined;
  }

  async set(key: string, value: T): Promise<void> {
    // JSON round trip: the stored value is what every instance reads back (an Upload's getters drop out).
    const json = JSON.parse(JSON.stringify(value)) as unknown;
    await this.db
      .insert(tusUploads)
      .values({ id: key, value: json })
      .onConflictDoUpdate({
        target: tusUploads.id,
        set: { value: json, updatedAt: sql`now()` },
      });
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(tusUploads).where(sql`${tusUploads.id} = ${key}`);
  }

  async list(): Promise<string[]> {
    const rows = await this.db.select({ id: tusUploads.id }).from(tusUploads);
    return rows.map((row) => row.id);
  }

  /** Removes the given keys at once. */
  async deleteMany(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.delete(tusUploads).where(inArray(tusUploads.id, keys));
  }

  /** Removes the state of uploads created before `before`; returns how many. */
  async deleteOlderThan(before: Date): Promise<number> {
    const rows = await this.db
      .delete(tusUploads)
      .where(lt(tusUploads.createdAt, before))
      .returning({ id: tusUploads.id });
    return rows.length;
  }
}
