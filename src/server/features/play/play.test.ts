/**
 * Guests playing along, over HTTP on both databases: the device's own items ("my photos"),
 * self-delete and its window, renaming, reveal mode on every guest route and /media, shots
 * under a race, and photo challenges (hosts' CRUD, a guest's answer, the owner's filter).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../test/auth';
import { signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { fetchBytes, readZip } from '../../../test/downloads';
import { addBatch, addItem, counters, ownedEvent } from '../../../test/gallery';
import {
  cookieHeader,
  createBatch,
  encodeMetadata,
  guest,
  jpeg,
  seedEvent,
  tusUpload,
} from '../../../test/guest';
import { isReader, SseReader } from '../../../test/live';
import { startTestServer, type TestServer } from '../../../test/server';
import { liveEvents, media, uploadBatches } from '../../db/schema';
import { deviceCookieName } from '../../policies/guest-credentials';

const hour = 3600_000;

describe.each(testDatabases)('guests playing along on $kind', (testDatabase) => {
  let server: TestServer;
  let clock = new Date();

  beforeAll(async () => {
    server = await startTestServer(testDatabase, { now: () => clock });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    clock = new Date();
  });

  /** A guest's browser whose device cookie the server gave at its first batch; its id. */
  async function device(eventId: string): Promise<{ client: HttpClient; guestId: string }> {
    const client = guest(server);
    const res = await createBatch(client, eventId, {
      files: [{ name: 'a.jpg', size: 10, type: 'image/jpeg' }],
    });
    expect(res.status).toBe(201);
    const value = client.cookies.get(deviceCookieName);
    expect(value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    return { client, guestId: (value as string).split('.')[0] as string };
  }

  const mine = (client: HttpClient, eventId: string) =>
    client.get(`/api/public/events/${eventId}/mine`);
  const deleteMine = (client: HttpClient, eventId: string, mediaId: string) =>
    client.request('DELETE', `/api/public/events/${eventId}/mine/${mediaId}`);

  describe('my uploads', () => {
    it('lists what this device sent after a real upload, with its state; others see nothing of it', async () => {
      const seeded = await seedEvent(server, { plan: 'standard' });
      const client = guest(server);
      const data = jpeg(3000);
      const batch = await createBatch(client, seeded.eventId, {
        files: [{ name: 'IMG_1.jpg', size: data.length, type: 'image/jpeg' }],
      });
      expect(batch.status).toBe(201);
      expect(batch.setCookies.some((c) => c.startsWith(`${deviceCookieName}=`))).toBe(true);
      expect(batch.setCookies.find((c) => c.startsWith(deviceCookieName))).toMatch(/HttpOnly/);
      const upload = await tusUpload({
        server,
        data,
        cookie: cookieHeader(client),
        metadata: {
          eventId: seeded.eventId,
          batchId: batch.body.batchId,
          fileIndex: '0',
          filename: 'IMG_1.jpg',
          filetype: 'image/jpeg',
        },
      });
      expect(upload.error).toBeNull();
      const listed = await mine(client, seeded.eventId);
      expect(listed.status).toBe(200);
      expect(listed.body.items).toHaveLength(1);
      expect(listed.body.items[0]).toMatchObject({ kind: 'photo', guestName: null });
      expect(['processing', 'visible', 'failed']).toContain(listed.body.items[0].state);
      expect(Date.parse(listed.body.items[0].deletableUntil)).toBeGreaterThan(Date.now());

      // Another device, and a forged cookie (someone else's id, a made-up signature), see nothing.
      expect((await mine(guest(server), seeded.eventId)).body.items).toEqual([]);
      const guestId = (client.cookies.get(deviceCookieName) as string).split('.')[0];
      const forged = guest(server, { cookie: `${deviceCookieName}=${guestId}.${'A'.repeat(43)}` });
      expect((await mine(forged, seeded.eventId)).body.items).toEqual([]);
      const refused = await deleteMine(forged, seeded.eventId, listed.body.items[0].id);
      expect(refused.status).toBe(404);
      expect(refused.body.error).toBe('errors.fileUnavailable');
      expect(await mediaCount(seeded.eventId)).toBe(1);
    });

    it('states: processing, visible, hidden by the hosts, failed; works with the gallery hidden', async () => {
      const seeded = await seedEvent(server, {
        plan: 'basic',
        settings: { guestGalleryVisible: false },
      });
      const { client, guestId } = await device(seeded.eventId);
      const batchId = await addBatch(server, seeded, { guestId, guestName: 'Ola' });
      const ready = await addItem(server, seeded, batchId, {
        createdAt: new Date(Date.now() - 4000),
      });
      const hidden = await addItem(server, seeded, batchId, {
        hidden: true,
        createdAt: new Date(Date.now() - 3000),
      });
      const failed = await addItem(server, seeded, batchId, {
        state: 'failed',
        createdAt: new Date(Date.now() - 2000),
      });
      const processing = await addItem(server, seeded, batchId, {
        state: 'processing',
        createdAt: new Date(Date.now() - 1000),
      });
      await addItem(server, seeded, batchId, { state: 'uploading' });
      const listed = await mine(client, seeded.eventId);
      expect(listed.status).toBe(200);
      expect(listed.body.items.map((i: { id: string; state: string }) => [i.id, i.state])).toEqual([
        [processing, 'processing'],
        [failed, 'failed'],
        [hidden, 'hidden'],
        [ready, 'visible'],
      ]);
      expect(listed.body.items[3].thumb).toBe(`/media/${seeded.eventId}/${ready}/thumb`);
      // Their own files reach them, even hidden, while the gallery is not shown to guests.
      expect((await client.get(`/media/${seeded.eventId}/${ready}/thumb`)).status).toBe(200);
      expect((await client.get(`/media/${seeded.eventId}/${hidden}/thumb`)).status).toBe(200);
      expect((await guest(server).get(`/media/${seeded.eventId}/${ready}/thumb`)).status).toBe(404);
      expect((await client.get(`/api/public/events/${seeded.eventId}/media`)).status).toBe(403);
    });

    it('deletes within 24 hours and the upload window: counters follow, the owner is told live', async () => {
      const seeded = await seedEvent(server, { plan: 'premium' });
      const { client, guestId } = await device(seeded.eventId);
      const batchId = await addBatch(server, seeded, { guestId });
      const sent = new Date(Date.now() - 2 * hour);
      const first = await addItem(server, seeded, batchId, { createdAt: sent });
      const second = await addItem(server, seeded, batchId, { createdAt: sent });
      const before = await counters(server, seeded);
      expect(before.files).toBe(2);

      // One millisecond before the 24 hours are up: still possible.
      clock = new Date(sent.getTime() + 24 * hour - 1);
      const deleted = await deleteMine(client, seeded.eventId, first);
      expect(deleted.status).toBe(204);
      const after = await counters(server, seeded);
      expect(after.files).toBe(1);
      expect(after.albums[seeded.albumId]).toBe(1);
      expect(await mediaCount(seeded.eventId)).toBe(1);
      const told = await server.database.db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.eventId, seeded.eventId), eq(liveEvents.type, 'media.removed')));
      expect(told.map((row) => row.ids)).toEqual([[first]]);

      // At 24 hours: closed.
      clock = new Date(sent.getTime() + 24 * hour);
      const late = await deleteMine(client, seeded.eventId, second);
      expect(late.status).toBe(403);
      expect(late.body.error).toBe('errors.deleteWindowClosed');
      expect((await mine(client, seeded.eventId)).body.items[0].deletableUntil).toBeNull();
      expect(await mediaCount(seeded.eventId)).toBe(1);
    });

    it('lists and deletes a written wish too (with its attachments); another phone cannot', async () => {
      const seeded = await seedEvent(server, { plan: 'basic' });
      const { client } = await device(seeded.eventId);
      const wish = await createBatch(client, seeded.eventId, {
        kind: 'guestbook',
        guestName: 'Ola',
        message: 'Sto lat, młoda paro!',
        files: [],
      });
      expect(wish.status).toBe(201);
      const listed = (await mine(client, seeded.eventId)).body.items as {
        id: string;
        kind: string;
        message: string | null;
        state: string;
      }[];
      const entry = listed.find((item) => item.kind === 'wish');
      expect(entry).toMatchObject({
        id: wish.body.batchId,
        message: 'Sto lat, młoda paro!',
        state: 'visible',
      });
      expect((await deleteMine(guest(server), seeded.eventId, wish.body.batchId)).status).toBe(404);
      expect((await deleteMine(client, seeded.eventId, wish.body.batchId)).status).toBe(204);
      const left = (await mine(client, seeded.eventId)).body.items as { kind: string }[];
      expect(left.some((item) => item.kind === 'wish')).toBe(false);
      const told = await server.database.db
        .select()
        .from(liveEvents)
        .where(
          and(eq(liveEvents.eventId, seeded.eventId), eq(liveEvents.type, 'guestbook.removed')),
        );
      expect(told.map((row) => row.ids)).toEqual([[wish.body.batchId]]);
    });

    it('the upload window ends before the 24 hours: its end closes deleting', async () => {
      // A trial event activated 6 days ago: its window ends at the end of today (Warsaw).
      const started = new Date(Date.now() - 6 * 24 * hour);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(started);
      const seeded = await seedEvent(server, {
        plan: 'trial',
        activationDate: day,
        createdAt: started,
      });
      const { client, guestId } = await device(seeded.eventId);
      const page = await client.get(`/api/public/events/${seeded.eventId}`);
      const end = new Date(page.body.event.uploadWindow.end as string);
      const batchId = await addBatch(server, seeded, { guestId });
      const item = await addItem(server, seeded, batchId, {
        createdAt: new Date(end.getTime() - hour),
      });
      clock = new Date(end.getTime() - 60_000);
      const listed = await mine(client, seeded.eventId);
      expect(listed.body.items[0].deletableUntil).toBe(end.toISOString());
      clock = new Date(end.getTime() + 1);
      const late = await deleteMine(client, seeded.eventId, item);
      expect(late.status).toBe(403);
      expect(await mediaCount(seeded.eventId)).toBe(1);
    });

    it('renames the "from" name on everything this device sent, and nothing else', async () => {
      const seeded = await seedEvent(server, { plan: 'basic' });
      const { client, guestId } = await device(seeded.eventId);
      const own = await addBatch(server, seeded, { guestId, guestName: null });
      const other = await addBatch(server, seeded, { guestId: 'someone-else', guestName: 'Ania' });
      const blank = await client.request('PATCH', `/api/public/events/${seeded.eventId}/mine`, {
        guestName: '   ',
      });
      expect(blank.status).toBe(400);
      const renamed = await client.request('PATCH', `/api/public/events/${seeded.eventId}/mine`, {
        guestName: ' Zosia ',
      });
      expect(renamed.status).toBe(204);
      const rows = await server.database.db
        .select({ id: uploadBatches.id, guestName: uploadBatches.guestName })
        .from(uploadBatches)
        .where(eq(uploadBatches.eventId, seeded.eventId));
      const names = new Map(rows.map((row) => [row.id, row.guestName]));
      expect(names.get(own)).toBe('Zosia');
      expect(names.get(other)).toBe('Ania');
    });

    it('a locked event asks for its password first', async () => {
      const seeded = await seedEvent(server, { plan: 'basic', password: 'tajne-haslo' });
      const res = await mine(guest(server), seeded.eventId);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('errors.eventLocked');
    });
  });

  describe('reveal mode', () => {
    it('until the reveal guests see only their own; "reveal now" opens the gallery, /media and the page at once', async () => {
      const owner = await signedInOwner(server);
      const seeded = await ownedEvent(server, owner.userId, {
        plan: 'standard',
        settings: { revealMode: 'hand', guestZipDownload: true },
      });
      const { client, guestId } = await device(seeded.eventId);
      const ownItem = await addItem(server, seeded, await addBatch(server, seeded, { guestId }));
      const othersItem = await addItem(server, seeded, await addBatch(server, seeded, {}));
      const stranger = guest(server);

      const page = await client.get(`/api/public/events/${seeded.eventId}`);
      expect(page.body.event.reveal).toEqual({
        mode: 'hand',
        at: null,
        revealed: false,
        shots: null,
        shotsLeft: null,
      });
      const closed = await client.get(`/api/public/events/${seeded.eventId}/media`);
      expect(closed.status).toBe(403);
      expect(closed.body.error).toBe('errors.notRevealedYet');
      expect((await client.get(`/media/${seeded.eventId}/${ownItem}/large`)).status).toBe(200);
      expect((await client.get(`/media/${seeded.eventId}/${othersItem}/large`)).status).toBe(404);
      expect((await stranger.get(`/media/${seeded.eventId}/${ownItem}/original`)).status).toBe(404);
      // Their own list still works, and the gate closes the guest ZIP and slideshow the same way.
      expect((await mine(client, seeded.eventId)).body.items).toHaveLength(1);
      expect(
        await server.guests.gate.allows(seeded.eventId, { cookies: new Map() }, 'download'),
      ).toBe(false);
      // The hosts see everything.
      expect((await owner.client.get(`/media/${seeded.eventId}/${othersItem}/large`)).status).toBe(
        200,
      );

      const revealed = await owner.client.post(`/api/events/${seeded.eventId}/reveal`);
      expect(revealed.status).toBe(204);
      const open = await client.get(`/api/public/events/${seeded.eventId}/media`);
      expect(open.status).toBe(200);
      expect(open.body.items.map((item: { id: string }) => item.id).sort()).toEqual(
        [ownItem, othersItem].sort(),
      );
      expect((await stranger.get(`/media/${seeded.eventId}/${othersItem}/large`)).status).toBe(200);
      const after = await client.get(`/api/public/events/${seeded.eventId}`);
      expect(after.body.event.reveal.revealed).toBe(true);
      // The live streams were told to reload the event.
      const told = await server.database.db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.eventId, seeded.eventId), eq(liveEvents.type, 'event.updated')));
      expect(told).toHaveLength(1);
    });

    it('walks the guest routes before and after the reveal: lists, ZIP, files, live stream', async () => {
      // A standard event whose upload window is over (its download phase), ZIP open to guests.
      const started = new Date(Date.now() - 16 * 24 * hour);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(started);
      const owner = await signedInOwner(server);
      const seeded = await ownedEvent(server, owner.userId, {
        plan: 'standard',
        activationDate: day,
        createdAt: started,
        settings: { revealMode: 'hand', guestZipDownload: true, guestbookVisible: true },
      });
      const item = await addItem(server, seeded, await addBatch(server, seeded, {}));
      const client = guest(server);
      const base = `/api/public/events/${seeded.eventId}`;
      const page = await client.get(base);
      // The page offers no ZIP it would refuse.
      expect(page.body.event.guestDownloadAvailable).toBe(false);
      const before = {
        page: page.status,
        media: (await client.get(`${base}/media`)).body.error,
        guestbook: (await client.get(`${base}/guestbook`)).status,
        mine: (await client.get(`${base}/mine`)).status,
        zipPlan: (await client.get(`${base}/downloads`)).body.error,
        zip: (await client.get(`${base}/download.zip`)).body.error,
        file: (await client.get(`/media/${seeded.eventId}/${item}/large`)).status,
      };
      expect(before).toEqual({
        page: 200,
        media: 'errors.notRevealedYet',
        guestbook: 200,
        mine: 200,
        zipPlan: 'errors.notRevealedYet',
        zip: 'errors.notRevealedYet',
        file: 404,
      });
      // The guests' live stream tells nothing of the photos before the reveal, then the reveal.
      const live = await SseReader.open(`${server.url}${base}/live`);
      if (!isReader(live)) throw new Error('live stream refused');
      await live.until((reader) => reader.lastEventId() !== undefined);
      const opened = live.lastEventId();
      await server.live.publisher.publish(seeded.eventId, { type: 'media.updated', ids: [item] });
      // The change reaches the stream before the reveal as its id alone (no message): the stream
      // presents a change when it delivers it, so a change delivered after the reveal may tell.
      await live.until((reader) => reader.lastEventId() !== opened);
      expect(live.messages()).toEqual([]);
      expect((await owner.client.post(`/api/events/${seeded.eventId}/reveal`)).status).toBe(204);
      await live.until((reader) => reader.messages().some((m) => m.type === 'event.updated'));
      const types = live.messages().map((message) => message.type);
      expect(types).not.toContain('media.updated');
      live.close();

      const after = {
        media: (await client.get(`${base}/media`)).status,
        zipPlan: (await client.get(`${base}/downloads`)).status,
        file: (await client.get(`/media/${seeded.eventId}/${item}/large`)).status,
      };
      expect(after).toEqual({ media: 200, zipPlan: 200, file: 200 });
      expect((await client.get(base)).body.event.guestDownloadAvailable).toBe(true);
    });

    it('at a set time: closed one second before, open at the time', async () => {
      const at = new Date(Date.now() + 3 * hour);
      const seeded = await seedEvent(server, {
        plan: 'premium',
        settings: { revealMode: 'time', revealAt: at.toISOString() },
      });
      const client = guest(server);
      clock = new Date(at.getTime() - 1000);
      expect((await client.get(`/api/public/events/${seeded.eventId}/media`)).status).toBe(403);
      const page = await client.get(`/api/public/events/${seeded.eventId}`);
      expect(page.body.event.reveal).toMatchObject({ at: at.toISOString(), revealed: false });
      clock = at;
      expect((await client.get(`/api/public/events/${seeded.eventId}/media`)).status).toBe(200);
    });

    it('below the standard plan the setting is refused and stored settings are ignored', async () => {
      const owner = await signedInOwner(server);
      const seeded = await ownedEvent(server, owner.userId, {
        plan: 'basic',
        settings: { revealMode: 'hand' },
      });
      expect((await guest(server).get(`/api/public/events/${seeded.eventId}/media`)).status).toBe(
        200,
      );
      const refused = await owner.client.request('PATCH', `/api/events/${seeded.eventId}`, {
        settings: { revealMode: 'time', revealAt: new Date().toISOString() },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('errors.playNotInPlan');
    });

    it('owner settings: a set time is required; switching to "by hand" forgets the old time', async () => {
      const owner = await signedInOwner(server);
      const seeded = await ownedEvent(server, owner.userId, { plan: 'standard' });
      const path = `/api/events/${seeded.eventId}`;
      const missing = await owner.client.request('PATCH', path, {
        settings: { revealMode: 'time' },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.data.issues[0]).toMatchObject({ path: 'settings.revealAt' });
      const at = new Date(Date.now() + hour).toISOString();
      const timed = await owner.client.request('PATCH', path, {
        settings: { revealMode: 'time', revealAt: at, revealShots: 24 },
      });
      expect(timed.status).toBe(200);
      expect(timed.body.event.settings).toMatchObject({ revealMode: 'time', revealShots: 24 });
      const byHand = await owner.client.request('PATCH', path, {
        settings: { revealMode: 'hand' },
      });
      expect(byHand.status).toBe(200);
      expect(byHand.body.event.settings).toMatchObject({ revealMode: 'hand', revealAt: null });
      const wrongShots = await owner.client.request('PATCH', path, {
        settings: { revealShots: 12 },
      });
      expect(wrongShots.status).toBe(400);
    });
  });

  describe('shots per guest', () => {
    it('20 uploads at once from one device take exactly its 10 shots; another device has its own', async () => {
      const seeded = await seedEvent(server, {
        plan: 'premium',
        settings: { revealMode: 'hand', revealShots: 10 },
      });
      const client = guest(server);
      const files = Array.from({ length: 20 }, (_, index) => ({
        name: `IMG_${index}.jpg`,
        size: 100,
        type: 'image/jpeg',
      }));
      // More than the shots left in one batch: refused before anything starts.
      const tooMany = await createBatch(client, seeded.eventId, { files: files.slice(0, 11) });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.data.issues[0].message).toBe('validation.upload.tooManyShots');
      // Ten one-file batches and ten more, declared while all ten shots are left...
      const batches: string[] = [];
      for (let index = 0; index < 20; index += 1) {
        const res = await createBatch(client, seeded.eventId, { files: [files[index] as never] });
        expect(res.status).toBe(201);
        batches.push(res.body.batchId);
      }
      // ...then 20 tus creations at once.
      const answers = await Promise.all(
        batches.map((batchId, index) =>
          fetch(`${server.url}/api/uploads`, {
            method: 'POST',
            headers: {
              'tus-resumable': '1.0.0',
              'upload-length': '100',
              cookie: cookieHeader(client),
              'upload-metadata': encodeMetadata({
                eventId: seeded.eventId,
                batchId,
                fileIndex: '0',
                filename: `IMG_${index}.jpg`,
                filetype: 'image/jpeg',
              }),
            },
          }).then(async (res) => ({ status: res.status, body: await res.text() })),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 403)).toHaveLength(10);
      for (const answer of answers.filter((a) => a.status === 403)) {
        expect(JSON.parse(answer.body).error).toBe('errors.shotsUsedUp');
      }
      expect(await mediaCount(seeded.eventId)).toBe(10);
      const page = await client.get(`/api/public/events/${seeded.eventId}`);
      expect(page.body.event.reveal).toMatchObject({ shots: 10, shotsLeft: 0 });
      const used = await createBatch(client, seeded.eventId, { files: files.slice(0, 1) });
      expect(used.status).toBe(403);
      expect(used.body.error).toBe('errors.shotsUsedUp');
      // Another phone still has its film.
      const other = guest(server);
      expect(
        (await other.get(`/api/public/events/${seeded.eventId}`)).body.event.reveal.shotsLeft,
      ).toBe(10);
      expect((await createBatch(other, seeded.eventId, { files: files.slice(0, 10) })).status).toBe(
        201,
      );
    });
  });

  describe('photo challenges', () => {
    it('hosts write, reorder, rename and delete them; guests answer one; the owner filters by it', async () => {
      const owner = await signedInOwner(server);
      const seeded = await ownedEvent(server, owner.userId, { plan: 'standard' });
      const path = `/api/events/${seeded.eventId}/prompts`;
      const put = (prompts: unknown) => owner.client.request('PUT', path, { prompts });
      const first = await put([
        { title: 'Selfie z Panną Młodą' },
        { title: ' Najlepszy ruch na parkiecie ' },
        { title: 'Uśmiech babci' },
      ]);
      expect(first.status).toBe(200);
      const [selfie, dance, smile] = first.body.prompts as { id: string; title: string }[];
      expect(dance?.title).toBe('Najlepszy ruch na parkiecie');

      // A guest sees them and answers the dance one.
      const { client, guestId } = await device(seeded.eventId);
      const page = await client.get(`/api/public/events/${seeded.eventId}`);
      expect(page.body.event.prompts).toEqual(first.body.prompts);
      const answer = await createBatch(client, seeded.eventId, {
        promptId: dance?.id,
        files: [{ name: 'a.jpg', size: 10, type: 'image/jpeg' }],
      });
      expect(answer.status).toBe(201);
      const [stored] = await server.database.db
        .select({ promptId: uploadBatches.promptId })
        .from(uploadBatches)
        .where(eq(uploadBatches.id, answer.body.batchId));
      expect(stored?.promptId).toBe(dance?.id);
      const foreign = await createBatch(client, seeded.eventId, {
        promptId: 'not-a-prompt',
        files: [{ name: 'a.jpg', size: 10, type: 'image/jpeg' }],
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.error).toBe('errors.promptNotFound');
      const wish = await createBatch(client, seeded.eventId, {
        kind: 'guestbook',
        guestName: 'Ola',
        message: 'Sto lat',
        promptId: dance?.id,
        files: [],
      });
      expect(wish.status).toBe(400);

      // The owner's grid filtered by the challenge.
      const danced = await addItem(
        server,
        seeded,
        await addBatch(server, seeded, { guestId, promptId: dance?.id }),
      );
      await addItem(server, seeded, await addBatch(server, seeded, { promptId: smile?.id }));
      await addItem(server, seeded, await addBatch(server, seeded, {}));
      const filtered = await owner.client.get(
        `/api/events/${seeded.eventId}/media?promptId=${dance?.id}`,
      );
      expect(filtered.status).toBe(200);
      expect(filtered.body.items.map((item: { id: string }) => item.id)).toEqual([danced]);
      expect(filtered.body.items[0].promptId).toBe(dance?.id);
      // Its counts are the challenge's (the chips above the grid), the album's without it.
      expect(filtered.body.counts).toEqual({ photo: 1, video: 0, audio: 0, all: 1 });
      const unfiltered = await owner.client.get(`/api/events/${seeded.eventId}/media`);
      expect(unfiltered.body.counts).toEqual({ photo: 3, video: 0, audio: 0, all: 3 });

      // Reorder, rename one, delete one, add one: kept ids keep their photos; the deleted one's stay.
      const second = await put([
        { id: dance?.id, title: 'Taniec!' },
        { id: selfie?.id, title: 'Selfie z Panną Młodą' },
        { title: 'Toast' },
      ]);
      expect(second.status).toBe(200);
      expect(second.body.prompts.map((p: { title: string }) => p.title)).toEqual([
        'Taniec!',
        'Selfie z Panną Młodą',
        'Toast',
      ]);
      expect(second.body.prompts[0].id).toBe(dance?.id);
      const all = await owner.client.get(`/api/events/${seeded.eventId}/media`);
      expect(all.body.items).toHaveLength(3);
      const orphaned = all.body.items.filter((item: { promptId: string | null }) => !item.promptId);
      expect(orphaned).toHaveLength(2);
      expect((await owner.client.get(path)).body.prompts).toEqual(second.body.prompts);
    });

    it('the ZIP groups by challenge on request; renaming one changes the next archive', async () => {
      const owner = await signedInOwner(server);
      const seeded = await ownedEvent(server, owner.userId, { plan: 'standard' });
      const put = (prompts: unknown) =>
        owner.client.request('PUT', `/api/events/${seeded.eventId}/prompts`, { prompts });
      const [dance, toast] = (await put([{ title: 'Taniec' }, { title: 'Toast: w górę!' }])).body
        .prompts as { id: string }[];
      await addItem(server, seeded, await addBatch(server, seeded, { promptId: dance?.id }));
      await addItem(server, seeded, await addBatch(server, seeded, { promptId: toast?.id }));
      await addItem(server, seeded, await addBatch(server, seeded, {}));
      const zip = async (query: string) => {
        const plan = await owner.client.get(`/api/events/${seeded.eventId}/downloads${query}`);
        expect(plan.status).toBe(200);
        const answer = await fetchBytes(server, owner.client, plan.body.parts[0].url);
        expect(answer.status).toBe(200);
        return [...(await readZip(answer.bytes)).keys()]
          .filter((name) => !name.includes('Księga'))
          .map((name) => name.split('/').slice(0, 2).join('/'))
          .sort();
      };
      expect(await zip('?groupBy=prompt')).toEqual([
        'Bez wyzwania/Zdjęcia',
        'Taniec/Zdjęcia',
        'Toast_ w górę!/Zdjęcia',
      ]);
      expect(await zip('')).toEqual([
        'Główny album/Zdjęcia',
        'Główny album/Zdjęcia',
        'Główny album/Zdjęcia',
      ]);
      await put([
        { id: dance?.id, title: 'Parkiet' },
        { id: toast?.id, title: 'Toast' },
      ]);
      expect(await zip('?groupBy=prompt')).toEqual([
        'Bez wyzwania/Zdjęcia',
        'Parkiet/Zdjęcia',
        'Toast/Zdjęcia',
      ]);
    });

    it('refuses bad lists and plans without challenges, changing nothing', async () => {
      const owner = await signedInOwner(server);
      const seeded = await ownedEvent(server, owner.userId, { plan: 'premium' });
      const path = `/api/events/${seeded.eventId}/prompts`;
      const put = (prompts: unknown) => owner.client.request('PUT', path, { prompts });
      expect((await put([{ title: 'Jeden' }])).status).toBe(200);
      const sixteen = Array.from({ length: 16 }, (_, i) => ({ title: `Wyzwanie ${i}` }));
      expect((await put(sixteen)).status).toBe(400);
      expect((await put([{ title: '   ' }])).status).toBe(400);
      expect((await put([{ title: 'x'.repeat(81) }])).status).toBe(400);
      const unknown = await put([{ id: 'nope', title: 'Dwa' }]);
      expect(unknown.status).toBe(404);
      expect(
        (await owner.client.get(path)).body.prompts.map((p: { title: string }) => p.title),
      ).toEqual(['Jeden']);
      const basic = await ownedEvent(server, owner.userId, { plan: 'basic' });
      const refused = await owner.client.request('PUT', `/api/events/${basic.eventId}/prompts`, {
        prompts: [{ title: 'Toast' }],
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('errors.playNotInPlan');
      // Someone else's event does not exist for this owner.
      const stranger = await signedInOwner(server);
      expect((await stranger.client.get(path)).status).toBe(404);
      expect((await stranger.client.request('PUT', path, { prompts: [] })).status).toBe(404);
      expect((await stranger.client.post(`/api/events/${seeded.eventId}/reveal`)).status).toBe(404);
    });
  });

  async function mediaCount(eventId: string): Promise<number> {
    const rows = await server.database.db.select().from(media).where(eq(media.eventId, eventId));
    return rows.length;
  }
});
