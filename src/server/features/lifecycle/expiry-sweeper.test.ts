/**
 * The expiry sweep: an event past its ttl loses every row and every stored file, in batches,
 * resumably; other events keep everything; extra cleanups run for each expired event.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/db';
import { newEvent, newOwner, silentLogger, testClock } from '../../../test/lifecycle';
import { LocalStorage } from '../../adapters/storage/local-storage';
import type { Storage } from '../../adapters/storage/storage';
import type { DatabaseHandle } from '../../db/client';
import {
  albums,
  emailSchedules,
  events,
  media,
  purchases,
  questionnaires,
  uploadBatches,
} from '../../db/schema';
import { createExpirySweeper } from './expiry-sweeper';
import { createLifecycleRepository } from './lifecycle.repository';

const id = () => randomBytes(12).toString('base64url');

describe.each(testDatabases)('expiry sweep on $kind', (testDatabase) => {
  let database: DatabaseHandle;
  let dir: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    database = await testDatabase.open();
    dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-expiry-'));
    storage = new LocalStorage(dir);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** An event with 7 media rows in 3 batches, a purchase, and files for each medium. */
  async function eventWithContent(clock: ReturnType<typeof testClock>) {
    const { db } = database;
    const owner = await newOwner(db);
    const event = await newEvent(db, storage, clock.now, owner, { plan: 'trial' });
    const [album] = await db.select().from(albums).where(eq(albums.eventId, event.id));
    if (!album) throw new Error('no default album');
    for (let b = 0; b < 3; b++) {
      const batchId = id();
      await db.insert(uploadBatches).values({ id: batchId, eventId: event.id, albumId: album.id });
      for (let m = 0; m < (b === 0 ? 3 : 2); m++) {
        const mediaId = id();
        const key = `events/${event.id}/originals/${mediaId}`;
        await storage.put(key, Buffer.from(`photo ${mediaId}`));
        await storage.put(`events/${event.id}/thumbs/${mediaId}.webp`, Buffer.from('thumb'));
        await db.insert(media).values({
          id: mediaId,
          eventId: event.id,
          albumId: album.id,
          batchId,
          kind: 'photo',
          storageKey: key,
          size: 12,
          mime: 'image/jpeg',
        });
      }
    }
    await storage.put(`events/${event.id}/style/background-mobile`, Buffer.from('bg'));
    await db.insert(purchases).values({
      id: id(),
      userId: owner.id,
      eventId: event.id,
      plan: 'basic',
      amount: 9900,
      email: owner.email,
      provider: 'test',
    });
    return event;
  }

  async function rowsOf(eventId: string) {
    const { db } = database;
    const n = async (table: typeof media | typeof albums | typeof uploadBatches) =>
      (await db.select({ n: count() }).from(table).where(eq(table.eventId, eventId)))[0]?.n;
    const m = async (table: typeof emailSchedules | typeof questionnaires | typeof purchases) =>
      (await db.select({ n: count() }).from(table).where(eq(table.eventId, eventId)))[0]?.n;
    return {
      events: (await db.select({ n: count() }).from(events).where(eq(events.id, eventId)))[0]?.n,
      albums: await n(albums),
      batches: await n(uploadBatches),
      media: await n(media),
      schedules: await m(emailSchedules),
      questionnaires: await m(questionnaires),
      purchases: await m(purchases),
    };
  }

  async function filesOf(eventId: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of storage.list(`events/${eventId}/`)) keys.push(object.key);
    return keys.sort();
  }

  it('deletes every row and file of an expired event, resumably, and nothing of others', async () => {
    const clock = testClock('2026-06-01T10:00:00Z');
    const expired = await eventWithContent(clock);
    clock.set('2026-06-20T10:00:00Z');
    const kept = await eventWithContent(clock);
    const keptRows = await rowsOf(kept.id);
    const keptFiles = await filesOf(kept.id);
    expect(keptFiles).toHaveLength(15);
    expect(keptRows).toEqual({
      events: 1,
      albums: 1,
      batches: 3,
      media: 7,
      schedules: 1,
      questionnaires: 1,
      purchases: 1,
    });

    // Storage that breaks once, after deleting a few files: an interrupted sweep.
    let failOnce = true;
    const flaky: Storage = Object.create(storage, {
      deleteByPrefix: {
        value: async (prefix: string, options?: { batchSize?: number }) => {
          if (failOnce) {
            failOnce = false;
            let removed = 0;
            for await (const object of storage.list(prefix)) {
              if (removed++ >= 4) break;
              await storage.delete(object.key);
            }
            throw new Error('connection reset');
          }
          return storage.deleteByPrefix(prefix, options);
        },
      },
    });
    const cleaned: string[] = [];
    const errors: unknown[] = [];
    const sweeper = createExpirySweeper({
      repository: createLifecycleRepository(database.db),
      storage: flaky,
      logger: { ...silentLogger, error: (obj: unknown) => errors.push(obj) } as never,
      now: clock.now,
      cleanups: [
        async (eventId) => {
          cleaned.push(eventId);
        },
      ],
      batchSize: 2,
      leaseMs: 60_000,
    });

    // The trial created on 1 June lives 7 + 7 + 90 days: until 14 September.
    clock.set(new Date(expired.expiresAt.getTime() - 1));
    expect(await sweeper.run()).toEqual({ events: 0, files: 0, failed: 0 });

    clock.set(expired.expiresAt);
    expect(await sweeper.run()).toEqual({ events: 0, files: 0, failed: 1 });
    expect(errors).toHaveLength(1);
    expect((await filesOf(expired.id)).length).toBe(11);
    expect((await rowsOf(expired.id)).events).toBe(1);
    // Within the lease nobody takes it again; after it, the sweep finishes the job.
    clock.advance(30_000);
    expect(await sweeper.run()).toEqual({ events: 0, files: 0, failed: 0 });
    clock.advance(31_000);
    expect(await sweeper.run()).toEqual({ events: 1, files: 11, failed: 0 });

    expect(await filesOf(expired.id)).toEqual([]);
    expect(await rowsOf(expired.id)).toEqual({
      events: 0,
      albums: 0,
      batches: 0,
      media: 0,
      schedules: 0,
      questionnaires: 0,
      purchases: 0,
    });
    expect(cleaned).toEqual([expired.id, expired.id]);
    expect(await rowsOf(kept.id)).toEqual(keptRows);
    expect(await filesOf(kept.id)).toEqual(keptFiles);
  });

  it('deletes the media rows in batches', async () => {
    const clock = testClock('2026-06-01T10:00:00Z');
    const event = await eventWithContent(clock);
    const repository = createLifecycleRepository(database.db);
    expect(await repository.deleteEventRowsBatch(event.id, 3)).toBe(3);
    expect((await rowsOf(event.id)).media).toBe(4);
    expect(await repository.deleteEventRowsBatch(event.id, 3)).toBe(3);
    expect(await repository.deleteEventRowsBatch(event.id, 3)).toBe(1);
    expect(await repository.deleteEventRowsBatch(event.id, 3)).toBe(3); // the upload batches
    expect(await repository.deleteEventRowsBatch(event.id, 3)).toBe(0);
    expect((await rowsOf(event.id)).events).toBe(1);
  });
});
