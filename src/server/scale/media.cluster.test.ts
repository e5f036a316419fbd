/**
 * Two instances, one database and one store, both starting while photos wait in `processing`:
 * each start-up queues every one of them, and each photo is processed by one instance, its
 * derivatives kept (docs/decisions/023-several-instances.md, "one instance processes an item").
 * The photos' rows are held by a lock until both instances' jobs wait on them, so both have
 * queued every photo and started before either may write.
 */
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lockWaiters, openClusterDatabase } from '../../test/cluster';
import { testDatabaseUrl } from '../../test/db';
import { type Cluster, startCluster } from '../../test/instances';
import { addUploadedPhotos, seedEvent } from '../../test/media';
import { s3SettingsOf } from '../../test/s3-server';
import { S3Storage } from '../adapters/storage/s3-storage';
import type { DatabaseHandle } from '../db/client';
import { media } from '../db/schema';
import { mediaStorageKey } from '../features/media/media-keys';

const photos = 8;

describe.skipIf(!testDatabaseUrl)('media processing on two instances', () => {
  let cluster: Cluster;
  let database: DatabaseHandle;
  let storage: S3Storage;

  beforeAll(async () => {
    // Room in each instance's pool beside its jobs waiting on the lock below (one per core).
    cluster = await startCluster({ DATABASE_POOL_SIZE: String(2 * photos) });
    database = await openClusterDatabase(cluster.databaseUrl);
    storage = new S3Storage(s3SettingsOf(cluster.s3));
  }, 180_000);
  afterEach(() => expect(cluster?.crashes() ?? []).toEqual([]));
  afterAll(async () => {
    await database?.close();
    await cluster?.close();
  }, 60_000);

  it('processes each waiting photo once, on one instance, and keeps its derivatives', async () => {
    const seeded = await seedEvent(database.db);
    const ids = await addUploadedPhotos(database.db, storage, seeded, photos, 1200, 900);

    // Reads of media go on under this lock; any write to it (a claim, a finished job) waits.
    const gate = new pg.Client({ connectionString: cluster.databaseUrl });
    await gate.connect();
    try {
      await gate.query('begin');
      await gate.query('lock table media in exclusive mode');
      await Promise.all([cluster.start('a'), cluster.start('b')]);
      // Each instance runs a job per core: all of them waiting means both have started theirs.
      const jobs = 2 * Math.min(availableParallelism(), photos);
      const waiting = () => lockWaiters(database, '"media"');
      const until = Date.now() + 60_000;
      while ((await waiting()) < jobs && Date.now() < until) await sleep(50);
      expect(await waiting()).toBe(jobs);
      await gate.query('commit');
    } finally {
      await gate.end();
    }

    const until = Date.now() + 60_000;
    const states = async () =>
      (
        await database.db.select({ state: media.state }).from(media).where(inArray(media.id, ids))
      ).map((row) => row.state);
    while ((await states()).some((state) => state !== 'ready') && Date.now() < until) {
      await sleep(100);
    }
    expect(await states()).toEqual(Array(photos).fill('ready'));
    // A second job of the same photo would have ended by now (a photo of this size takes well
    // under a second), and would have deleted the derivatives on finding the photo ready.
    await sleep(2_000);
    for (const id of ids) {
      for (const variant of ['thumb', 'large'] as const) {
        expect(await storage.exists(mediaStorageKey(seeded.eventId, id, variant))).toBe(true);
      }
    }
  }, 180_000);
});
