/** The embedded database's upkeep: tables past autovacuum's thresholds are analyzed and vacuumed. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBatch } from '../../test/gallery';
import { seedEvent } from '../../test/guest';
import { type DatabaseHandle, openDatabase } from './client';
import { newId } from './ids';
import { media } from './schema';
import { startUpkeep, upkeepOnce } from './upkeep';

describe('the embedded database upkeep', () => {
  let database: DatabaseHandle;
  let eventId: string;
  let albumId: string;
  let batchId: string;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dir: null });
    const seeded = await seedEvent({ database });
    ({ eventId, albumId } = seeded);
    batchId = await addBatch({ database }, seeded);
  });
  afterAll(async () => {
    await database?.close();
  });

  const pglite = () => database.pglite as NonNullable<DatabaseHandle['pglite']>;

  async function addPhotos(count: number) {
    await database.db.insert(media).values(
      Array.from({ length: count }, (_, index) => {
        const id = newId();
        return {
          id,
          eventId,
          albumId,
          batchId,
          kind: 'photo',
          storageKey: `events/${eventId}/media/${id}/original`,
          originalName: `IMG_${index}.jpg`,
          size: 1000,
          mime: 'image/jpeg',
          state: 'ready',
        };
      }),
    );
  }

  /** The planner's estimate of an album's items. */
  async function estimatedRows(): Promise<number> {
    const { rows } = await pglite().query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      'explain (format json) select * from media where album_id = $1',
      [albumId],
    );
    return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? Number.NaN;
  }

  async function stats(table: string) {
    await pglite().query('select pg_stat_force_next_flush()');
    const { rows } = await pglite().query<{ dead: number; changed: number; analyzed: boolean }>(
      `select n_dead_tup::int as dead, n_mod_since_analyze::int as changed,
              last_analyze is not null as analyzed
         from pg_stat_user_tables where relname = $1`,
      [table],
    );
    return rows[0];
  }

  it('analyzes a table that grew: the planner then knows its rows', async () => {
    await addPhotos(3000);
    // Never analyzed: the planner guesses from an empty table.
    expect(await estimatedRows()).toBeLessThan(300);
    const done = await upkeepOnce(pglite());
    expect(done.analyzed).toContain('media');
    expect(await stats('media')).toMatchObject({ changed: 0, analyzed: true });
    expect(await estimatedRows()).toBeGreaterThan(2500);
    // Nothing changed since: the next pass leaves it alone.
    expect((await upkeepOnce(pglite())).analyzed).not.toContain('media');
  });

  it('vacuums a table whose rows were removed, and leaves small changes for later', async () => {
    const ids = (await database.db.select({ id: media.id }).from(media)).map((row) => row.id);
    for (const id of ids.slice(0, 20)) await database.db.delete(media).where(eq(media.id, id));
    // 20 dead rows of 3 000: under the threshold.
    expect((await upkeepOnce(pglite())).vacuumed).not.toContain('media');
    for (const id of ids.slice(20, 1000)) await database.db.delete(media).where(eq(media.id, id));
    expect((await stats('media'))?.dead).toBeGreaterThan(900);
    const done = await upkeepOnce(pglite());
    expect(done.vacuumed).toContain('media');
    expect(await stats('media')).toMatchObject({ dead: 0, changed: 0 });
  });

  it('runs on its own soon after start, until stopped', async () => {
    await addPhotos(2000);
    const logged: object[] = [];
    const stop = startUpkeep(
      pglite(),
      { debug: (object) => logged.push(object), warn: (object) => logged.push(object) },
      10,
    );
    await expect.poll(() => logged.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await stop();
    expect(logged[0]).toMatchObject({ analyzed: expect.arrayContaining(['media']) });
    expect((await stats('media'))?.changed).toBe(0);
  });
});
