/**
 * The large archives through real HTTP: a ~5 GB event (sparse originals
 * written straight into the storage folder, so reading them is fast) checked by
 * Debian's `unzip -t` and 7-Zip, ZIP64 offsets past 4 GiB, every file's bytes
 * equal to its original (the CRC of zeros, and a random head file read back in
 * full); and 65 536 entries (ZIP64 end records) opened by `unzip -t`. PGlite
 * only: the layout does not depend on the database, and both databases are
 * covered by the other download tests.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { addBatch, addFile, giveEventTo, newId, run } from '../../../test/downloads';
import { seedEvent } from '../../../test/guest';
import { startTestServer, type TestServer } from '../../../test/server';
import { hasToolAt } from '../../../test/tools';
import { media } from '../../db/schema';
import { mediaStorageKey } from '../media/media-keys';

const pglite = testDatabases.filter((database) => database.kind === 'pglite');
const zeros = Buffer.alloc(1 << 20);

function zeroCrc(size: number): number {
  let crc = 0;
  for (let left = size; left > 0; left -= zeros.length) {
    crc = crc32(zeros.subarray(0, Math.min(left, zeros.length)), crc);
  }
  return crc;
}

describe.each(pglite)('large ZIP downloads on $kind', (testDatabase) => {
  let server: TestServer;
  let tmp: string;

  beforeAll(async () => {
    // One archive for the whole 5 GB event (parts are tested with small limits elsewhere).
    server = await startTestServer(testDatabase, {
      env: { ZIP_PART_MAX_BYTES: String(8 * 1024 ** 3) },
    });
    tmp = mkdtempSync(path.join(os.tmpdir(), 'momenty-big-zip-'));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  async function download(urlPath: string, cookie: string, file: string): Promise<number> {
    const res = await fetch(`${server.url}${urlPath}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const length = Number(res.headers.get('content-length'));
    // Written sparse (runs of zeros skipped), so the 5 GB of zeros cost no disk writes and
    // unzip and 7-Zip read them back from holes.
    const handle = await openFile(file, 'w');
    let position = 0;
    try {
      for await (const chunk of Readable.fromWeb(res.body as never) as AsyncIterable<Buffer>) {
        const allZero =
          chunk.length <= zeros.length && chunk.equals(zeros.subarray(0, chunk.length));
        if (!allZero) await handle.write(chunk, 0, chunk.length, position);
        position += chunk.length;
      }
      await handle.truncate(position);
    } finally {
      await handle.close();
    }
    return length;
  }

  const cookieOf = (client: { cookies: Map<string, string> }) =>
    [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  it('streams a 5 GB event as one archive (ZIP64 past 4 GiB) that unzip and 7-Zip accept, bytes intact', async () => {
    const owner = await signedInOwner(server);
    const event = await seedEvent(server);
    await giveEventTo(server, event.eventId, owner.userId);
    const batch = await addBatch(server, {
      eventId: event.eventId,
      albumId: event.albumId,
      guestName: 'Józef',
    });
    const head = randomBytes(300_000);
    await addFile(server, {
      ...event,
      batchId: batch,
      bytes: head,
      createdAt: new Date('2026-06-20T10:00:00Z'),
    });
    const sizes = [1.5e9, 1.5e9, 2.1e9].map(Math.round);
    const zeroCrcs = new Map<number, number>();
    for (const [index, size] of sizes.entries()) {
      const id = newId();
      const key = mediaStorageKey(event.eventId, id, 'original');
      const file = path.join(server.config.paths.files, key);
      mkdirSync(path.dirname(file), { recursive: true });
      const fd = openSync(file, 'w');
      ftruncateSync(fd, size);
      closeSync(fd);
      const crc = zeroCrcs.get(size) ?? zeroCrc(size);
      zeroCrcs.set(size, crc);
      await server.database.db.insert(media).values({
        id,
        eventId: event.eventId,
        albumId: event.albumId,
        batchId: batch,
        kind: 'video',
        storageKey: key,
        originalName: `film-${index}.mp4`,
        size,
        mime: 'video/mp4',
        crc32: crc,
        state: 'ready',
        createdAt: new Date(Date.UTC(2026, 5, 20, 12, 0, index)),
      });
    }
    const plan = await owner.client.get(`/api/events/${event.eventId}/downloads`);
    expect(plan.body.parts).toHaveLength(1);
    const [part] = plan.body.parts;
    expect(part.size).toBeGreaterThan(5e9);
    const file = path.join(tmp, 'event.zip');
    const length = await download(part.url, cookieOf(owner.client), file);
    expect(length).toBe(part.size);
    expect(statSync(file).size).toBe(length);
    if (hasToolAt('unzip', '/usr/bin/unzip')) {
      expect(await run('unzip', ['-t', file])).toMatch(/No errors detected/);
      // The random file's bytes come back exactly.
      const listing = await run('unzip', ['-Z1', file]);
      const name = listing.split('\n').find((line) => line.endsWith('.jpg')) as string;
      const out = path.join(tmp, 'head');
      await run('unzip', ['-o', '-q', file, name, '-d', out]);
      expect(readFileSync(path.join(out, name)).equals(head)).toBe(true);
    }
    if (hasToolAt('7-Zip', '/usr/bin/7z')) {
      expect(await run('7z', ['t', file])).toMatch(/Everything is Ok/);
    }
    rmSync(file);
  }, 600_000);

  it('streams 65 536 files (ZIP64 end records) that unzip accepts', async () => {
    const owner = await signedInOwner(server);
    const event = await seedEvent(server);
    await giveEventTo(server, event.eventId, owner.userId);
    const batch = await addBatch(server, { eventId: event.eventId, albumId: event.albumId });
    // One stored byte shared by every row keeps the seeding fast.
    const one = await addFile(server, { ...event, batchId: batch, bytes: Buffer.from('x') });
    const [template] = await server.database.db.select().from(media).where(eq(media.id, one));
    if (!template) throw new Error('no template row');
    const count = 65_536;
    const base = Date.UTC(2026, 5, 20, 10, 0, 0);
    for (let start = 1; start < count; start += 2000) {
      const rows = [];
      for (let i = start; i < Math.min(count, start + 2000); i += 1) {
        rows.push({
          ...template,
          id: newId(),
          uploadId: null,
          fileIndex: null,
          createdAt: new Date(base + i * 1000),
        });
      }
      await server.database.db.insert(media).values(rows);
    }
    // The inserts kept this process's event loop busy past the server's keep-alive timeout:
    // let the client see the idle connection closed before it picks one for the next request.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const plan = await owner.client.get(`/api/events/${event.eventId}/downloads`);
    expect(plan.body.mediaCount).toBe(count);
    const file = path.join(tmp, 'many.zip');
    const length = await download(plan.body.parts[0].url, cookieOf(owner.client), file);
    expect(statSync(file).size).toBe(length);
    if (hasToolAt('unzip', '/usr/bin/unzip')) {
      const listing = await run('unzip', ['-Z1', file]);
      expect(listing.trim().split('\n')).toHaveLength(count);
      expect(await run('unzip', ['-tq', file])).toMatch(/No errors detected/);
    }
    rmSync(file);
  }, 600_000);
});
