import { createHash } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '../../../shared/api/gallery';
import { type HttpClient, signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { addBatch, addItem, ownedEvent } from '../../../test/gallery';
import {
  clientId,
  cookieHeader,
  createBatch,
  guest,
  tusUpload,
  warsawDay,
} from '../../../test/guest';
import { isReader, SseReader } from '../../../test/live';
import { sampleJpeg } from '../../../test/media';
import { startTestServer, type TestServer } from '../../../test/server';
import { createMailer, createStorage } from '../../adapters/create-adapters';
import { composeServer } from '../../compose';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { createMediaProcessor, type MediaProcessor } from '../media/media-processor';
import { createLiveRepository } from './live.repository';

/** Generous: the machine may be busy; nothing here is a timing assertion. */
const waitLong = { timeout: 15_000 };

const types = (messages: LiveMessage[]) => messages.map((m) => m.type);

describe.each(testDatabases)('live updates on $kind', (testDatabase) => {
  let server: TestServer;
  let owner: { client: HttpClient; userId: string };
  let processor: MediaProcessor | undefined;

  beforeAll(async () => {
    server = await startTestServer(testDatabase, {
      env: { LIVE_HEARTBEAT_SECONDS: '1' },
      mediaProcessor: { enqueue: (mediaId) => processor?.enqueue(mediaId) },
    });
    // What main.ts wires: a processed item is told to the live updates.
    processor = createMediaProcessor({
      db: server.database.db,
      storage: createStorage(server.config),
      logger: pino({ level: 'silent' }),
      config: { ffmpegPath: null },
      onProcessed: ({ eventId, mediaId }) =>
        void server.live.publisher.publish(eventId, { type: 'media.updated', ids: [mediaId] }),
    });
    owner = await signedInOwner(server);
  });
  afterAll(async () => {
    await processor?.close();
    await server?.close();
  });

  const ownerLive = (eventId: string, headers: Record<string, string> = {}, query = '') =>
    SseReader.open(`${server.url}/api/events/${eventId}/live${query}`, {
      cookie: cookieHeader(owner.client),
      ...headers,
    });
  const guestLive = (eventId: string, headers: Record<string, string> = {}) =>
    SseReader.open(`${server.url}/api/public/events/${eventId}/live`, headers);

  async function open(promise: ReturnType<typeof SseReader.open>): Promise<SseReader> {
    const reader = await promise;
    if (!isReader(reader)) throw new Error(`stream refused: ${JSON.stringify(reader)}`);
    // Ready once it told its resume point.
    await reader.until((r) => r.lastEventId() !== undefined);
    return reader;
  }

  it('streams a guest upload through the real tus path as media.added, then media.updated when processed', async () => {
    const seeded = await ownedEvent(server, owner.userId);
    const reader = await open(ownerLive(seeded.eventId));
    expect(reader.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(reader.response.headers.get('cache-control')).toBe('no-cache');
    expect(reader.response.headers.get('x-accel-buffering')).toBe('no');
    expect(reader.response.headers.get('connection')).toBe('keep-alive');
    expect(reader.frames[0]).toMatchObject({ retry: '3000', comments: ['live updates'] });
    expect(reader.frames[1]).toEqual({ id: expect.stringMatching(/^\d+$/), comments: [] });

    const data = await sampleJpeg({ width: 320, height: 240 });
    const visitor = guest(server);
    const batch = await createBatch(visitor, seeded.eventId, {
      clientId: clientId(),
      guestName: 'Małgosia',
      files: [
        {
          name: 'IMG_1.jpg',
          size: data.length,
          type: 'image/jpeg',
          sha256: createHash('sha256').update(data).digest('hex'),
        },
      ],
    });
    expect(batch.status).toBe(201);
    const upload = await tusUpload({
      server,
      data,
      metadata: {
        eventId: seeded.eventId,
        batchId: batch.body.batchId,
        fileIndex: '0',
        filename: 'IMG_1.jpg',
        filetype: 'image/jpeg',
      },
    });
    expect(upload.error).toBeNull();
    await reader.until((r) => r.messages().some((m) => m.type === 'media.updated'));
    const [added, updated] = reader.messages();
    expect(added).toMatchObject({
      type: 'media.added',
      item: { state: 'processing', guestName: 'Małgosia', kind: 'photo', urls: { thumb: null } },
    });
    expect(updated).toMatchObject({
      type: 'media.updated',
      item: { id: added?.type === 'media.added' ? added.item.id : '', state: 'ready', width: 320 },
    });
    // Every message carries its change's id, increasing.
    expect(Number(updated?.lastEventId)).toBeGreaterThan(Number(added?.lastEventId));
    // Heartbeats while nothing happens (LIVE_HEARTBEAT_SECONDS=1 here).
    await reader.until((r) => r.frames.some((f) => f.comments.includes('ping')));
    reader.close();
    await vi.waitFor(
      () => expect(server.live.stats()).toEqual({ streams: 0, events: 0, heartbeat: false }),
      waitLong,
    );
  });

  it('shows guests only what they may see: a hidden item reaches them as media.removed', async () => {
    const seeded = await ownedEvent(server, owner.userId);
    const batch = await addBatch(server, seeded, { guestName: 'Kuba' });
    const item = await addItem(server, seeded, batch);
    const processing = await addItem(server, seeded, batch, { state: 'processing' });
    const ownerReader = await open(ownerLive(seeded.eventId));
    const guestReader = await open(guestLive(seeded.eventId));
    const patch = (body: unknown) =>
      owner.client.request('PATCH', `/api/events/${seeded.eventId}/media`, body);

    expect((await patch({ ids: [item], hidden: true })).status).toBe(200);
    await guestReader.until((r) => r.messages().length >= 1);
    await ownerReader.until((r) => r.messages().length >= 1);
    expect(guestReader.messages()).toEqual([
      { type: 'media.removed', ids: [item], lastEventId: expect.any(String) },
    ]);
    expect(ownerReader.messages()).toEqual([
      expect.objectContaining({
        type: 'media.updated',
        item: expect.objectContaining({ id: item, hidden: true }),
      }),
    ]);

    // A processing item shown again stays invisible to guests; the ready one comes back.
    expect((await patch({ ids: [item, processing], hidden: false })).status).toBe(200);
    await guestReader.until((r) => r.messages().length >= 3);
    const back = guestReader.messages().slice(1);
    expect(back).toEqual([
      {
        type: 'media.updated',
        item: expect.objectContaining({ id: item, guestName: 'Kuba' }),
      },
      { type: 'media.removed', ids: [processing], lastEventId: expect.any(String) },
    ]);
    expect(back[0]?.type === 'media.updated' && 'state' in back[0].item).toBe(false);

    // Guestbook entries: guests get text entries, not hidden ones; owners get every entry.
    const entry = await createBatch(guest(server), seeded.eventId, {
      kind: 'guestbook',
      guestName: 'Żaneta',
      message: 'Gorzko, gorzko!',
      files: [],
    });
    expect(entry.status).toBe(201);
    await guestReader.until((r) => types(r.messages()).includes('guestbook.added'));
    expect(guestReader.messages().at(-1)).toMatchObject({
      type: 'guestbook.added',
      entry: { id: entry.body.batchId, guestName: 'Żaneta', message: 'Gorzko, gorzko!' },
    });
    const hide = await owner.client.request(
      'PATCH',
      `/api/events/${seeded.eventId}/guestbook/${entry.body.batchId}`,
      { hidden: true },
    );
    expect(hide.status).toBe(200);
    await guestReader.until((r) => types(r.messages()).includes('guestbook.removed'));
    await ownerReader.until((r) => types(r.messages()).includes('guestbook.updated'));
    expect(ownerReader.messages().at(-1)).toMatchObject({
      type: 'guestbook.updated',
      entry: { id: entry.body.batchId, hidden: true },
    });

    // Settings: everyone reloads the event.
    const settings = await owner.client.request('PATCH', `/api/events/${seeded.eventId}`, {
      settings: { guestGalleryVisible: false },
    });
    expect(settings.status).toBe(200);
    await guestReader.until((r) => types(r.messages()).includes('event.updated'));
    await ownerReader.until((r) => types(r.messages()).includes('event.updated'));
    // With the gallery hidden from guests, their stream carries no media.
    await patch({ ids: [item], hidden: true });
    await ownerReader.until(
      (r) => r.messages().filter((m) => m.type === 'media.updated').length >= 4,
    );
    // The guest stream got the id of that change without a message.
    await guestReader.until((r) => r.lastEventId() === ownerReader.lastEventId());
    expect(types(guestReader.messages()).at(-1)).toBe('event.updated');
    ownerReader.close();
    guestReader.close();
  });

  it('refuses streams like the guest lists and other owners’ events', async () => {
    const locked = await ownedEvent(server, owner.userId, { password: 'tajne-haslo' });
    const unpaid = await ownedEvent(server, owner.userId, { plan: 'standard', paid: false });
    const expired = await ownedEvent(server, owner.userId, { activationDate: warsawDay(-30) });
    for (const [eventId, status, error] of [
      [locked.eventId, 401, 'errors.eventLocked'],
      [unpaid.eventId, 402, 'errors.eventUnpaid'],
      [expired.eventId, 410, 'errors.downloadExpired'],
      ['no-such-event', 404, 'errors.eventNotFound'],
      ['test-event', 404, 'errors.eventNotFound'],
    ] as const) {
      const res = await guestLive(eventId);
      expect(isReader(res), eventId).toBe(false);
      expect(res).toMatchObject({ status, body: { error } });
    }
    // Unlocked with the password, the same guest may follow it.
    const visitor = guest(server);
    expect(
      (
        await visitor.post(`/api/public/events/${locked.eventId}/unlock`, {
          password: 'tajne-haslo',
        })
      ).status,
    ).toBe(204);
    const unlocked = await open(guestLive(locked.eventId, { cookie: cookieHeader(visitor) }));
    unlocked.close();

    const stranger = await signedInOwner(server);
    const foreign = await SseReader.open(`${server.url}/api/events/${locked.eventId}/live`, {
      cookie: cookieHeader(stranger.client),
    });
    expect(foreign).toMatchObject({ status: 404, body: { error: 'errors.eventNotFound' } });
    const anonymous = await SseReader.open(`${server.url}/api/events/${locked.eventId}/live`);
    expect(anonymous).toMatchObject({ status: 401 });
  });

  it('misses nothing between a grid page and a stream opened from that page’s live position', async () => {
    const seeded = await ownedEvent(server, owner.userId);
    const batch = await addBatch(server, seeded);
    const a = await addItem(server, seeded, batch);
    const base = `/api/events/${seeded.eventId}/media`;
    const pageUrl = `${base}?albumId=${seeded.albumId}&sort=uploaded&order=desc&limit=200`;
    const before = await owner.client.request('GET', pageUrl);
    expect(before.status).toBe(200);
    const cursor = before.body.liveCursor as number;
    expect(cursor).toBe(await createLiveRepository(server.database.db).latestId());
    // After the page was read and before the stream opens: a change the page does not show.
    await owner.client.request('PATCH', base, { ids: [a], hidden: true });
    const reader = await open(ownerLive(seeded.eventId, {}, `?lastEventId=${cursor}`));
    await reader.until((r) => r.messages().length >= 1);
    expect(reader.messages()).toEqual([
      expect.objectContaining({
        type: 'media.updated',
        item: expect.objectContaining({ id: a, hidden: true }),
      }),
    ]);
    reader.close();
    // A page read after the change is at a later position.
    const after = await owner.client.request('GET', pageUrl);
    expect(after.body.liveCursor).toBeGreaterThan(cursor);
  });

  it('replays exactly what a reconnecting client missed, and resets when that is unknown', async () => {
    const seeded = await ownedEvent(server, owner.userId);
    const batch = await addBatch(server, seeded);
    const [a, b, c] = [
      await addItem(server, seeded, batch),
      await addItem(server, seeded, batch),
      await addItem(server, seeded, batch),
    ];
    const first = await open(ownerLive(seeded.eventId));
    const resumeAt = first.lastEventId() as string;
    first.close();
    await vi.waitFor(() => expect(server.live.stats().streams).toBe(0), waitLong);

    const base = `/api/events/${seeded.eventId}/media`;
    await owner.client.request('PATCH', base, { ids: [a], hidden: true });
    await owner.client.request('PATCH', base, { ids: [a, b], hidden: false });
    await owner.client.request('DELETE', base, { ids: [c] });

    // A replay carries the items as they are now (a is shown again by the second change).
    const expected = [
      { type: 'media.updated', id: a, hidden: false },
      { type: 'media.updated', id: a, hidden: false },
      { type: 'media.updated', id: b, hidden: false },
      { type: 'media.removed', ids: [c] },
    ];
    const summary = (messages: ReturnType<SseReader['messages']>) =>
      messages.map((m) =>
        m.type === 'media.updated'
          ? { type: m.type, id: m.item.id, hidden: 'hidden' in m.item ? m.item.hidden : null }
          : m.type === 'media.removed'
            ? { type: m.type, ids: m.ids }
            : { type: m.type },
      );
    // Header, as EventSource sends it…
    const again = await open(ownerLive(seeded.eventId, { 'last-event-id': resumeAt }));
    await again.until((r) => r.messages().length >= 4);
    expect(summary(again.messages())).toEqual(expected);
    // …the two updates of one change share its id, given on the last of them.
    expect(again.messages().map((m) => m.lastEventId !== undefined)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    const latest = again.lastEventId() as string;
    again.close();
    // …or the query parameter; from the latest id nothing is replayed.
    const viaQuery = await open(ownerLive(seeded.eventId, {}, `?lastEventId=${resumeAt}`));
    await viaQuery.until((r) => r.messages().length >= 4);
    expect(summary(viaQuery.messages())).toEqual(expected);
    viaQuery.close();
    const upToDate = await open(ownerLive(seeded.eventId, { 'last-event-id': latest }));
    expect(upToDate.messages()).toEqual([]);
    upToDate.close();

    // Unknown id: one reset, with the id to resume from.
    for (const id of ['999999999', 'abc']) {
      const unknown = await open(ownerLive(seeded.eventId, { 'last-event-id': id }));
      expect(unknown.messages()).toEqual([{ type: 'reset', lastEventId: latest }]);
      unknown.close();
    }
    // Older than the retained window: pruned, so a reset.
    await createLiveRepository(server.database.db).prune(new Date(Date.now() + 60_000));
    const tooOld = await open(ownerLive(seeded.eventId, { 'last-event-id': resumeAt }));
    expect(tooOld.messages()).toEqual([{ type: 'reset', lastEventId: '0' }]);
    tooOld.close();
    await vi.waitFor(
      () => expect(server.live.stats()).toEqual({ streams: 0, events: 0, heartbeat: false }),
      waitLong,
    );
  });

  it.runIf(testDatabase.kind === 'postgres')(
    'delivers a change made on another instance (another database connection) and catches up after the LISTEN connection drops',
    async () => {
      const seeded = await ownedEvent(server, owner.userId);
      const batch = await addBatch(server, seeded);
      const item = await addItem(server, seeded, batch);
      const pool = server.database.pool;
      if (!pool) throw new Error('PostgreSQL expected');
      const url = pool.options.connectionString as string;
      const second: DatabaseHandle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      const mailer = createMailer(server.config, { info: () => {} });
      const instanceB = composeServer({
        config: server.config,
        database: second,
        storage: createStorage(server.config),
        mailer,
        logger: pino({ level: 'silent' }),
        version: 'test',
        webDir: null,
      });
      try {
        const onA = await open(ownerLive(seeded.eventId));
        const onB = await instanceB.app.request(`/api/events/${seeded.eventId}/live`, {
          headers: { cookie: cookieHeader(owner.client) },
        });
        expect(onB.status).toBe(200);
        const patchOnB = (hidden: boolean) =>
          instanceB.app.request(`/api/events/${seeded.eventId}/media`, {
            method: 'PATCH',
            headers: {
              cookie: cookieHeader(owner.client),
              origin: server.config.baseUrl,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ ids: [item], hidden }),
          });
        expect((await patchOnB(true)).status).toBe(200);
        await onA.until((r) => r.messages().length >= 1);
        expect(onA.messages()[0]).toMatchObject({
          type: 'media.updated',
          item: { id: item, hidden: true },
        });
        await onB.body?.cancel();

        // The LISTEN connection of instance A dies; a change made meanwhile still arrives.
        const terminated = await pool.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query = 'LISTEN momenty_live' and pid <> pg_backend_pid()`,
        );
        expect(terminated.rowCount).toBeGreaterThanOrEqual(1);
        expect((await patchOnB(false)).status).toBe(200);
        await onA.until((r) => r.messages().length >= 2);
        expect(onA.messages()[1]).toMatchObject({
          type: 'media.updated',
          item: { id: item, hidden: false },
        });
        // And the new connection hears later changes.
        expect((await patchOnB(true)).status).toBe(200);
        await onA.until((r) => r.messages().length >= 3);
        onA.close();
      } finally {
        await instanceB.live.close();
        await mailer.close();
        await second.close();
      }
    },
  );
});

describe.each(testDatabases)('live updates at shutdown on $kind', (testDatabase) => {
  it('ends open streams and leaves no timer or listener behind', async () => {
    const server = await startTestServer(testDatabase);
    try {
      const owner = await signedInOwner(server);
      const seeded = await ownedEvent(server, owner.userId);
      const readers: SseReader[] = [];
      for (const path of [
        `/api/events/${seeded.eventId}/live`,
        `/api/public/events/${seeded.eventId}/live`,
      ]) {
        const reader = await SseReader.open(`${server.url}${path}`, {
          cookie: cookieHeader(owner.client),
        });
        if (!isReader(reader)) throw new Error('refused');
        await reader.until((r) => r.lastEventId() !== undefined);
        readers.push(reader);
      }
      expect(server.live.stats()).toEqual({ streams: 2, events: 1, heartbeat: true });
      await server.live.close();
      for (const reader of readers) await reader.untilEnded();
      expect(server.live.stats()).toEqual({ streams: 0, events: 0, heartbeat: false });
    } finally {
      await server.close();
    }
  });
});
