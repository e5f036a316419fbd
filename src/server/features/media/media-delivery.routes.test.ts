import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/db';
import {
  addUploaded,
  mediaRow,
  type SeededEvent,
  sampleJpeg,
  seedEvent,
} from '../../../test/media';
import { LocalStorage } from '../../adapters/storage/local-storage';
import type { Storage } from '../../adapters/storage/storage';
import type { DatabaseHandle } from '../../db/client';
import type { AppEnv } from '../../http/env';
import type { MediaViewerOf } from '../../policies/media-viewer';
import { presentMedia } from './media.presenter';
import { createMediaRepository } from './media.repository';
import { mediaDeliveryRoutes } from './media-delivery.routes';
import { createMediaDelivery, type MediaViewer, parseRange } from './media-delivery.service';
import { mediaStorageKey, mediaUrl } from './media-keys';
import { createMediaProcessor } from './media-processor';

describe('parseRange', () => {
  it('reads single byte ranges and ignores what is not one', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'range', start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'range', start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'range', start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'range', start: 0, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ kind: 'range', start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'none' });
    expect(parseRange('items=0-1', 100)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=9-1', 100)).toEqual({ kind: 'none' });
  });
});

describe.each(testDatabases)(
  'GET /media/{eventId}/{mediaId}/{variant} on $kind',
  (testDatabase) => {
    let database: DatabaseHandle;
    let storage: LocalStorage;
    let storageDir: string;
    let server: ReturnType<typeof serve>;
    let base: string;
    let seeded: SeededEvent;
    /** Streams the app opened, to see them closed. */
    const opened: Readable[] = [];
    /** When set, opening a stored file waits for it (to open it after the client is gone). */
    let holdOpen: Promise<void> | null = null;
    /** Errors the app's error handler heard, and the statuses its outermost middleware saw. */
    const appErrors: unknown[] = [];
    const statuses: number[] = [];

    /** The test decides who asks with a header; the real app asks the session and the guest cookie. */
    const viewerOf: MediaViewerOf = async (headers, eventId) => {
      const viewer = headers.get('x-viewer');
      if (headers.get('x-event') !== eventId) return null;
      const guest: MediaViewer = { guest: { gallery: true, guestbook: true, guestId: null } };
      return viewer === 'owner' ? 'owner' : viewer === 'guest' ? guest : null;
    };

    let photoId: string;
    let photoOriginal: Buffer;
    let hiddenId: string;
    let failedId: string;
    let videoId: string;
    let video: Buffer;

    beforeAll(async () => {
      database = await testDatabase.open();
      storageDir = mkdtempSync(path.join(os.tmpdir(), 'momenty-delivery-'));
      storage = new LocalStorage(storageDir);
      seeded = await seedEvent(database.db);
      const watching: Storage = Object.create(storage);
      watching.get = async (key, range) => {
        if (holdOpen) await holdOpen;
        const result = await storage.get(key, range);
        opened.push(result.stream);
        return result;
      };
      const app = new Hono<AppEnv>();
      app.onError((error, c) => {
        appErrors.push(error);
        return c.text('failed', 500);
      });
      // Like the app's request log: a header set once the route has answered.
      app.use('*', async (c, next) => {
        await next();
        c.header('X-Request-Id', 'test');
        statuses.push(c.res.status);
      });
      app.route(
        '/',
        mediaDeliveryRoutes({
          delivery: createMediaDelivery({
            repository: createMediaRepository(database.db),
            storage: watching,
          }),
          storage: watching,
          viewerOf,
        }),
      );
      server = await new Promise((resolve) => {
        const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
      });
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

      photoOriginal = await sampleJpeg({ width: 900, height: 600 });
      photoId = await addUploaded(database.db, storage, seeded, {
        kind: 'photo',
        bytes: photoOriginal,
        mime: 'image/jpeg',
        name: 'Zdjęcie "ślub".jpg',
      });
      hiddenId = await addUploaded(database.db, storage, seeded, {
        kind: 'photo',
        bytes: photoOriginal,
        mime: 'image/jpeg',
        hidden: true,
      });
      failedId = await addUploaded(database.db, storage, seeded, {
        kind: 'photo',
        bytes: Buffer.from('not an image'),
        mime: 'image/jpeg',
      });
      // A "video" original big enough that streaming it takes many chunks; content is not checked here.
      video = randomBytes(24 * 1024 * 1024);
      videoId = await addUploaded(database.db, storage, seeded, {
        kind: 'video',
        bytes: video,
        mime: 'video/mp4',
        name: 'film.mp4',
        state: 'ready',
      });
      const processor = createMediaProcessor({
        db: database.db,
        storage,
        logger: pino({ level: 'silent' }),
        config: { ffmpegPath: null },
      });
      for (const id of [photoId, hiddenId, failedId]) processor.enqueue(id);
      await processor.idle();
      await processor.close();
    });

    afterAll(async () => {
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      await database?.close();
      rmSync(storageDir, { recursive: true, force: true });
    });

    function get(
      mediaId: string,
      variant: string,
      viewer: 'owner' | 'guest' | 'nobody',
      headers: Record<string, string> = {},
      eventId = seeded.eventId,
    ) {
      return fetch(`${base}/media/${eventId}/${mediaId}/${variant}`, {
        headers: { 'x-viewer': viewer, 'x-event': seeded.eventId, ...headers },
      });
    }

    it('serves derivatives as immutable WebP with an ETag, and 304 when it matches', async () => {
      for (const variant of ['thumb', 'large']) {
        const response = await get(photoId, variant, 'guest');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const body = Buffer.from(await response.arrayBuffer());
        expect(body.subarray(8, 12).toString('ascii')).toBe('WEBP');
        expect(Number(response.headers.get('content-length'))).toBe(body.length);
        const etag = response.headers.get('etag') as string;
        expect(etag).toMatch(/^"[^"]+"$/);
        const again = await get(photoId, variant, 'guest', { 'if-none-match': etag });
        expect(again.status).toBe(304);
        expect(await again.text()).toBe('');
      }
    });

    it('serves the original whole, with its type, name and strong ETag', async () => {
      const response = await get(photoId, 'original', 'guest');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('content-disposition')).toBe(
        `inline; filename="Zdjecie _slub_.jpg"; filename*=UTF-8''Zdj%C4%99cie%20%22%C5%9Blub%22.jpg`,
      );
      const row = await mediaRow(database.db, photoId);
      expect(response.headers.get('etag')).toBe(`"${row.sha256}"`);
      expect(Buffer.from(await response.arrayBuffer()).equals(photoOriginal)).toBe(true);
    });

    it('answers byte ranges of the original: first bytes, open-ended, suffix; 416 outside', async () => {
      const size = video.length;
      const first = await get(videoId, 'original', 'guest', { range: 'bytes=0-99' });
      expect(first.status).toBe(206);
      expect(first.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
      expect(first.headers.get('content-length')).toBe('100');
      expect(first.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await first.arrayBuffer()).equals(video.subarray(0, 100))).toBe(true);

      const open = await get(videoId, 'original', 'guest', { range: `bytes=${size - 1000}-` });
      expect(open.status).toBe(206);
      expect(open.headers.get('content-range')).toBe(`bytes ${size - 1000}-${size - 1}/${size}`);
      expect(Buffer.from(await open.arrayBuffer()).equals(video.subarray(size - 1000))).toBe(true);

      const suffix = await get(videoId, 'original', 'guest', { range: 'bytes=-10' });
      expect(suffix.status).toBe(206);
      expect(suffix.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
      expect(Buffer.from(await suffix.arrayBuffer()).equals(video.subarray(size - 10))).toBe(true);

      const outside = await get(videoId, 'original', 'guest', { range: `bytes=${size}-` });
      expect(outside.status).toBe(416);
      expect(outside.headers.get('content-range')).toBe(`bytes */${size}`);
      expect((await outside.json()).error).toBe('errors.rangeNotSatisfiable');

      const head = await fetch(`${base}/media/${seeded.eventId}/${videoId}/original`, {
        method: 'HEAD',
        headers: { 'x-viewer': 'guest', 'x-event': seeded.eventId, range: 'bytes=10-19' },
      });
      expect(head.status).toBe(206);
      expect(head.headers.get('content-length')).toBe('10');
      expect(await head.text()).toBe('');

      // If-Range with another validator: the whole file.
      const stale = await get(videoId, 'original', 'guest', {
        range: 'bytes=0-9',
        'if-range': '"something-else"',
      });
      expect(stale.status).toBe(200);
      expect(stale.headers.get('content-length')).toBe(String(size));
      await stale.body?.cancel();
    });

    it('answers 404 alike to whoever may not see the event, and for what does not exist', async () => {
      const answers = [
        await get(photoId, 'thumb', 'nobody'),
        await get(photoId, 'original', 'nobody'),
        // Authorised for another event than the one in the path.
        await get(photoId, 'original', 'owner', {}, 'another-event'),
        await get('no-such-media', 'original', 'owner'),
        // Guests never see hidden items or items that are not ready.
        await get(hiddenId, 'thumb', 'guest'),
        await get(hiddenId, 'original', 'guest'),
        await get(failedId, 'original', 'guest'),
        // Failed items have no derivatives, videos no thumbnails here, photos no posters.
        await get(failedId, 'thumb', 'owner'),
        await get(videoId, 'thumb', 'owner'),
        await get(photoId, 'poster', 'owner'),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect((await answer.json()).error).toBe('errors.notFound');
      }
      expect((await get(photoId, 'unknown', 'owner')).status).toBe(404);
    });

    it('shows the owner hidden items and the original of a failed one', async () => {
      expect((await get(hiddenId, 'thumb', 'owner')).status).toBe(200);
      const original = await get(failedId, 'original', 'owner');
      expect(original.status).toBe(200);
      expect(await original.text()).toBe('not an image');
    });

    it('hides a whole hidden batch from guests', async () => {
      const hiddenBatch = await seedEvent(database.db, { batchHidden: true });
      const id = await addUploaded(database.db, storage, hiddenBatch, {
        kind: 'video',
        bytes: Buffer.from('x'),
        mime: 'video/mp4',
        state: 'ready',
      });
      const ask = (viewer: string) =>
        fetch(`${base}/media/${hiddenBatch.eventId}/${id}/original`, {
          headers: { 'x-viewer': viewer, 'x-event': hiddenBatch.eventId },
        });
      expect((await ask('guest')).status).toBe(404);
      expect((await ask('owner')).status).toBe(200);
    });

    it('closes the stored file when the client goes away mid-download', async () => {
      const before = opened.length;
      await new Promise<void>((resolve, reject) => {
        const request = http.get(
          `${base}/media/${seeded.eventId}/${videoId}/original`,
          { headers: { 'x-viewer': 'guest', 'x-event': seeded.eventId } },
          (response) => {
            expect(response.statusCode).toBe(200);
            response.once('data', () => {
              request.destroy();
              resolve();
            });
          },
        );
        request.on('error', (error) => {
          if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
        });
      });
      const stream = opened[before] as Readable;
      expect(stream).toBeDefined();
      await expect.poll(() => stream.destroyed, { timeout: 5000 }).toBe(true);
      // It was not read to the end.
      expect(stream.readableEnded).toBe(false);
    });

    it('answers a client gone before the stored file is open without an error', async () => {
      let release = () => {};
      holdOpen = new Promise((resolve) => {
        release = resolve;
      });
      const before = { opened: opened.length, statuses: statuses.length };
      try {
        await new Promise<void>((resolve) => {
          const request = http.get(`${base}/media/${seeded.eventId}/${videoId}/original`, {
            headers: { 'x-viewer': 'guest', 'x-event': seeded.eventId },
          });
          request.on('error', () => resolve());
          request.on('socket', (socket) =>
            socket.on('connect', () => setTimeout(() => request.destroy(), 50)),
          );
        });
        // The server has seen the connection close before the file is opened.
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        release();
        holdOpen = null;
      }
      // The route has answered (or failed).
      await expect
        .poll(() => statuses.length + appErrors.length, { timeout: 5000 })
        .toBeGreaterThan(before.statuses);
      expect(appErrors.map(String)).toEqual([]);
      expect(statuses.at(-1)).toBe(499);
      const stream = opened[before.opened] as Readable;
      await expect.poll(() => stream.destroyed, { timeout: 5000 }).toBe(true);
      // The app goes on serving.
      const again = await get(photoId, 'original', 'guest');
      expect(again.status).toBe(200);
      expect(Buffer.from(await again.arrayBuffer()).equals(photoOriginal)).toBe(true);
    });

    it('presents items with URLs only for derivatives that exist', async () => {
      const ready = presentMedia({
        ...(await mediaRow(database.db, photoId)),
        guestName: 'Ania',
        promptId: null,
      });
      expect(ready.urls).toEqual({
        thumb: mediaUrl(seeded.eventId, photoId, 'thumb'),
        large: mediaUrl(seeded.eventId, photoId, 'large'),
        original: mediaUrl(seeded.eventId, photoId, 'original'),
        poster: null,
      });
      expect(ready.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect([ready.width, ready.height]).toEqual([900, 600]);
      expect(ready.guestName).toBe('Ania');
      const failed = presentMedia({
        ...(await mediaRow(database.db, failedId)),
        guestName: null,
        promptId: null,
      });
      expect(failed.urls).toEqual({
        thumb: null,
        large: null,
        original: mediaUrl(seeded.eventId, failedId, 'original'),
        poster: null,
      });
      const videoItem = presentMedia({
        ...(await mediaRow(database.db, videoId)),
        guestName: null,
        promptId: null,
      });
      expect(videoItem.urls.poster).toBe(mediaUrl(seeded.eventId, videoId, 'poster'));
      expect(videoItem.urls.thumb).toBeNull();
      expect(await storage.exists(mediaStorageKey(seeded.eventId, photoId, 'large'))).toBe(true);
    });
  },
);
