/**
 * Laid-out archives are kept per event version: the same archive again (a
 * repeated or resumed download) is not built again, and any change to the
 * event, an album, a batch or an item gives a new version, so the next
 * download shows it.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { addBatch, addFile, fetchBytes, giveEventTo, readZip } from '../../../test/downloads';
import { seedEvent } from '../../../test/guest';
import { startTestServer, type TestServer } from '../../../test/server';
import { albums, events, media, uploadBatches } from '../../db/schema';
import { createArchiveCache } from './archive-cache';
import { createDownloadsRepository } from './downloads.repository';

describe('the archive cache', () => {
  it('builds once per key and version, and drops the least recently used', async () => {
    const cache = createArchiveCache<string, string>(2);
    let builds = 0;
    const build = (value: string) => async () => {
      builds += 1;
      return value;
    };
    const a1 = await cache.get('a', 'v1', build('A1'));
    expect((await cache.get('a', 'v1', build('again'))).built).toBe('A1');
    expect(builds).toBe(1);
    expect((await cache.get('a', 'v2', build('A2'))).built).toBe('A2');
    expect(builds).toBe(2);
    await cache.get('b', 'v1', build('B'));
    await cache.get('a', 'v2', build('unused'));
    await cache.get('c', 'v1', build('C'));
    expect(cache.size()).toBe(2);
    // 'b' was the least recently used: built again.
    expect((await cache.get('b', 'v1', build('B again'))).built).toBe('B again');
    let prepares = 0;
    const prepare = () => {
      prepares += 1;
      return 'layout';
    };
    cache.part(a1, 1, prepare);
    cache.part(a1, 1, prepare);
    cache.part(a1, 2, prepare);
    expect(prepares).toBe(2);
  });

  it('lets an archive go once nobody asked for it for the idle time', async () => {
    vi.useFakeTimers();
    try {
      let idleDrops = 0;
      const cache = createArchiveCache<string, string>(8, {
        idleMs: 1_000,
        onIdleDrop: () => {
          idleDrops += 1;
        },
      });
      let builds = 0;
      const build = async () => {
        builds += 1;
        return `build ${builds}`;
      };
      await cache.get('a', 'v1', build);
      await cache.get('b', 'v1', build);
      // 'a' is asked for again within the idle time, twice: kept; 'b' is not: dropped.
      await vi.advanceTimersByTimeAsync(700);
      expect((await cache.get('a', 'v1', build)).built).toBe('build 1');
      await vi.advanceTimersByTimeAsync(700);
      expect((await cache.get('a', 'v1', build)).built).toBe('build 1');
      expect(cache.size()).toBe(1);
      expect(idleDrops).toBe(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(cache.size()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(cache.size()).toBe(0);
      expect(idleDrops).toBe(2);
      expect((await cache.get('a', 'v1', build)).built).toBe('build 3');
      // An archive pushed out and built again is kept for the idle time from its new build.
      const small = createArchiveCache<string, string>(1, { idleMs: 1_000 });
      await small.get('a', 'v1', build);
      await vi.advanceTimersByTimeAsync(600);
      await small.get('b', 'v1', build);
      await small.get('a', 'v1', build);
      await vi.advanceTimersByTimeAsync(600);
      expect(small.size()).toBe(1);
      await vi.advanceTimersByTimeAsync(400);
      expect(small.size()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(testDatabases)('cached archives on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('changes its version with every change an archive shows', async () => {
    const repository = createDownloadsRepository(server.database.db);
    const event = await seedEvent(server);
    const batch = await addBatch(server, { eventId: event.eventId, albumId: event.albumId });
    const item = await addFile(server, { ...event, batchId: batch, bytes: randomBytes(500) });
    const versions = [await repository.versionOf(event.eventId)];
    expect(await repository.versionOf(event.eventId)).toBe(versions[0]);
    const { db } = server.database;
    const changes = [
      () => db.update(media).set({ hidden: true }).where(eq(media.id, item)),
      () => db.update(albums).set({ name: 'Wesele' }).where(eq(albums.id, event.albumId)),
      () => db.update(uploadBatches).set({ guestName: 'Ola' }).where(eq(uploadBatches.id, batch)),
      () => db.update(events).set({ name: 'Nowa nazwa' }).where(eq(events.id, event.eventId)),
      () => addFile(server, { ...event, batchId: batch, bytes: randomBytes(300) }),
      () => db.delete(media).where(eq(media.id, item)),
    ];
    for (const change of changes) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      await change();
      const version = await repository.versionOf(event.eventId);
      expect(versions).not.toContain(version);
      versions.push(version);
    }
  });

  it('serves the same archive again until something changes, then the new one', async () => {
    const owner = await signedInOwner(server);
    const event = await seedEvent(server);
    await giveEventTo(server, event.eventId, owner.userId);
    const batch = await addBatch(server, {
      eventId: event.eventId,
      albumId: event.albumId,
      guestName: 'Ania',
    });
    await addFile(server, { ...event, batchId: batch, bytes: randomBytes(2000) });
    await addFile(server, { ...event, batchId: batch, bytes: randomBytes(3000), name: 'b.jpg' });
    const url = `/api/events/${event.eventId}/download.zip`;
    const one = await fetchBytes(server, owner.client, url);
    const again = await fetchBytes(server, owner.client, url);
    expect(again.headers.get('etag')).toBe(one.headers.get('etag'));
    expect(again.bytes.equals(one.bytes)).toBe(true);
    expect((await readZip(one.bytes)).size).toBe(2);

    // A new photo arrives: the next archive has it.
    await addFile(server, { ...event, batchId: batch, bytes: randomBytes(1000), name: 'c.jpg' });
    const grown = await fetchBytes(server, owner.client, url);
    expect(grown.headers.get('etag')).not.toBe(one.headers.get('etag'));
    expect((await readZip(grown.bytes)).size).toBe(3);
    // The sender's name changes: so do the names in the archive.
    await server.database.db
      .update(uploadBatches)
      .set({ guestName: 'Ola' })
      .where(eq(uploadBatches.id, batch));
    const renamed = await fetchBytes(server, owner.client, url);
    const names = [...(await readZip(renamed.bytes)).keys()];
    expect(names.some((name) => name.includes('Ola'))).toBe(true);
    expect(names.some((name) => name.includes('Ania'))).toBe(false);
    // A resumed download against the new ETag gets the new bytes.
    const tail = await fetchBytes(server, owner.client, url, {
      range: 'bytes=100-',
      'if-range': renamed.headers.get('etag') as string,
    });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(renamed.bytes.subarray(100))).toBe(true);
  });
});
