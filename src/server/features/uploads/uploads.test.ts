import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MB } from '../../../shared/domain/limits';
import { testDatabases } from '../../../test/db';
import {
  clientId,
  cookieHeader,
  createBatch,
  cuttingProxy,
  eventCounts,
  exe,
  guest,
  jpeg,
  mediaRows,
  seedEvent,
  tusErrorBody,
  tusUpload,
  warsawDay,
} from '../../../test/guest';
import { startTestServer, type TestServer } from '../../../test/server';
import { createStorage } from '../../adapters/create-adapters';
import { events, media, uploadBatches } from '../../db/schema';
import { guestCredentials } from '../../policies/guest-credentials';
import { mediaStorageKey } from '../media/media-keys';
import { createDiskReserve } from './disk-reserve';
import { createUploadsRepository } from './uploads.repository';
import { createUploadsService } from './uploads.service';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(testDatabases)('tus uploads on $kind', (testDatabase) => {
  let server: TestServer;
  const processed: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(testDatabase, {
      mediaProcessor: { enqueue: (mediaId) => processed.push(mediaId) },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const uploadsDir = () => server.config.paths.uploads;
  const storedFile = (eventId: string, mediaId: string) =>
    path.join(server.config.paths.files, mediaStorageKey(eventId, mediaId, 'original'));
  const tusFiles = () => readdirSync(uploadsDir()).filter((f) => !f.endsWith('.json'));
  /** The upload's offset; retried, as browsers do, when a kept-alive connection has died. */
  async function headOffset(url: string): Promise<{ status: number; offset: number }> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const head = await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
        return { status: head.status, offset: Number(head.headers.get('upload-offset')) };
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  }

  /** A batch of one declared file; returns what tus needs. */
  async function oneFileBatch(
    eventId: string,
    data: Buffer,
    type = 'image/jpeg',
    options: { cookie?: string; client?: string; name?: string } = {},
  ) {
    const client = guest(server);
    if (options.cookie) client.options.headers = { cookie: options.cookie };
    const res = await createBatch(client, eventId, {
      clientId: options.client ?? clientId(),
      files: [
        { name: options.name ?? 'IMG_0001.jpg', size: data.length, type, sha256: sha256(data) },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return {
      batchId: res.body.batchId as string,
      metadata: {
        eventId,
        batchId: res.body.batchId as string,
        fileIndex: '0',
        filename: options.name ?? 'IMG_0001.jpg',
        filetype: type,
      },
    };
  }

  it('stores an upload byte for byte with its SHA-256 and CRC-32 and queues processing', async () => {
    const { eventId, albumId } = await seedEvent(server);
    const before = tusFiles();
    const data = jpeg(300_000);
    const browser = clientId();
    const { metadata, batchId } = await oneFileBatch(eventId, data, 'image/jpeg', {
      client: browser,
    });
    const result = await tusUpload({ server, data, metadata, chunkSize: 100_000 });
    expect(result.error).toBeNull();

    const [row] = await mediaRows(server, eventId);
    expect(row).toMatchObject({
      state: 'processing',
      kind: 'photo',
      size: data.length,
      mime: 'image/jpeg',
      sha256: sha256(data),
      crc32: crc32(data),
      albumId,
      batchId,
      fileIndex: 0,
      uploadId: null,
      originalName: 'IMG_0001.jpg',
    });
    expect(readFileSync(storedFile(eventId, row?.id as string)).equals(data)).toBe(true);
    expect(processed).toContain(row?.id);
    expect(tusFiles()).toEqual(before);
    expect(await eventCounts(server, eventId)).toMatchObject({
      files: 1,
      videos: 0,
      albums: { [albumId]: 1 },
    });

    // The same browser declaring the same content again is told not to send it.
    const again = await createBatch(guest(server), eventId, {
      clientId: browser,
      files: [
        { name: 'copy.jpg', size: data.length, type: 'image/jpeg', sha256: sha256(data) },
        { name: 'new.jpg', size: 10, type: 'image/jpeg', sha256: 'a'.repeat(64) },
      ],
    });
    expect(again.status).toBe(201);
    expect(again.body.alreadyUploaded).toEqual([0]);
    const otherBrowser = await createBatch(guest(server), eventId, {
      files: [{ name: 'copy.jpg', size: data.length, type: 'image/jpeg', sha256: sha256(data) }],
    });
    expect(otherBrowser.body.alreadyUploaded).toEqual([]);

    // Uploading the same file of the batch again: 409, it is stored already.
    const twice = await tusUpload({ server, data, metadata });
    expect(tusErrorBody(twice.error)).toMatchObject({
      status: 409,
      body: { error: 'errors.conflict' },
    });
    expect(await eventCounts(server, eventId)).toMatchObject({ files: 1 });
  });

  it('resumes after the connection is cut mid-file', async () => {
    const { eventId } = await seedEvent(server);
    const data = jpeg(6 * MB);
    const { metadata } = await oneFileBatch(eventId, data);
    const proxy = await cuttingProxy(server.url);
    try {
      // One PATCH for the whole file; the connection dies after about 2.5 MB.
      proxy.state.cutAfter = 2.5 * MB;
      const first = await tusUpload({ server, baseUrl: proxy.url, data, metadata });
      expect(first.error).not.toBeNull();
      expect(proxy.state.cuts).toBeGreaterThan(0);
      expect(first.url).toMatch(/\/api\/uploads\/[A-Za-z0-9_-]+$/);
      const uploadPath = new URL(first.url as string).pathname;
      await expect
        .poll(async () => {
          const head = await fetch(`${server.url}${uploadPath}`, {
            method: 'HEAD',
            headers: { 'Tus-Resumable': '1.0.0' },
          });
          return Number(head.headers.get('upload-offset'));
        })
        .toBeGreaterThan(MB);
      expect((await mediaRows(server, eventId))[0]?.state).toBe('uploading');

      proxy.state.cutAfter = Number.POSITIVE_INFINITY;
      const resumed = await tusUpload({
        server,
        baseUrl: proxy.url,
        data,
        metadata,
        uploadUrl: first.url as string,
      });
      expect(resumed.error).toBeNull();
      const [row] = await mediaRows(server, eventId);
      expect(row?.state).toBe('processing');
      expect(readFileSync(storedFile(eventId, row?.id as string)).equals(data)).toBe(true);
      expect(row?.sha256).toBe(sha256(data));
    } finally {
      await proxy.close();
    }
  });

  it('resumes after a server restart', async () => {
    const { eventId } = await seedEvent(server);
    const data = jpeg(3 * MB);
    const { metadata } = await oneFileBatch(eventId, data);
    const first = await new Promise<{ url: string | null }>((resolve) => {
      let cut = false;
      void tusUpload({
        server,
        data,
        metadata,
        chunkSize: 1 * MB,
        onProgress: (sent, upload) => {
          if (!cut && sent > 1.5 * MB) {
            cut = true;
            void upload.abort().then(() => resolve({ url: upload.url }));
          }
        },
      });
    });
    await server.restart();
    const head = await headOffset(first.url as string);
    expect(head.status).toBe(200);
    expect(head.offset).toBeGreaterThanOrEqual(1 * MB);
    expect(head.offset).toBeLessThan(data.length);

    const resumed = await tusUpload({ server, data, metadata, uploadUrl: first.url as string });
    expect(resumed.error).toBeNull();
    const [row] = await mediaRows(server, eventId);
    expect(row?.state).toBe('processing');
    expect(readFileSync(storedFile(eventId, row?.id as string)).equals(data)).toBe(true);
  });

  it('lets exactly as many of 30 racing guests in as there are slots left', async () => {
    // basic: 100 files; 95 used.
    const { eventId, albumId } = await seedEvent(server, { plan: 'basic', filesCount: 95 });
    const data = jpeg(20_000);
    const batches = await Promise.all(
      Array.from({ length: 30 }, () => oneFileBatch(eventId, data)),
    );
    const results = await Promise.all(
      batches.map(({ metadata }) =>
        tusUpload({ server, data, metadata, headers: { 'Accept-Language': 'en' } }),
      ),
    );
    const ok = results.filter((r) => r.error === null);
    const refused = results.filter((r) => r.error !== null).map((r) => tusErrorBody(r.error));
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        status: 403,
        body: {
          error: 'errors.fileLimitReached',
          message: 'The basic plan allows 100 files and the limit has been reached.',
        },
      });
    }
    expect(await eventCounts(server, eventId)).toMatchObject({
      files: 100,
      albums: { [albumId]: 5 },
    });
    expect(await mediaRows(server, eventId)).toHaveLength(5);
  });

  it('rejects a file whose content is not what it claims, and gives its slot back', async () => {
    const { eventId } = await seedEvent(server);
    const before = tusFiles();
    for (const [data, type] of [
      [exe(50_000), 'image/jpeg'],
      [jpeg(50_000), 'video/mp4'],
    ] as const) {
      const { metadata } = await oneFileBatch(eventId, data, type, { name: 'holiday.jpg' });
      const result = await tusUpload({
        server,
        data,
        metadata,
        headers: { 'Accept-Language': 'en' },
      });
      expect(tusErrorBody(result.error)).toMatchObject({
        status: 415,
        body: { error: 'errors.invalidFileType', message: 'This file type is not supported.' },
      });
    }
    expect(await mediaRows(server, eventId)).toEqual([]);
    expect(await eventCounts(server, eventId)).toMatchObject({ files: 0, videos: 0 });
    expect(existsSync(path.join(server.config.paths.files, 'events', eventId))).toBe(false);
    expect(tusFiles()).toEqual(before);
  });

  it('expires unfinished uploads: rows, partial bytes and slots go', async () => {
    const { eventId } = await seedEvent(server);
    const data = jpeg(2 * MB);
    const { metadata } = await oneFileBatch(eventId, data);
    const url = await new Promise<string | null>((resolve) => {
      let cut = false;
      void tusUpload({
        server,
        data,
        metadata,
        chunkSize: 512 * 1024,
        onProgress: (sent, upload) => {
          if (!cut && sent > MB) {
            cut = true;
            void upload.abort().then(() => resolve(upload.url));
          }
        },
      });
    });
    expect(await eventCounts(server, eventId)).toMatchObject({ files: 1 });
    const uploadId = (url as string).split('/').pop() as string;
    expect(existsSync(path.join(uploadsDir(), uploadId))).toBe(true);

    // Not yet old enough: nothing happens.
    await server.guests.uploads.expire(new Date(Date.now() + 60_000));
    expect(await mediaRows(server, eventId)).toHaveLength(1);
    expect(await eventCounts(server, eventId)).toMatchObject({ files: 1 });

    const later = new Date(Date.now() + server.config.uploads.expiryMs + 60_000);
    expect(await server.guests.uploads.expire(later)).toBeGreaterThanOrEqual(1);
    expect(await mediaRows(server, eventId)).toEqual([]);
    expect(await eventCounts(server, eventId)).toMatchObject({ files: 0 });
    expect(existsSync(path.join(uploadsDir(), uploadId))).toBe(false);
    expect((await headOffset(url as string)).status).toBe(404);
  });

  it('gives the slot back when the guest cancels an upload (tus termination)', async () => {
    const { eventId } = await seedEvent(server);
    const data = jpeg(2 * MB);
    const { metadata } = await oneFileBatch(eventId, data);
    const url = await new Promise<string | null>((resolve) => {
      let cut = false;
      void tusUpload({
        server,
        data,
        metadata,
        chunkSize: 512 * 1024,
        onProgress: (sent, upload) => {
          if (!cut && sent > MB) {
            cut = true;
            void upload.abort().then(() => resolve(upload.url));
          }
        },
      });
    });
    const res = await fetch(url as string, {
      method: 'DELETE',
      headers: { 'Tus-Resumable': '1.0.0' },
    });
    expect(res.status).toBe(204);
    await expect.poll(async () => (await eventCounts(server, eventId)).files).toBe(0);
    expect(await mediaRows(server, eventId)).toEqual([]);
  });

  it('a new upload of an abandoned file of the batch keeps the one slot', async () => {
    const { eventId } = await seedEvent(server);
    const before = tusFiles();
    const data = jpeg(2 * MB);
    const { metadata } = await oneFileBatch(eventId, data);
    await new Promise<void>((resolve) => {
      let cut = false;
      void tusUpload({
        server,
        data,
        metadata,
        chunkSize: 512 * 1024,
        onProgress: (sent, upload) => {
          if (!cut && sent > MB) {
            cut = true;
            void upload.abort().then(() => resolve());
          }
        },
      });
    });
    const again = await tusUpload({ server, data, metadata });
    expect(again.error).toBeNull();
    const rows = await mediaRows(server, eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe('processing');
    expect(await eventCounts(server, eventId)).toMatchObject({ files: 1 });
    expect(tusFiles()).toEqual(before);
  });

  describe('refuses at creation and changes nothing', () => {
    async function expectRefused(
      eventId: string,
      metadata: Record<string, string>,
      data: Buffer,
      expected: { status: number; error: string },
      cookie?: string,
    ) {
      const batchesBefore = await server.database.db
        .select()
        .from(uploadBatches)
        .where(eq(uploadBatches.eventId, eventId));
      const countsBefore = await eventCounts(server, eventId);
      const result = await tusUpload({ server, data, metadata, cookie });
      expect(tusErrorBody(result.error)).toMatchObject({
        status: expected.status,
        body: { error: expected.error, status: expected.status },
      });
      expect(await mediaRows(server, eventId)).toEqual([]);
      expect(await eventCounts(server, eventId)).toEqual(countsBefore);
      const batchesAfter = await server.database.db
        .select()
        .from(uploadBatches)
        .where(eq(uploadBatches.eventId, eventId));
      expect(batchesAfter).toEqual(batchesBefore);
    }

    it('bad metadata, another event, size or type other than declared', async () => {
      const { eventId } = await seedEvent(server);
      const other = await seedEvent(server);
      const data = jpeg(10_000);
      const { metadata } = await oneFileBatch(eventId, data);
      const bad = { status: 400, error: 'errors.validation' };
      const { filetype: _t, ...missingKey } = metadata;
      await expectRefused(eventId, missingKey, data, bad);
      await expectRefused(eventId, { ...metadata, extra: 'x' }, data, bad);
      await expectRefused(eventId, { ...metadata, fileIndex: '1' }, data, bad);
      await expectRefused(eventId, { ...metadata, fileIndex: 'x' }, data, bad);
      await expectRefused(eventId, metadata, jpeg(10_001), bad);
      await expectRefused(eventId, { ...metadata, filetype: 'image/png' }, data, bad);
      await expectRefused(eventId, { ...metadata, eventId: other.eventId }, data, {
        status: 404,
        error: 'errors.photoGroupNotFound',
      });
      await expectRefused(eventId, { ...metadata, eventId: 'nope' }, data, {
        status: 404,
        error: 'errors.eventNotFound',
      });
    });

    it('a creation without Upload-Length', async () => {
      const { eventId } = await seedEvent(server);
      const data = jpeg(10_000);
      const { metadata } = await oneFileBatch(eventId, data);
      const encoded = Object.entries(metadata)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(',');
      const res = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: {
          'Tus-Resumable': '1.0.0',
          'Upload-Defer-Length': '1',
          'Upload-Metadata': encoded,
        },
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toMatchObject({ error: 'errors.uploadFeatureUnsupported' });
      expect(await mediaRows(server, eventId)).toEqual([]);
      const noLength = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { 'Tus-Resumable': '1.0.0', 'Upload-Metadata': encoded },
      });
      expect(noLength.status).toBe(400);
      expect(await mediaRows(server, eventId)).toEqual([]);
    });

    it('over the size limits', async () => {
      const { eventId } = await seedEvent(server);
      const res = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(2 * 1024 * MB) },
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({
        error: 'errors.fileTooLarge',
        data: { limit: '1 GB' },
      });
      expect(await mediaRows(server, eventId)).toEqual([]);
    });

    it('the event changed after the batch: locked, unpaid, window over, uploads off', async () => {
      const { eventId } = await seedEvent(server);
      const data = jpeg(10_000);
      const { metadata } = await oneFileBatch(eventId, data);
      const { db } = server.database;
      const { hash } = await import('@node-rs/argon2');
      await db
        .update(events)
        .set({ passwordHash: await hash('sekret') })
        .where(eq(events.id, eventId));
      await expectRefused(eventId, metadata, data, { status: 401, error: 'errors.eventLocked' });
      await db
        .update(events)
        .set({ passwordHash: null, paid: false })
        .where(eq(events.id, eventId));
      await expectRefused(eventId, metadata, data, { status: 402, error: 'errors.eventUnpaid' });
      await db
        .update(events)
        .set({ paid: true, activationDate: warsawDay(-8) })
        .where(eq(events.id, eventId));
      await expectRefused(eventId, metadata, data, {
        status: 403,
        error: 'errors.uploadPeriodExpired',
      });
      await db
        .update(events)
        .set({ activationDate: warsawDay(3) })
        .where(eq(events.id, eventId));
      await expectRefused(eventId, metadata, data, {
        status: 403,
        error: 'errors.notActivatedYet',
      });
      await db
        .update(events)
        .set({
          activationDate: warsawDay(0),
          settings: {
            uploadsEnabled: false,
            guestbookVisible: true,
            slideshowVisible: false,
            slideshowIntervalSeconds: 5,
            guestZipDownload: false,
          },
        })
        .where(eq(events.id, eventId));
      await expectRefused(eventId, metadata, data, {
        status: 403,
        error: 'errors.uploadsDisabled',
      });
    });

    it('a video over the plan: trial has one video', async () => {
      const { eventId } = await seedEvent(server, { plan: 'trial', videosCount: 1, filesCount: 1 });
      const data = Buffer.concat([
        Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
        jpeg(1000),
      ]);
      const batch = await createBatch(guest(server), eventId, {
        files: [{ name: 'a.mp4', size: data.length, type: 'video/mp4' }],
      });
      expect(batch.body).toMatchObject({ error: 'errors.videoLimitReached' });
      // A batch declared before the last video slot went.
      await server.database.db.update(events).set({ videosCount: 0 }).where(eq(events.id, eventId));
      const declared = await createBatch(guest(server), eventId, {
        files: [{ name: 'a.mp4', size: data.length, type: 'video/mp4' }],
      });
      expect(declared.status).toBe(201);
      await server.database.db.update(events).set({ videosCount: 1 }).where(eq(events.id, eventId));
      await expectRefused(
        eventId,
        {
          eventId,
          batchId: declared.body.batchId,
          fileIndex: '0',
          filename: 'a.mp4',
          filetype: 'video/mp4',
        },
        data,
        { status: 403, error: 'errors.videoLimitReached' },
      );
    });
  });

  it('opens a password-protected event to the guest who unlocked it', async () => {
    const { eventId } = await seedEvent(server, { password: 'wesele2026' });
    const client = guest(server);
    expect(
      (await client.post(`/api/public/events/${eventId}/unlock`, { password: 'wesele2026' }))
        .status,
    ).toBe(204);
    const data = jpeg(10_000);
    const { metadata } = await oneFileBatch(eventId, data, 'image/jpeg', {
      cookie: cookieHeader(client),
    });
    const result = await tusUpload({ server, data, metadata, cookie: cookieHeader(client) });
    expect(result.error).toBeNull();
    expect(await mediaRows(server, eventId)).toHaveLength(1);
  });

  it('streams the original through the storage adapter when the bytes are not on local disk', async () => {
    const { eventId } = await seedEvent(server);
    const data = jpeg(700_000);
    const { metadata } = await oneFileBatch(eventId, data);
    const { guests } = server;
    // Reserve through the real endpoint, then write the bytes straight into the tus store, so
    // that the server's own finish does not run and a service without local paths finishes it.
    const created = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(data.length),
        'Upload-Metadata': Object.entries(metadata)
          .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
          .join(','),
      },
    });
    expect(created.status).toBe(201);
    const uploadId = (created.headers.get('location') as string).split('/').pop() as string;
    await guests.datastore.store.write(Readable.from([data]), uploadId, 0);
    const { localPath: _local, ...remoteLike } = guests.datastore;
    const calls: string[] = [];
    const service = createUploadsService({
      repository: createUploadsRepository(server.database.db),
      datastore: remoteLike,
      storage: createStorage(server.config),
      gate: guests.gate,
      processor: { enqueue: (id) => calls.push(id) },
      expiryMs: server.config.uploads.expiryMs,
      locker: guests.locker,
      reserve: createDiskReserve({ folders: [], reserveBytes: 0, log: console }),
    });
    const { mediaId } = await service.finish(uploadId);
    const [row] = await mediaRows(server, eventId);
    expect(row).toMatchObject({
      id: mediaId,
      state: 'processing',
      sha256: sha256(data),
      crc32: crc32(data),
    });
    expect(readFileSync(storedFile(eventId, mediaId)).equals(data)).toBe(true);
    expect(calls).toEqual([mediaId]);
    expect(existsSync(path.join(uploadsDir(), uploadId))).toBe(false);
  });

  it('reads the free disk space before its transaction: a slow disk holds up no other query', async () => {
    const { eventId } = await seedEvent(server);
    const data = jpeg(50_000);
    const { metadata, batchId } = await oneFileBatch(eventId, data);
    const { guests } = server;
    // The disk answers only when the test lets it (statfs waits behind other uploads' writes on
    // a busy server).
    let answer: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let asked = false;
    const service = createUploadsService({
      repository: createUploadsRepository(server.database.db),
      datastore: guests.datastore,
      storage: createStorage(server.config),
      gate: guests.gate,
      processor: { enqueue: () => {} },
      expiryMs: server.config.uploads.expiryMs,
      locker: guests.locker,
      reserve: createDiskReserve({
        folders: [uploadsDir()],
        reserveBytes: 0,
        log: console,
        freeBytesOf: async () => {
          asked = true;
          await slow;
          return 1024 ** 4;
        },
      }),
    });
    const creating = service.create({
      uploadId: 'slow-disk-upload',
      size: data.length,
      metadata,
      credentials: guestCredentials(''),
    });
    await vi.waitFor(() => expect(asked).toBe(true));
    // While the disk has not answered, the database serves others and the batch is not locked
    // (a creation's transaction locks its batch's row).
    const other = server.database.db.transaction((tx) =>
      tx
        .select({ id: uploadBatches.id })
        .from(uploadBatches)
        .where(eq(uploadBatches.id, batchId))
        .for('update', { noWait: true }),
    );
    const outcome = await Promise.race([
      other.then(
        () => 'answered',
        (error: unknown) => `failed: ${String(error)}`,
      ),
      new Promise((resolve) => setTimeout(() => resolve('held up'), 3000)),
    ]);
    answer();
    expect(outcome).toBe('answered');
    const { mediaId } = await creating;
    const [row] = await mediaRows(server, eventId);
    expect(row).toMatchObject({ id: mediaId, state: 'uploading', uploadId: 'slow-disk-upload' });
    expect(await eventCounts(server, eventId)).toMatchObject({ files: 1 });
    await service.terminated('slow-disk-upload');
    expect(await eventCounts(server, eventId)).toMatchObject({ files: 0 });
  });

  it('takes voice messages as browsers record them (WebM from Chrome, MP4 audio from Safari)', async () => {
    const { eventId } = await seedEvent(server);
    const webm = Buffer.concat([
      Buffer.from(
        '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff',
        'hex',
      ),
      jpeg(30_000).subarray(4),
    ]);
    const m4a = Buffer.concat([
      Buffer.from('00000020667479704d344120000000004d344120697336666d703432', 'hex'),
      jpeg(30_000).subarray(4),
    ]);
    for (const [data, type, stored] of [
      [webm, 'audio/webm;codecs=opus', 'audio/webm'],
      [m4a, 'audio/mp4', 'audio/mp4'],
    ] as const) {
      const batch = await createBatch(guest(server), eventId, {
        kind: 'voice',
        guestName: 'Babcia',
        files: [{ name: 'voice', size: data.length, type, durationSeconds: 12 }],
      });
      expect(batch.status).toBe(201);
      const result = await tusUpload({
        server,
        data,
        metadata: {
          eventId,
          batchId: batch.body.batchId,
          fileIndex: '0',
          filename: 'voice',
          filetype: type,
        },
      });
      expect(result.error).toBeNull();
      const row = (await mediaRows(server, eventId)).find((m) => m.batchId === batch.body.batchId);
      expect(row).toMatchObject({ kind: 'audio', state: 'processing', mime: stored });
    }
    // A photo sent as a voice message is refused by content.
    const photoBytes = jpeg(20_000);
    const batch = await createBatch(guest(server), eventId, {
      kind: 'voice',
      files: [{ name: 'voice', size: photoBytes.length, type: 'audio/webm' }],
    });
    const refused = await tusUpload({
      server,
      data: photoBytes,
      metadata: {
        eventId,
        batchId: batch.body.batchId,
        fileIndex: '0',
        filename: 'voice',
        filetype: 'audio/webm',
      },
    });
    expect(tusErrorBody(refused.error)).toMatchObject({ status: 415 });
    expect(await eventCounts(server, eventId)).toMatchObject({ files: 2, videos: 0 });
  });

  it('answers HEAD but offers no tus download (GET)', async () => {
    const res = await fetch(`${server.url}/api/uploads/abc`);
    expect(res.status).toBe(405);
    const head = await fetch(`${server.url}/api/uploads/abc`, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0' },
    });
    expect(head.status).toBe(404);
  });

  it('keeps no media rows pointing at missing uploads', async () => {
    const rows = await server.database.db.select().from(media).where(eq(media.state, 'uploading'));
    for (const row of rows)
      expect(existsSync(path.join(uploadsDir(), row.uploadId as string))).toBe(true);
  });
});
