/**
 * The three ways /media answers, through the real app: proxy from the bucket
 * (ranges and validators as on local disk), redirect to presigned URLs of the
 * bucket, and a CDN in front of the files. Guests never reach a hidden item.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { giveEventTo } from '../../../test/downloads';
import { addBatch, addItem } from '../../../test/gallery';
import { seedEvent } from '../../../test/guest';
import { startTestS3, type TestS3 } from '../../../test/s3-server';
import { startTestServer, type TestServer } from '../../../test/server';
import { LocalStorage } from '../../adapters/storage/local-storage';
import type { AppEnv } from '../../http/env';
import { createMediaRepository } from './media.repository';
import { mediaDeliveryRoutes, redirectMaxAge } from './media-delivery.routes';
import { createMediaDelivery } from './media-delivery.service';
import { mediaSitePath } from './media-keys';

/** A guest's event with a visible photo, a hidden photo and a video; the bytes of each original. */
async function seedGallery(server: TestServer) {
  const seeded = await seedEvent(server);
  const batchId = await addBatch(server, seeded);
  const photoBytes = randomBytes(4096);
  const photoId = await addItem(server, seeded, batchId, { bytes: photoBytes });
  const hiddenId = await addItem(server, seeded, batchId, { hidden: true });
  const lockedEvent = await seedEvent(server, { password: 'tajne-haslo' });
  const lockedId = await addItem(server, lockedEvent, await addBatch(server, lockedEvent));
  return {
    eventId: seeded.eventId,
    photoId,
    photoBytes,
    hiddenId,
    lockedEventId: lockedEvent.eventId,
    lockedId,
  };
}

type Gallery = Awaited<ReturnType<typeof seedGallery>>;

function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  return fetch(new URL(path, server.url), { headers, redirect: 'manual' });
}

/** Hidden items and events the guest may not see answer 404 in every mode. */
async function expectNoAccess(server: TestServer, gallery: Gallery) {
  for (const variant of ['original', 'thumb', 'large'] as const) {
    const hidden = await get(server, mediaSitePath(gallery.eventId, gallery.hiddenId, variant));
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get('location')).toBeNull();
    const locked = await get(
      server,
      mediaSitePath(gallery.lockedEventId, gallery.lockedId, variant),
    );
    expect(locked.status).toBe(404);
    expect(locked.headers.get('location')).toBeNull();
  }
}

function cspDirective(response: Response, name: string): string[] {
  const csp = response.headers.get('content-security-policy') ?? '';
  const directive = csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  return directive?.split(/\s+/).slice(1) ?? [];
}

describe.each(testDatabases)('media delivery modes on $kind', (testDatabase) => {
  describe('proxy from the bucket', () => {
    let s3: TestS3;
    let server: TestServer;
    let gallery: Gallery;

    beforeAll(async () => {
      s3 = await startTestS3();
      server = await startTestServer(testDatabase, { env: s3.env });
      gallery = await seedGallery(server);
    });

    afterAll(async () => {
      await server?.close();
      await s3?.close();
    });

    it('streams the bytes with ranges and validators, as from local disk', async () => {
      const path = mediaSitePath(gallery.eventId, gallery.photoId, 'original');
      const whole = await get(server, path);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.headers.get('content-length')).toBe('4096');
      expect(Buffer.from(await whole.arrayBuffer()).equals(gallery.photoBytes)).toBe(true);

      const ranged = await get(server, path, { Range: 'bytes=100-199' });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-range')).toBe('bytes 100-199/4096');
      expect(
        Buffer.from(await ranged.arrayBuffer()).equals(gallery.photoBytes.subarray(100, 200)),
      ).toBe(true);

      const etag = whole.headers.get('etag') ?? '';
      const revalidated = await get(server, path, { 'If-None-Match': etag });
      expect(revalidated.status).toBe(304);

      const thumb = await get(server, mediaSitePath(gallery.eventId, gallery.photoId, 'thumb'));
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      expect(thumb.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    });

    it('answers guests 404 for hidden items and locked events', async () => {
      await expectNoAccess(server, gallery);
    });
  });

  describe('redirect to presigned URLs', () => {
    let s3: TestS3;
    let server: TestServer;
    let gallery: Gallery;

    beforeAll(async () => {
      s3 = await startTestS3();
      server = await startTestServer(testDatabase, {
        env: { ...s3.env, MEDIA_DELIVERY: 'redirect', MEDIA_URL_TTL_SECONDS: '300' },
      });
      gallery = await seedGallery(server);
    });

    afterAll(async () => {
      await server?.close();
      await s3?.close();
    });

    it('sends the guest to the bucket after the access check; the bytes are the same', async () => {
      const original = await get(
        server,
        mediaSitePath(gallery.eventId, gallery.photoId, 'original'),
      );
      expect(original.status).toBe(302);
      expect(original.headers.get('cache-control')).toBe('private, max-age=240');
      const location = new URL(original.headers.get('location') ?? '');
      expect(location.origin).toBe(s3.endpoint);
      expect(location.searchParams.get('X-Amz-Expires')).toBe('300');

      const fromBucket = await fetch(location);
      expect(fromBucket.status).toBe(200);
      expect(fromBucket.headers.get('content-type')).toBe('image/jpeg');
      expect(fromBucket.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      expect(Buffer.from(await fromBucket.arrayBuffer()).equals(gallery.photoBytes)).toBe(true);

      // The browser follows the redirect with its Range header: seeking works.
      const ranged = await fetch(location, { headers: { Range: 'bytes=0-9' } });
      expect(ranged.status).toBe(206);
      expect(
        Buffer.from(await ranged.arrayBuffer()).equals(gallery.photoBytes.subarray(0, 10)),
      ).toBe(true);

      const thumb = await get(server, mediaSitePath(gallery.eventId, gallery.photoId, 'thumb'));
      expect(thumb.status).toBe(302);
      const thumbFromBucket = await fetch(thumb.headers.get('location') ?? '');
      expect(thumbFromBucket.status).toBe(200);
      expect(thumbFromBucket.headers.get('content-type')).toBe('image/webp');
      expect(thumbFromBucket.headers.get('content-disposition')).toBeNull();
    });

    it('lets the page load media from the bucket (CSP) and keeps API URLs on the site', async () => {
      const page = await get(server, '/api/health');
      expect(cspDirective(page, 'img-src')).toContain(s3.endpoint);
      expect(cspDirective(page, 'media-src')).toContain(s3.endpoint);
      const listed = await get(server, `/api/public/events/${gallery.eventId}/media`);
      const body = (await listed.json()) as { items: { id: string; urls: { thumb: string } }[] };
      expect(body.items.map((item) => item.urls.thumb)).toEqual([
        mediaSitePath(gallery.eventId, gallery.photoId, 'thumb'),
      ]);
    });

    it('answers guests 404 for hidden items and locked events', async () => {
      await expectNoAccess(server, gallery);
    });
  });

  describe('a CDN in front of the files', () => {
    const cdn = 'https://cdn.example.com/momenty';
    let server: TestServer;
    let gallery: Gallery;

    beforeAll(async () => {
      server = await startTestServer(testDatabase, { env: { MEDIA_PUBLIC_BASE_URL: `${cdn}/` } });
      gallery = await seedGallery(server);
    });

    afterAll(async () => {
      await server?.close();
    });

    it('gives CDN URLs in API answers: the stored key with the configured prefix', async () => {
      const listed = await get(server, `/api/public/events/${gallery.eventId}/media`);
      expect(listed.status).toBe(200);
      const body = (await listed.json()) as {
        items: { id: string; urls: Record<string, string | null> }[];
      };
      const prefix = `${cdn}/events/${gallery.eventId}/media/${gallery.photoId}`;
      expect(body.items).toHaveLength(1);
      expect(body.items[0]?.urls).toEqual({
        thumb: `${prefix}/thumb.webp`,
        large: `${prefix}/large.webp`,
        original: `${prefix}/original`,
        poster: null,
      });
      expect(cspDirective(listed, 'img-src')).toContain('https://cdn.example.com');
      expect(cspDirective(listed, 'media-src')).toContain('https://cdn.example.com');
    });

    it('gives the owner CDN URLs too, hidden items included', async () => {
      const owner = await signedInOwner(server);
      await giveEventTo(server, gallery.eventId, owner.userId);
      const listed = await owner.client.get(`/api/events/${gallery.eventId}/media`);
      expect(listed.status).toBe(200);
      const urls = new Map(
        (listed.body.items as { id: string; urls: { thumb: string } }[]).map((item) => [
          item.id,
          item.urls.thumb,
        ]),
      );
      expect(urls.get(gallery.hiddenId)).toBe(
        `${cdn}/events/${gallery.eventId}/media/${gallery.hiddenId}/thumb.webp`,
      );
    });

    it('redirects /media to the CDN after the access check', async () => {
      const thumb = await get(server, mediaSitePath(gallery.eventId, gallery.photoId, 'thumb'));
      expect(thumb.status).toBe(302);
      expect(thumb.headers.get('location')).toBe(
        `${cdn}/events/${gallery.eventId}/media/${gallery.photoId}/thumb.webp`,
      );
      expect(thumb.headers.get('cache-control')).toBe('private, max-age=86400');
      const original = await get(
        server,
        mediaSitePath(gallery.eventId, gallery.photoId, 'original'),
      );
      expect(original.status).toBe(302);
      expect(original.headers.get('location')).toBe(
        `${cdn}/events/${gallery.eventId}/media/${gallery.photoId}/original`,
      );
      // Revalidated each time, so that hiding the item stops the redirect at once.
      expect(original.headers.get('cache-control')).toBe('private, no-cache');
      await expectNoAccess(server, gallery);
    });
  });

  describe('redirect mode on a storage that cannot presign', () => {
    let server: TestServer;
    let gallery: Gallery;

    beforeAll(async () => {
      server = await startTestServer(testDatabase);
      gallery = await seedGallery(server);
    });

    afterAll(async () => {
      await server?.close();
    });

    it('serves the bytes itself', async () => {
      const app = new Hono<AppEnv>().route(
        '/',
        mediaDeliveryRoutes({
          delivery: createMediaDelivery({
            repository: createMediaRepository(server.database.db),
            storage: new LocalStorage(server.config.paths.files),
          }),
          storage: new LocalStorage(server.config.paths.files),
          viewerOf: async (_headers, eventId) =>
            eventId === gallery.eventId
              ? { guest: { gallery: true, guestbook: true, guestId: null } }
              : null,
          media: { delivery: 'redirect', urlTtlSeconds: 300, publicBaseUrl: undefined },
        }),
      );
      const response = await app.request(
        mediaSitePath(gallery.eventId, gallery.photoId, 'original'),
      );
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(gallery.photoBytes)).toBe(true);
    });
  });
});

describe('redirectMaxAge', () => {
  it('keeps a margin of a fifth of the validity, at most a minute', () => {
    expect(redirectMaxAge(300)).toBe(240);
    expect(redirectMaxAge(3600)).toBe(3540);
    expect(redirectMaxAge(10)).toBe(8);
  });
});
