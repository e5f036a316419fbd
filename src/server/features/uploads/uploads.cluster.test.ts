/**
 * Uploads across instances (PostgreSQL and an S3-compatible store): two real
 * server processes share the database and the bucket. One tus upload's chunks
 * alternate between them; an upload whose instance is killed mid-PATCH
 * resumes on the other; an instance told to stop (SIGTERM) mid-PATCH saves
 * what it received, exits 0, and the client resumes elsewhere from there. A full temporary
 * folder (where the bucket's store buffers each part) answers storageFull, and the upload
 * resumes once there is room.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultEventSettings } from '../../../shared/api/events';
import { localDate } from '../../../shared/domain/time';
import { pl } from '../../../shared/i18n/pl/index';
import { testDatabaseUrl } from '../../../test/db';
import { underCi } from '../../../test/env';
import { type Cluster, type Instance, startCluster } from '../../../test/instances';
import { mountSmallDisk, type SmallDisk } from '../../../test/small-disk';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { albums, events, media, tusLocks, tusUploads, users } from '../../db/schema';

const MiB = 1024 * 1024;
const shutdownTimeoutMs = 20_000;

/**
 * A real JPEG of about `size` bytes: a small picture whose random filler sits
 * in APP15 segments (ignored by decoders), so processing succeeds and the
 * original can be served to guests.
 */
async function jpegOfSize(size: number): Promise<Buffer> {
  const picture = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const segments: Buffer[] = [];
  let total = picture.length;
  while (total < size) {
    const payload = Math.min(65_533, size - total - 4);
    if (payload <= 0) break;
    const header = Buffer.from([0xff, 0xef, ((payload + 2) >> 8) & 0xff, (payload + 2) & 0xff]);
    segments.push(header, randomBytes(payload));
    total += payload + 4;
  }
  return Buffer.concat([picture.subarray(0, 2), ...segments, picture.subarray(2)]);
}

/**
 * Waits up to 10 s for `disk` to be back at `usedAtRest` bytes in use; a failure says what takes
 * the room (the files, and removed files a process still holds open).
 */
async function untilAtRest(disk: SmallDisk, usedAtRest: number): Promise<void> {
  try {
    await expect.poll(() => disk.used(), { timeout: 10_000, interval: 50 }).toBe(usedAtRest);
  } catch (error) {
    throw new Error(`${disk.used()} bytes in use, not ${usedAtRest}:\n${disk.holders()}`, {
      cause: error,
    });
  }
}

const sha256 = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

const tusHeaders = { 'Tus-Resumable': '1.0.0' };

/** A request body sent slowly, in pieces, counting what was handed to the connection. */
function slowBody(data: Buffer, pieceBytes: number, delayMs: number) {
  const state = { pushed: 0 };
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (at >= data.length) {
        controller.close();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const piece = data.subarray(at, Math.min(data.length, at + pieceBytes));
      at += piece.length;
      state.pushed = at;
      controller.enqueue(new Uint8Array(piece));
    },
  });
  return { stream, state };
}

describe.skipIf(!testDatabaseUrl)('uploads across two instances', () => {
  let cluster: Cluster;
  let database: DatabaseHandle;
  let a: Instance;
  let b: Instance;
  let eventId: string;
  let batchCounter = 0;

  beforeAll(async () => {
    cluster = await startCluster({
      S3_PART_SIZE_MB: '5',
      LIFECYCLE_SCHEDULER: 'off',
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
      LOG_LEVEL: 'info',
    });
    database = await openDatabase({ kind: 'postgres', url: cluster.databaseUrl, poolSize: 2 });
    const id = () => randomBytes(16).toString('base64url');
    const userId = id();
    eventId = id();
    await database.db
      .insert(users)
      .values({ id: userId, email: 'owner@example.com', emailVerified: true });
    await database.db.insert(events).values({
      id: eventId,
      userId,
      name: 'Cluster wedding',
      plan: 'premium',
      paid: true,
      activationDate: localDate(new Date(), 'Europe/Warsaw'),
      settings: defaultEventSettings,
      albumsCount: 1,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await database.db.insert(albums).values({ id: id(), eventId, name: 'Album', isDefault: true });
    [a, b] = await Promise.all([cluster.start('a'), cluster.start('b')]);
  }, 180_000);

  // An instance that died by itself (a crash) fails the test that was running, with its stack.
  afterEach(() => expect(cluster?.crashes() ?? []).toEqual([]));

  afterAll(async () => {
    await database?.close();
    await cluster?.close();
  }, 60_000);

  /** A batch of one photo and its tus upload, created on `instance`; returns the upload's path. */
  async function createUpload(instance: Instance, data: Buffer): Promise<string> {
    batchCounter += 1;
    const batch = await fetch(`${instance.url}/api/public/events/${eventId}/batches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'upload',
        clientId: `cluster-client-${String(batchCounter).padStart(6, '0')}`,
        files: [{ name: `IMG_${batchCounter}.jpg`, size: data.length, type: 'image/jpeg' }],
      }),
    });
    expect(batch.status).toBe(201);
    const { batchId } = (await batch.json()) as { batchId: string };
    const meta = {
      eventId,
      batchId,
      fileIndex: '0',
      filename: `IMG_${batchCounter}.jpg`,
      filetype: 'image/jpeg',
    };
    const res = await fetch(`${instance.url}/api/uploads`, {
      method: 'POST',
      headers: {
        ...tusHeaders,
        'Upload-Length': String(data.length),
        'Upload-Metadata': Object.entries(meta)
          .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
          .join(','),
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+$/);
    return location;
  }

  async function offsetOn(instance: Instance, location: string): Promise<number> {
    const res = await fetch(`${instance.url}${location}`, { method: 'HEAD', headers: tusHeaders });
    expect(res.status).toBe(200);
    return Number(res.headers.get('upload-offset'));
  }

  function patch(
    instance: Instance,
    location: string,
    offset: number,
    body: Uint8Array | ReadableStream<Uint8Array>,
  ) {
    return fetch(`${instance.url}${location}`, {
      method: 'PATCH',
      headers: {
        ...tusHeaders,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body,
      duplex: 'half',
    } as RequestInit);
  }

  /** Sends the rest of the upload from `from` on `instance`, in one PATCH; returns the media id. */
  async function finishOn(instance: Instance, location: string, data: Buffer): Promise<string> {
    const from = await offsetOn(instance, location);
    const res = await patch(instance, location, from, new Uint8Array(data.subarray(from)));
    expect(res.status, await res.clone().text()).toBe(204);
    expect(Number(res.headers.get('upload-offset'))).toBe(data.length);
    return res.headers.get('upload-media-id') ?? '';
  }

  /** The stored original matches byte for byte (hash in the database, bytes served by `via`). */
  async function expectStored(mediaId: string, data: Buffer, via: Instance) {
    const [row] = await database.db
      .select({ sha256: media.sha256, size: media.size, storageKey: media.storageKey })
      .from(media)
      .where(eq(media.id, mediaId));
    expect(row?.size).toBe(data.length);
    expect(row?.sha256).toBe(sha256(data));
    let res: Response | undefined;
    await expect
      .poll(
        async () => {
          res = await fetch(`${via.url}/media/${eventId}/${mediaId}/original`);
          return res.status;
        },
        { timeout: 30_000, interval: 300 },
      )
      .toBe(200);
    const served = Buffer.from(await (res as Response).arrayBuffer());
    expect(served.length).toBe(data.length);
    expect(sha256(served)).toBe(sha256(data));
  }

  it('completes an upload whose chunks alternate between the instances', async () => {
    const data = await jpegOfSize(20 * MiB);
    const location = await createUpload(a, data);
    // Chunks of 3.5 MiB: parts of 5 MiB are completed across instances, the rest waits as a pending tail.
    const chunk = Math.round(3.5 * MiB);
    const order = [a, b];
    let offset = 0;
    let turn = 0;
    let mediaId = '';
    let last: Instance = a;
    while (offset < data.length) {
      const target = order[turn % 2] as Instance;
      const other = order[(turn + 1) % 2] as Instance;
      // The other instance sees what this one will continue from.
      expect(await offsetOn(other, location)).toBe(offset);
      const end = Math.min(data.length, offset + chunk);
      const res = await patch(target, location, offset, new Uint8Array(data.subarray(offset, end)));
      expect(res.status, await res.clone().text()).toBe(204);
      expect(Number(res.headers.get('upload-offset'))).toBe(end);
      mediaId = res.headers.get('upload-media-id') ?? mediaId;
      offset = end;
      last = target;
      turn += 1;
    }
    expect(turn).toBeGreaterThanOrEqual(6);
    expect(mediaId).not.toBe('');
    const other = last === a ? b : a;
    // The original is in the shared bucket: the other instance serves it.
    await expectStored(mediaId, data, other);
    // The tus objects and the shared state are gone once the upload is stored.
    expect(await database.db.select().from(tusUploads)).toEqual([]);
    expect(await database.db.select().from(tusLocks)).toEqual([]);
  }, 180_000);

  it('resumes on the other instance an upload whose instance was killed mid-PATCH', async () => {
    const data = await jpegOfSize(20 * MiB);
    const location = await createUpload(a, data);
    const { stream, state } = slowBody(data, 256 * 1024, 25);
    const sending = patch(a, location, 0, stream).catch((error: unknown) => error);
    await expect
      .poll(() => state.pushed, { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(13 * MiB);
    await a.kill();
    await sending;
    // B waits for A's lease to run out (A cannot answer the release request), then sees the saved parts.
    const started = Date.now();
    const saved = await offsetOn(b, location);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(saved).toBeGreaterThanOrEqual(5 * MiB);
    expect(saved).toBeLessThanOrEqual(state.pushed);
    const mediaId = await finishOn(b, location, data);
    await expectStored(mediaId, data, b);
  }, 180_000);

  it('lets a running upload reach a resumable point on SIGTERM, exits 0, and the client resumes elsewhere', async () => {
    const c = await cluster.start('c');
    const data = await jpegOfSize(20 * MiB);
    const location = await createUpload(c, data);
    // About 1.6 MB/s: the signal comes at ~5 MiB, far from the end (tus lets the PATCH run 3 s more).
    const { stream, state } = slowBody(data, 64 * 1024, 40);
    const sending = patch(c, location, 0, stream).then(
      (res) => ({ status: res.status, offset: Number(res.headers.get('upload-offset')) }),
      (error: unknown) => ({ status: 0, offset: -1, error }),
    );
    await expect
      .poll(() => state.pushed, { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(5 * MiB);
    const pushedAtSignal = state.pushed;
    const signalled = Date.now();
    const exitCode = await c.stop('SIGTERM');
    expect(exitCode).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(shutdownTimeoutMs);
    const answer = await sending;
    const logs = c.logs().map((line) => line.msg);
    expect(logs).toContain('running uploads released');
    // Everything received before the stop is kept, not only whole parts.
    const saved = await offsetOn(b, location);
    expect(saved).toBeGreaterThan(pushedAtSignal - 1 * MiB);
    expect(saved).toBeLessThan(data.length);
    if (answer.status === 204) expect(answer.offset).toBe(saved);
    const mediaId = await finishOn(b, location, data);
    await expectStored(mediaId, data, b);
  }, 180_000);

  it('answers storageFull when the temporary folder under the parts is full, and the upload resumes once there is room', async (context) => {
    // The bucket's store buffers each part in the system's temporary folder: here a tmpfs of
    // its own, shrunk to leave less room than a part needs.
    const disk = mountSmallDisk(64 * MiB);
    if (!disk) {
      const why = 'mounting a small tmpfs needs root';
      if (underCi) throw new Error(`${why}, and CI runs as root`);
      console.warn(`skipped: ${why}`);
      context.skip();
      return;
    }
    try {
      // An instance queues at its start every item still being processed (another instance's
      // too), and copies each original into its temporary folder: the earlier tests' uploads
      // must be processed first, or their copies take this folder's room.
      await expect
        .poll(
          async () =>
            (
              await database.db
                .select({ id: media.id })
                .from(media)
                .where(eq(media.state, 'processing'))
            ).length,
          { timeout: 90_000, interval: 200 },
        )
        .toBe(0);
      const d = await cluster.start('d', { TMPDIR: disk.dir, TSX_DISABLE_CACHE: '1' });
      const data = await jpegOfSize(12 * MiB);
      const location = await createUpload(d, data);
      const usedAtRest = disk.used();
      // 6 MiB with room: one 5 MiB part in the bucket, 1 MiB waiting as the pending tail.
      const first = await patch(d, location, 0, new Uint8Array(data.subarray(0, 6 * MiB)));
      expect(first.status, await first.clone().text()).toBe(204);
      // The store removes its temporary copies of the part and of the tail after it has
      // answered (it does not wait for those removals). On a loaded machine they may still be
      // there now; the room is measured from the folder once they are gone, or a shrink to
      // "what is used + 512 KiB" would leave the room of those copies as well.
      await untilAtRest(disk, usedAtRest);

      disk.resize(usedAtRest + 512 * 1024);
      const refused = await patch(d, location, 6 * MiB, new Uint8Array(data.subarray(6 * MiB)));
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({
        error: 'errors.storageFull',
        message: pl.errors.storageFull,
      });
      // The phone sends the rest again from the server's offset. On a loaded machine the store
      // may still be settling the refused write when the 503 goes out (its bytes that fitted
      // moving to the bucket), and the offset read just then answers a PATCH with 409; the
      // phone (tus-js-client) then reads the offset again, and so does this one.
      let saved = 0;
      let again: Response | null = null;
      for (
        let attempt = 0;
        attempt < 10 && (again === null || again.status === 409);
        attempt += 1
      ) {
        if (again) await new Promise((resolve) => setTimeout(resolve, 200));
        saved = await offsetOn(d, location);
        again = await patch(d, location, saved, new Uint8Array(data.subarray(saved)));
      }
      // The same answer, and the log is not flooded (once a minute).
      expect(again?.status).toBe(503);
      // What reached the bucket stays: at least the whole part. The refused PATCH's first bytes
      // may have fitted in the folder's last 512 KiB before it filled; the store keeps those and
      // counts them, so the offset may pass 6 MiB by at most that room. The byte-exact original
      // at the end proves they were the right bytes.
      expect(saved).toBeGreaterThanOrEqual(5 * MiB);
      expect(saved).toBeLessThanOrEqual(6 * MiB + 512 * 1024);
      const noRoom = d
        .logs()
        .filter((line) => line.msg === 'no room on the disk for an upload’s bytes');
      expect(noRoom).toHaveLength(1);
      // Nothing of the refused write is left behind in the folder (once the store has settled).
      await untilAtRest(disk, usedAtRest);

      disk.resize(64 * MiB);
      const mediaId = await finishOn(d, location, data);
      await expectStored(mediaId, data, d);
      // The processor reads the original from the bucket into a temporary copy in this folder
      // and removes it when the derivatives are made; on a loaded machine that takes a while.
      await expect
        .poll(
          async () => {
            const [row] = await database.db
              .select({ state: media.state })
              .from(media)
              .where(eq(media.id, mediaId));
            return row?.state;
          },
          { timeout: 90_000, interval: 200 },
        )
        .toBe('ready');
      await untilAtRest(disk, usedAtRest);
      await d.stop();
    } finally {
      disk.unmount();
    }
  }, 240_000);
});
