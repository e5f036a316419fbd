import { hash } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB } from '../../../shared/domain/limits';
import type { HttpClient } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import {
  clientId,
  createBatch,
  guest,
  jpeg,
  type SeedEvent,
  seedEvent,
  tusUpload,
  warsawDay,
} from '../../../test/guest';
import { startTestServer, type TestServer } from '../../../test/server';
import { events, media, rateLimits, uploadBatches } from '../../db/schema';
import { createGuestKeys, credentialsOf, guestCredentials } from '../../policies/guest-credentials';

const photo = (size = 1000, name = 'a.jpg') => ({ name, size, type: 'image/jpeg' });
const video = (size = 1000) => ({ name: 'a.mp4', size, type: 'video/mp4' });

describe.each(testDatabases)('guest API on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase, {
      env: {
        GUEST_UNLOCK_RATE_LIMIT_MAX: '3',
        GUEST_UNLOCK_RATE_LIMIT_WINDOW_SECONDS: '600',
        CLIENT_IP_HEADER: 'x-test-client-ip',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const page = (client: HttpClient, eventId: string, query = '') =>
    client.get(`/api/public/events/${eventId}${query}`);

  async function batchCount(eventId: string) {
    const [row] = await server.database.db
      .select({ n: count() })
      .from(uploadBatches)
      .where(eq(uploadBatches.eventId, eventId));
    return row?.n ?? 0;
  }

  describe('the guest page in every state', () => {
    it('open: everything the page needs, in the event time zone, with the allowance', async () => {
      const { eventId, albumIds } = await seedEvent(server, {
        plan: 'basic',
        filesCount: 40,
        videosCount: 9,
        extraAlbums: 1,
      });
      const res = await page(guest(server), eventId);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toEqual({
        access: 'open',
        event: {
          id: eventId,
          name: 'Wesele Ani i Tomka',
          language: 'pl',
          style: {},
          eventDate: warsawDay(0),
          type: 'wedding',
          timeZone: 'Europe/Warsaw',
          plan: 'basic',
          demo: false,
          passwordProtected: false,
          uploadState: 'open',
          uploadWindow: {
            firstDay: warsawDay(0),
            lastDay: warsawDay(6),
            days: 7,
            end: expect.stringMatching(/T2[12]:59:59\.999Z$/),
          },
          galleryVisible: true,
          guestbookVisible: true,
          slideshowVisible: false,
          slideshowIntervalSeconds: 5,
          guestDownloadAvailable: false,
          albums: [
            { id: albumIds[0], name: 'Główny album', isDefault: true },
            { id: albumIds[1], name: 'Album 1', isDefault: false },
          ],
          allowance: { files: 60, videos: 1, videoAllowed: true },
          reveal: { mode: 'off', at: null, revealed: true, shots: null, shotsLeft: null },
          prompts: [],
        },
      });
    });

    it('trial events are open without payment', async () => {
      const { eventId } = await seedEvent(server, { plan: 'trial', paid: false });
      const res = await page(guest(server), eventId);
      expect(res.body).toMatchObject({
        access: 'open',
        event: { plan: 'trial', uploadState: 'open', allowance: { files: 10, videos: 1 } },
      });
    });

    it.each<[string, SeedEvent, object]>([
      ['not yet active', { activationDate: warsawDay(5) }, { uploadState: 'notYetActive' }],
      ['ended (download window)', { activationDate: warsawDay(-8) }, { uploadState: 'ended' }],
      [
        'disabled by the owner',
        { settings: { uploadsEnabled: false } },
        { uploadState: 'disabled' },
      ],
      [
        'gallery and guestbook hidden',
        { settings: { guestGalleryVisible: false, guestbookVisible: false } },
        { galleryVisible: false, guestbookVisible: false },
      ],
      [
        'guest ZIP after the upload window',
        { activationDate: warsawDay(-8), settings: { guestZipDownload: true } },
        { guestDownloadAvailable: true },
      ],
      [
        'slideshow only on premium',
        { plan: 'basic', settings: { slideshowVisible: true } },
        { slideshowVisible: false },
      ],
    ])('%s', async (_name, seed, expected) => {
      const { eventId } = await seedEvent(server, seed);
      const res = await page(guest(server), eventId);
      expect(res.body).toMatchObject({ access: 'open', event: expected });
    });

    it.each<[string, SeedEvent, string]>([
      ['unpaid', { plan: 'standard', paid: false }, 'unpaid'],
      ['expired', { plan: 'basic', activationDate: warsawDay(-30) }, 'expired'],
      [
        'expired trial',
        { plan: 'trial', createdAt: new Date(Date.now() - 20 * 86_400_000) },
        'expired',
      ],
    ])('unavailable: %s', async (_name, seed, reason) => {
      const { eventId } = await seedEvent(server, { ...seed, password: 'sekret' });
      const res = await page(guest(server), eventId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        access: 'unavailable',
        reason,
        event: { id: eventId, name: 'Wesele Ani i Tomka', language: 'pl', style: {} },
      });
    });

    it('settings stored before the gallery switch existed read as shown', async () => {
      const { eventId } = await seedEvent(server);
      await server.database.db
        .update(events)
        .set({
          settings: {
            uploadsEnabled: true,
            guestbookVisible: true,
            slideshowVisible: false,
            slideshowIntervalSeconds: 5,
            guestZipDownload: false,
          },
        })
        .where(eq(events.id, eventId));
      const res = await page(guest(server), eventId);
      expect(res.body.event.galleryVisible).toBe(true);
      expect((await guest(server).get(`/api/public/events/${eventId}/media`)).status).toBe(200);
    });

    it('not found: 404 in the guest language', async () => {
      const res = await page(guest(server), 'no-such-event', '?lang=en');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: 'errors.eventNotFound',
        message: expect.any(String),
        status: 404,
      });
      for (const path of ['media', 'guestbook']) {
        expect((await guest(server).get(`/api/public/events/nope/${path}`)).status).toBe(404);
      }
      expect(
        (await guest(server).post('/api/public/events/nope/unlock', { password: 'x' })).status,
      ).toBe(404);
      expect((await createBatch(guest(server), 'nope', { files: [photo()] })).status).toBe(404);
    });

    it('the demo event, in Polish or English, takes no uploads', async () => {
      const pl = await page(guest(server), 'test-event');
      expect(pl.body).toMatchObject({
        access: 'open',
        event: {
          id: 'test-event',
          demo: true,
          passwordProtected: false,
          language: 'pl',
          uploadState: 'disabled',
          name: 'Ania i Tomek',
          albums: [{ isDefault: true, name: 'Główny album' }],
        },
      });
      expect(pl.body.event.style.backgroundColor).toMatch(/^#/);
      const en = await page(guest(server, { 'accept-language': 'en-GB,en;q=0.9' }), 'test-event');
      expect(en.body.event).toMatchObject({ language: 'en', name: 'Anna & Tom' });
      const batch = await createBatch(guest(server), 'test-event', { files: [photo()] });
      expect(batch.status).toBe(403);
      expect(batch.body.error).toBe('errors.uploadsDisabled');
    });

    it('the demo event shows sample pictures, a background and sample wishes', async () => {
      const media = await guest(server).get('/api/public/events/test-event/media');
      expect(media.status).toBe(200);
      expect(media.body.nextCursor).toBeNull();
      expect(media.body.items).toHaveLength(6);
      for (const item of media.body.items as { kind: string; urls: Record<string, string> }[]) {
        expect(item.kind).toBe('photo');
        const thumb = await fetch(`${server.url}${item.urls.thumb}`);
        expect(thumb.status).toBe(200);
        expect(thumb.headers.get('content-type')).toBe('image/webp');
        const size = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
        expect(Math.max(size.width ?? 0, size.height ?? 0)).toBe(480);
      }
      const first = media.body.items[0] as { urls: { original: string } };
      const original = await fetch(`${server.url}${first.urls.original}`);
      expect(original.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).format).toBe(
        'jpeg',
      );
      expect((await fetch(`${server.url}/media/test-event/nope/thumb`)).status).toBe(404);
      expect((await fetch(`${server.url}/media/test-event/demo-rings/poster`)).status).toBe(404);

      const event = await page(guest(server), 'test-event');
      const background = event.body.event.style.backgroundImages.mobile as string;
      const image = await fetch(`${server.url}${background}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');

      const wishes = await guest(server).get('/api/public/events/test-event/guestbook?lang=pl');
      expect(wishes.status).toBe(200);
      expect(wishes.body.items).toHaveLength(3);
      expect(wishes.body.items[0]).toMatchObject({ guestName: 'Ciocia Basia' });
      expect(wishes.body.items[0].media).toHaveLength(1);
      const english = await guest(server).get('/api/public/events/test-event/guestbook?lang=en');
      expect(english.body.items[0]).toMatchObject({ guestName: 'Aunt Barbara' });
    });
  });

  describe('password', () => {
    it('locked until unlocked; the cookie opens that event alone', async () => {
      const a = await seedEvent(server, { password: 'wesele2026', language: 'en' });
      const b = await seedEvent(server, { password: 'wesele2026' });
      const client = guest(server);

      const locked = await page(client, a.eventId);
      expect(locked.body).toEqual({
        access: 'locked',
        event: { id: a.eventId, name: 'Wesele Ani i Tomka', language: 'en', style: {} },
      });
      for (const path of ['media', 'guestbook']) {
        const res = await client.get(`/api/public/events/${a.eventId}/${path}`);
        expect(res.status).toBe(401);
        expect(res.body.error).toBe('errors.eventLocked');
      }
      expect((await createBatch(client, a.eventId, { files: [photo()] })).status).toBe(401);
      expect(await batchCount(a.eventId)).toBe(0);

      const wrong = await client.post(`/api/public/events/${a.eventId}/unlock?lang=en`, {
        password: 'wesele2025',
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({
        error: 'errors.incorrectPassword',
        message: 'Incorrect password',
      });
      expect(wrong.setCookies.filter((c) => c.startsWith('momenty_guest_'))).toEqual([]);
      const empty = await client.post(`/api/public/events/${a.eventId}/unlock`, { password: '' });
      expect(empty.status).toBe(400);

      const right = await client.post(`/api/public/events/${a.eventId}/unlock`, {
        password: 'wesele2026',
      });
      expect(right.status).toBe(204);
      expect(right.setCookies).toHaveLength(1);
      const cookie = right.setCookies[0] as string;
      expect(cookie).toMatch(new RegExp(`^momenty_guest_${a.eventId}=`));
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);

      const opened = (await page(client, a.eventId)).body;
      expect(opened.access).toBe('open');
      // The open page says it asks for a password (a guest passing the link on says so too).
      expect(opened.event.passwordProtected).toBe(true);
      expect((await client.get(`/api/public/events/${a.eventId}/media`)).status).toBe(200);
      // Same password, other event: still locked.
      expect((await page(client, b.eventId)).body.access).toBe('locked');
      // The value of A's cookie under B's name does not open B either.
      const forged = guest(server);
      forged.cookies.set(
        `momenty_guest_${b.eventId}`,
        client.cookies.get(`momenty_guest_${a.eventId}`) as string,
      );
      expect((await page(forged, b.eventId)).body.access).toBe('locked');
    });

    it('a changed password locks guests out again', async () => {
      const { eventId } = await seedEvent(server, { password: 'pierwsze' });
      const client = guest(server);
      await client.post(`/api/public/events/${eventId}/unlock`, { password: 'pierwsze' });
      expect((await page(client, eventId)).body.access).toBe('open');
      await server.database.db
        .update(events)
        .set({ passwordHash: await hash('pierwsze') })
        .where(eq(events.id, eventId));
      // Even the same password hashed anew (a new salt): the old cookie no longer opens it.
      expect((await page(client, eventId)).body.access).toBe('locked');
      await server.database.db
        .update(events)
        .set({ passwordHash: null })
        .where(eq(events.id, eventId));
      expect((await page(guest(server), eventId)).body.access).toBe('open');
      expect(
        (await guest(server).post(`/api/public/events/${eventId}/unlock`, { password: 'x' }))
          .status,
      ).toBe(204);
    });

    it('wrong attempts are limited per client address and event', async () => {
      const { eventId } = await seedEvent(server, { password: 'dobrehaslo' });
      const other = await seedEvent(server, { password: 'dobrehaslo' });
      const from = (ip: string) => guest(server, { 'x-test-client-ip': ip });
      const unlock = (ip: string, password: string, id = eventId) =>
        from(ip).post(`/api/public/events/${id}/unlock?lang=en`, { password });

      for (let i = 0; i < 3; i += 1) expect((await unlock('10.0.0.1', 'zle')).status).toBe(401);
      const limited = await unlock('10.0.0.1', 'dobrehaslo');
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ error: 'errors.rateLimited', data: { seconds: 600 } });
      expect(limited.setCookies.filter((c) => c.startsWith('momenty_guest_'))).toEqual([]);
      // Another address, another event: not limited.
      expect((await unlock('10.0.0.2', 'dobrehaslo')).status).toBe(204);
      expect((await unlock('10.0.0.1', 'dobrehaslo', other.eventId)).status).toBe(204);
      // The counter lives in the database (shared by every instance).
      const [row] = await server.database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `guest-unlock:${eventId}:10.0.0.1`));
      expect(row?.count).toBe(3);
      // A right password from the device that guessed wrong takes its guesses back from the address.
      const phone = from('10.0.0.3');
      const byPhone = (password: string) =>
        phone.post(`/api/public/events/${eventId}/unlock?lang=en`, { password });
      expect((await byPhone('zle')).status).toBe(401);
      expect((await byPhone('dobrehaslo')).status).toBe(204);
      const [forgiven] = await server.database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `guest-unlock:${eventId}:10.0.0.3`));
      expect(forgiven?.count).toBe(0);
    });

    it('cookies are Secure on an https site and expire', () => {
      let now = new Date('2026-06-01T12:00:00Z');
      const access = createGuestKeys({ secret: 'x'.repeat(40), secure: true, now: () => now });
      const event = { id: 'abc', passwordHash: '$argon2id$v=19$m=1,t=1,p=1$c2FsdA$aGFzaA' };
      const setCookie = access.unlockCookie(event);
      expect(setCookie).toMatch(/; Secure$/);
      const header = setCookie.split(';')[0] as string;
      expect(access.opens(guestCredentials(header), event)).toBe(true);
      expect(
        access.opens(guestCredentials(header), {
          ...event,
          passwordHash: `${event.passwordHash}x`,
        }),
      ).toBe(false);
      expect(
        access.opens(guestCredentials(header.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))), event),
      ).toBe(false);
      expect(access.opens(guestCredentials(''), event)).toBe(false);
      expect(access.opens(guestCredentials(header), { id: 'abc', passwordHash: null })).toBe(true);
      const other = createGuestKeys({ secret: 'y'.repeat(40), secure: true, now: () => now });
      expect(other.opens(guestCredentials(header), event)).toBe(false);
      now = new Date(now.getTime() + 31 * 86_400_000);
      expect(access.opens(guestCredentials(header), event)).toBe(false);
    });
  });

  describe('batches', () => {
    it('tells the browser that declared a batch what the server has of each file', async () => {
      const { eventId } = await seedEvent(server);
      const browser = clientId();
      const data = jpeg(4000);
      const created = await createBatch(guest(server), eventId, {
        clientId: browser,
        files: [photo(data.length), photo(2000, 'b.jpg'), photo(3000, 'c.jpg')],
      });
      const { batchId } = created.body as { batchId: string };
      const metadata = {
        eventId,
        batchId,
        fileIndex: '0',
        filename: 'a.jpg',
        filetype: 'image/jpeg',
      };
      expect((await tusUpload({ server, data, metadata })).error).toBeNull();
      const path = `/api/public/events/${eventId}/batches/${batchId}`;
      const answer = await guest(server).get(`${path}?clientId=${browser}`);
      expect(answer.status).toBe(200);
      expect(answer.body.files).toHaveLength(3);
      expect(['processing', 'ready']).toContain(answer.body.files[0].state);
      expect(answer.body.files.slice(1)).toEqual([
        { index: 1, state: 'missing' },
        { index: 2, state: 'missing' },
      ]);

      // A file the server could not make a picture of reads as failed: stored, not shown.
      await server.database.db
        .update(media)
        .set({ state: 'failed' })
        .where(eq(media.batchId, batchId));
      const failed = await guest(server).get(`${path}?clientId=${browser}`);
      expect(failed.body.files[0]).toEqual({ index: 0, state: 'failed' });

      // Another browser, a bad id, another event: nothing is told.
      const stranger = await guest(server).get(`${path}?clientId=${clientId()}`);
      expect(stranger.status).toBe(404);
      expect(stranger.body.error).toBe('errors.photoGroupNotFound');
      expect((await guest(server).get(`${path}?clientId=bad`)).status).toBe(400);
      expect((await guest(server).get(path)).status).toBe(400);
      const other = await seedEvent(server);
      const foreign = await guest(server).get(
        `/api/public/events/${other.eventId}/batches/${batchId}?clientId=${browser}`,
      );
      expect(foreign.status).toBe(404);
    });

    it('creates an upload batch in the default album, trimming name and message', async () => {
      const { eventId, albumId } = await seedEvent(server);
      const res = await createBatch(guest(server), eventId, {
        guestName: '  Ciocia Basia ',
        message: ' Sto lat! ',
        files: [photo(), video()],
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ batchId: expect.any(String), albumId, alreadyUploaded: [] });
      const [row] = await server.database.db
        .select()
        .from(uploadBatches)
        .where(eq(uploadBatches.id, res.body.batchId));
      expect(row).toMatchObject({
        kind: 'upload',
        guestName: 'Ciocia Basia',
        message: 'Sto lat!',
        albumId,
        declaredFiles: [photo(), video()],
      });
    });

    it('takes another album of the event, never one of another event', async () => {
      const { eventId, albumIds } = await seedEvent(server, { extraAlbums: 1 });
      const other = await seedEvent(server);
      const ok = await createBatch(guest(server), eventId, {
        albumId: albumIds[1],
        files: [photo()],
      });
      expect(ok.body.albumId).toBe(albumIds[1]);
      const foreign = await createBatch(guest(server), eventId, {
        albumId: other.albumId,
        files: [photo()],
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.error).toBe('errors.albumNotFound');
    });

    it('guestbook entries and voice messages', async () => {
      const { eventId } = await seedEvent(server);
      const entry = await createBatch(guest(server), eventId, {
        kind: 'guestbook',
        guestName: 'Kasia',
        message: 'Wszystkiego najlepszego!',
        files: [],
      });
      expect(entry.status).toBe(201);
      const voice = await createBatch(guest(server), eventId, {
        kind: 'voice',
        files: [
          {
            name: 'voice.webm',
            size: 200_000,
            type: 'audio/webm;codecs=opus',
            durationSeconds: 42,
          },
        ],
      });
      expect(voice.status).toBe(201);
    });

    it.each<[string, SeedEvent, Record<string, unknown>, number, string, object?]>([
      [
        'guestbook without a name',
        {},
        { kind: 'guestbook', message: 'Hej', files: [] },
        400,
        'errors.validation',
        { issues: [{ path: 'guestName', message: 'validation.guestbook.nameRequired' }] },
      ],
      [
        'guestbook with a blank message',
        {},
        { kind: 'guestbook', guestName: 'Ola', message: '   ', files: [] },
        400,
        'errors.validation',
        { issues: [{ path: 'message', message: 'validation.guestbook.messageRequired' }] },
      ],
      [
        'guestbook message of 351 characters',
        {},
        { kind: 'guestbook', guestName: 'Ola', message: 'x'.repeat(351), files: [] },
        400,
        'errors.validation',
        { issues: [{ path: 'message', message: 'validation.guestbook.messageTooLong' }] },
      ],
      [
        'guestbook with 4 files',
        {},
        {
          kind: 'guestbook',
          guestName: 'Ola',
          message: 'Hej',
          files: [photo(), photo(), photo(), photo()],
        },
        400,
        'errors.validation',
        { issues: [{ path: 'files', message: 'validation.guestbook.tooManyFiles' }] },
      ],
      [
        'voice with two files',
        {},
        {
          kind: 'voice',
          files: [
            { name: 'a.webm', size: 10, type: 'audio/webm' },
            { name: 'b.webm', size: 10, type: 'audio/webm' },
          ],
        },
        400,
        'errors.validation',
      ],
      [
        'a file size that is not a number (a shape the apps never send)',
        {},
        { files: [{ name: 'a.jpg', size: 'big', type: 'image/jpeg' }] },
        400,
        'errors.validation',
        { issues: [{ path: 'files.0.size', message: 'validation.invalidValue' }] },
      ],
      [
        'voice that is a video',
        {},
        { kind: 'voice', files: [video()] },
        400,
        'errors.validation',
        { issues: [{ path: 'files.0.type', message: 'validation.upload.invalidType' }] },
      ],
      [
        'voice over 5 minutes',
        {},
        {
          kind: 'voice',
          files: [{ name: 'a.webm', size: 10, type: 'audio/webm', durationSeconds: 301 }],
        },
        400,
        'errors.validation',
        { issues: [{ path: 'files.0', message: 'validation.upload.voiceTooLong' }] },
      ],
      [
        'voice over 50 MB',
        {},
        { kind: 'voice', files: [{ name: 'a.webm', size: 50 * MB + 1, type: 'audio/webm' }] },
        400,
        'errors.validation',
        { issues: [{ path: 'files.0', message: 'validation.upload.voiceTooLarge' }] },
      ],
      [
        'audio in an upload batch',
        {},
        { files: [{ name: 'a.mp3', size: 10, type: 'audio/mpeg' }] },
        400,
        'errors.validation',
      ],
      [
        'a photo over 20 MB',
        {},
        { files: [photo(), photo(20 * MB + 1)] },
        400,
        'errors.validation',
        { issues: [{ path: 'files.1', message: 'validation.upload.photoTooLarge' }] },
      ],
      [
        'a video over 1 GB',
        {},
        { files: [video(1024 * MB + 1)] },
        400,
        'errors.validation',
        { issues: [{ path: 'files.0', message: 'validation.upload.videoTooLarge' }] },
      ],
      [
        'an unknown type',
        {},
        { files: [{ name: 'a.exe', size: 10, type: 'application/x-msdownload' }] },
        400,
        'errors.validation',
      ],
      ['an empty upload', {}, { files: [] }, 400, 'errors.validation'],
      [
        '21 files',
        {},
        { files: Array.from({ length: 21 }, () => photo()) },
        400,
        'errors.validation',
      ],
      [
        'two videos',
        {},
        { files: [video(), video()] },
        400,
        'errors.validation',
        { issues: [{ path: 'files', message: 'validation.upload.tooManyVideos' }] },
      ],
      ['a bad client id', {}, { clientId: 'short', files: [photo()] }, 400, 'errors.validation'],
      ['a bad hash', {}, { files: [{ ...photo(), sha256: 'xyz' }] }, 400, 'errors.validation'],
      [
        'more files than the plan has left',
        { plan: 'trial', filesCount: 9 },
        { files: [photo(), photo()] },
        403,
        'errors.fileLimitReached',
        { plan: 'trial', limit: 10, remaining: 1 },
      ],
      [
        'a second video on a trial',
        { plan: 'trial', filesCount: 1, videosCount: 1 },
        { files: [video()] },
        403,
        'errors.videoLimitReached',
        { plan: 'trial', limit: 1 },
      ],
      [
        'before the upload window',
        { activationDate: warsawDay(3) },
        { files: [photo()] },
        403,
        'errors.notActivatedYet',
        { date: warsawDay(3) },
      ],
      [
        'after the upload window',
        { activationDate: warsawDay(-8) },
        { files: [photo()] },
        403,
        'errors.uploadPeriodExpired',
        { days: 7 },
      ],
      [
        'an expired event',
        { activationDate: warsawDay(-40) },
        { files: [photo()] },
        403,
        'errors.uploadPeriodExpired',
        { days: 7 },
      ],
      [
        'an unpaid event',
        { plan: 'basic', paid: false },
        { files: [photo()] },
        402,
        'errors.eventUnpaid',
      ],
      [
        'uploads turned off',
        { settings: { uploadsEnabled: false } },
        { files: [photo()] },
        403,
        'errors.uploadsDisabled',
      ],
    ])('refuses %s and stores nothing', async (_name, seed, body, status, error, data) => {
      const { eventId } = await seedEvent(server, seed);
      const res = await guest(server).post(`/api/public/events/${eventId}/batches`, {
        kind: 'upload',
        clientId: clientId(),
        ...body,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.error).toBe(error);
      if (data) expect(res.body.data).toMatchObject(data);
      expect(await batchCount(eventId)).toBe(0);
    });

    it('answers the error text in the guest language', async () => {
      const { eventId } = await seedEvent(server, { activationDate: warsawDay(3) });
      const en = await createBatch(guest(server, { 'accept-language': 'en' }), eventId, {
        files: [photo()],
      });
      expect(en.body.message).toBe(
        `This event is not activated yet. You can upload photos from ${warsawDay(3)}.`,
      );
      const pl = await createBatch(guest(server), eventId, { files: [photo()] });
      expect(pl.body.message).toContain(warsawDay(3));
      expect(pl.body.message).not.toBe(en.body.message);
    });
  });

  describe('what guests see', () => {
    async function seedMedia(
      eventId: string,
      albumId: string,
      items: {
        kind?: string;
        state?: string;
        hidden?: boolean;
        batchHidden?: boolean;
        at: number;
        batchKind?: string;
        guestName?: string;
        message?: string;
      }[],
    ) {
      const ids: string[] = [];
      for (const [i, item] of items.entries()) {
        const batchId = `b-${eventId}-${i}`;
        await server.database.db.insert(uploadBatches).values({
          id: batchId,
          eventId,
          albumId,
          kind: item.batchKind ?? 'upload',
          guestName: item.guestName ?? 'Gość',
          message: item.message ?? null,
          hidden: item.batchHidden ?? false,
          createdAt: new Date(item.at),
        });
        const id = `m-${eventId}-${i}`;
        ids.push(id);
        await server.database.db.insert(media).values({
          id,
          eventId,
          albumId,
          batchId,
          kind: item.kind ?? 'photo',
          storageKey: `events/${eventId}/media/${id}/original`,
          size: 10,
          mime: 'image/jpeg',
          state: item.state ?? 'ready',
          hidden: item.hidden ?? false,
          width: 4000,
          height: 3000,
          placeholder: 'data:image/png;base64,AAAA',
          createdAt: new Date(item.at),
        });
      }
      return ids;
    }

    it('the gallery: visible, ready items, newest first, page by page', async () => {
      const { eventId, albumId } = await seedEvent(server);
      const t = Date.now() - 100_000;
      const ids = await seedMedia(eventId, albumId, [
        { at: t + 1 },
        { at: t + 2, kind: 'video' },
        { at: t + 3, state: 'processing' },
        { at: t + 4, hidden: true },
        { at: t + 5, batchHidden: true },
        { at: t + 6, kind: 'audio' },
        { at: t + 7, state: 'failed' },
        { at: t + 8 },
      ]);
      const client = guest(server);
      const first = await client.get(`/api/public/events/${eventId}/media?limit=2`);
      expect(first.status).toBe(200);
      expect(first.body.items.map((m: { id: string }) => m.id)).toEqual([ids[7], ids[5]]);
      expect(first.body.items[0]).toEqual({
        id: ids[7],
        kind: 'photo',
        albumId,
        width: 4000,
        height: 3000,
        durationMs: null,
        placeholder: 'data:image/png;base64,AAAA',
        urls: {
          thumb: `/media/${eventId}/${ids[7]}/thumb`,
          large: `/media/${eventId}/${ids[7]}/large`,
          original: `/media/${eventId}/${ids[7]}/original`,
          poster: null,
        },
        guestName: 'Gość',
        promptId: null,
        createdAt: new Date(t + 8).toISOString(),
      });
      expect(first.body.items[1].urls).toEqual({
        thumb: null,
        large: null,
        original: `/media/${eventId}/${ids[5]}/original`,
        poster: null,
      });
      const second = await client.get(
        `/api/public/events/${eventId}/media?limit=2&cursor=${first.body.nextCursor}`,
      );
      expect(second.body.items.map((m: { id: string }) => m.id)).toEqual([ids[1], ids[0]]);
      expect(second.body.items[0].urls.poster).toBe(`/media/${eventId}/${ids[1]}/poster`);
      expect(second.body.nextCursor).toBeNull();
      expect((await client.get(`/api/public/events/${eventId}/media?cursor=%%%`)).status).toBe(400);
      expect((await client.get(`/api/public/events/${eventId}/media?limit=1000`)).status).toBe(400);
    });

    it('a hidden gallery shows guests nothing', async () => {
      const { eventId, albumId } = await seedEvent(server, {
        settings: { guestGalleryVisible: false },
      });
      await seedMedia(eventId, albumId, [{ at: Date.now() }]);
      const res = await guest(server).get(`/api/public/events/${eventId}/media`);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('errors.forbidden');
    });

    it('unpaid and expired events list nothing', async () => {
      const unpaid = await seedEvent(server, { plan: 'basic', paid: false });
      expect((await guest(server).get(`/api/public/events/${unpaid.eventId}/media`)).status).toBe(
        402,
      );
      const expired = await seedEvent(server, { activationDate: warsawDay(-40) });
      const res = await guest(server).get(`/api/public/events/${expired.eventId}/guestbook`);
      expect(res.status).toBe(410);
    });

    it('the guestbook: entries newest first with their ready attachments, unless hidden', async () => {
      const { eventId, albumId } = await seedEvent(server);
      const t = Date.now() - 50_000;
      const ids = await seedMedia(eventId, albumId, [
        { at: t + 1, batchKind: 'guestbook', guestName: 'Ola', message: 'Sto lat' },
        { at: t + 2, batchKind: 'upload' },
        {
          at: t + 3,
          batchKind: 'guestbook',
          guestName: 'Jan',
          message: 'Gorzko!',
          state: 'processing',
        },
        { at: t + 4, batchKind: 'guestbook', guestName: 'Ukryty', message: 'x', batchHidden: true },
      ]);
      const res = await guest(server).get(`/api/public/events/${eventId}/guestbook`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        items: [
          {
            id: `b-${eventId}-2`,
            guestName: 'Jan',
            message: 'Gorzko!',
            createdAt: new Date(t + 3).toISOString(),
            media: [],
          },
          {
            id: `b-${eventId}-0`,
            guestName: 'Ola',
            message: 'Sto lat',
            createdAt: new Date(t + 1).toISOString(),
            media: [expect.objectContaining({ id: ids[0] })],
          },
        ],
        nextCursor: null,
      });
      const one = await guest(server).get(`/api/public/events/${eventId}/guestbook?limit=1`);
      expect(one.body.items).toHaveLength(1);
      const rest = await guest(server).get(
        `/api/public/events/${eventId}/guestbook?limit=1&cursor=${one.body.nextCursor}`,
      );
      expect(rest.body.items.map((e: { guestName: string }) => e.guestName)).toEqual(['Ola']);

      await server.database.db
        .update(events)
        .set({
          settings: {
            uploadsEnabled: true,
            guestbookVisible: false,
            guestGalleryVisible: true,
            slideshowVisible: false,
            slideshowIntervalSeconds: 5,
            guestZipDownload: false,
          },
        })
        .where(eq(events.id, eventId));
      expect((await guest(server).get(`/api/public/events/${eventId}/guestbook`)).status).toBe(403);
    });

    it('guest access check for media delivery', async () => {
      const open = await seedEvent(server);
      const locked = await seedEvent(server, { password: 'tajne1' });
      const unpaid = await seedEvent(server, { plan: 'basic', paid: false });
      const { gate } = server.guests;
      const canGuestSee = (headers: Headers, eventId: string) =>
        gate.allows(eventId, credentialsOf(headers), 'media');
      const none = new Headers();
      expect(await canGuestSee(none, open.eventId)).toBe(true);
      expect(await canGuestSee(none, locked.eventId)).toBe(false);
      expect(await canGuestSee(none, unpaid.eventId)).toBe(false);
      expect(await canGuestSee(none, 'nope')).toBe(false);
      const client = guest(server);
      await client.post(`/api/public/events/${locked.eventId}/unlock`, { password: 'tajne1' });
      const withCookie = new Headers({
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      });
      expect(await canGuestSee(withCookie, locked.eventId)).toBe(true);
    });
  });
});

describe.each(testDatabases)('password guesses at a venue on $kind', (testDatabase) => {
  let server: TestServer;
  let clock = new Date('2026-06-20T18:00:00Z').getTime();

  beforeAll(async () => {
    server = await startTestServer(testDatabase, {
      env: {
        GUEST_UNLOCK_DEVICE_FREE_ATTEMPTS: '2',
        GUEST_UNLOCK_RATE_LIMIT_MAX: '50',
        GUEST_UNLOCK_RATE_LIMIT_WINDOW_SECONDS: '900',
        CLIENT_IP_HEADER: 'x-test-client-ip',
      },
      now: () => new Date(clock),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const venue = { 'x-test-client-ip': '192.168.1.1' };
  const unlock = (client: HttpClient, eventId: string, password: string) =>
    client.post(`/api/public/events/${eventId}/unlock?lang=en`, { password });

  it('one device that guesses wrong waits longer each time; another behind the same address still gets in', async () => {
    const { eventId } = await seedEvent(server, { password: 'dobrehaslo' });
    const child = guest(server, venue);
    // The first answer gives the device its signed cookie; the free guesses have no wait.
    const first = await unlock(child, eventId, 'zle1');
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({ error: 'errors.incorrectPassword', data: { seconds: 0 } });
    expect(child.cookies.has('momenty_device')).toBe(true);
    expect((await unlock(child, eventId, 'zle2')).body.data).toEqual({ seconds: 0 });
    // Past the free guesses each wrong one says how long this device must wait: 5 s, then 10 s.
    expect((await unlock(child, eventId, 'zle3')).body.data).toEqual({ seconds: 5 });
    const early = await unlock(child, eventId, 'dobrehaslo');
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ error: 'errors.rateLimited', data: { seconds: 5 } });
    expect(early.body.message).toBe('Too many attempts. Try again in 5 seconds.');

    // A guest on another phone behind the same Wi-Fi gets in at once.
    const other = guest(server, venue);
    const right = await unlock(other, eventId, 'dobrehaslo');
    expect(right.status).toBe(204);
    expect(right.setCookies.some((cookie) => cookie.startsWith(`momenty_guest_${eventId}=`))).toBe(
      true,
    );

    clock += 6_000;
    expect((await unlock(child, eventId, 'zle4')).body.data).toEqual({ seconds: 10 });
    // A wait of a second or two is served late, not refused: the right password gets in.
    clock += 9_000;
    const started = Date.now();
    expect((await unlock(child, eventId, 'dobrehaslo')).status).toBe(204);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    // In: the device's count is gone and its typos no longer weigh on the address.
    const rows = await server.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `guest-unlock:${eventId}:192.168.1.1`));
    expect(rows[0]?.count).toBe(0);
  });

  it('a forged or damaged device cookie is a new device', async () => {
    const { eventId } = await seedEvent(server, { password: 'dobrehaslo' });
    const forged = guest(server, venue);
    forged.cookies.set('momenty_device', `${'A'.repeat(22)}.${'B'.repeat(43)}`);
    const answer = await unlock(forged, eventId, 'zle');
    expect(answer.status).toBe(401);
    expect(answer.setCookies.some((cookie) => cookie.startsWith('momenty_device='))).toBe(true);
    expect(forged.cookies.get('momenty_device')).not.toBe(`${'A'.repeat(22)}.${'B'.repeat(43)}`);
  });

  it('the address has a ceiling for everyone behind it, far above one device', async () => {
    const { eventId } = await seedEvent(server, { password: 'dobrehaslo' });
    // 50 wrong guesses, each from a fresh device (cookies thrown away), reach the ceiling.
    for (let i = 0; i < 50; i += 1) {
      expect((await unlock(guest(server, venue), eventId, `zle${i}`)).status).toBe(401);
    }
    const limited = await unlock(guest(server, venue), eventId, 'dobrehaslo');
    expect(limited.status).toBe(429);
    expect(limited.body.data).toEqual({ seconds: 900 });
  });
});
