/** The shared tus upload state on a real database (PGlite, and PostgreSQL when configured). */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/db';
import type { DatabaseHandle } from '../../db/client';
import { tusUploads } from '../../db/schema';
import { PgKvStore } from './tus-state-store';

type Value = { file: { id: string; size: number; offset: number }; 'upload-id': string };

describe.each(testDatabases)('tus upload state on $kind', ({ open }) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await open();
  });
  afterEach(async () => {
    await handle.close();
  });

  it('stores, overwrites, lists and deletes values seen by every store on the database', async () => {
    const one = new PgKvStore<Value>(handle.db);
    const other = new PgKvStore<Value>(handle.db);
    expect(await one.get('uploads/a')).toBeUndefined();
    const value: Value = { file: { id: 'uploads/a', size: 10, offset: 0 }, 'upload-id': 'mp1' };
    await one.set('uploads/a', value);
    expect(await other.get('uploads/a')).toEqual(value);
    await other.set('uploads/a', { ...value, 'upload-id': 'mp2' });
    expect((await one.get('uploads/a'))?.['upload-id']).toBe('mp2');
    await one.set('uploads/b', value);
    expect((await one.list()).sort()).toEqual(['uploads/a', 'uploads/b']);
    await one.delete('uploads/a');
    await one.delete('uploads/missing');
    expect(await other.get('uploads/a')).toBeUndefined();
    await one.deleteMany(['uploads/b']);
    expect(await one.list()).toEqual([]);
  });

  it('drops the state of old uploads', async () => {
    const store = new PgKvStore<Value>(handle.db);
    const value: Value = { file: { id: 'x', size: 1, offset: 0 }, 'upload-id': 'm' };
    await store.set('old', value);
    await store.set('new', value);
    await handle.db.execute(
      sql`update ${tusUploads} set created_at = now() - interval '2 days' where id = 'old'`,
    );
    expect(await store.deleteOlderThan(new Date(Date.now() - 86_400_000))).toBe(1);
    expect(await store.list()).toEqual(['new']);
  });
});
