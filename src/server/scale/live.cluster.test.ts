/**
 * Live updates across processes: browsers connected to instance A hear what
 * guests do through instance B (PostgreSQL LISTEN/NOTIFY between two real
 * server processes on one database).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../shared/api/gallery';
import { HttpClient } from '../../test/auth';
import { guestUploadsPhoto, openClusterDatabase, ownerSignedInOn } from '../../test/cluster';
import { testDatabaseUrl } from '../../test/db';
import { cookieHeader, createBatch, seedEvent } from '../../test/guest';
import { type Cluster, type Instance, startCluster } from '../../test/instances';
import { isReader, SseReader } from '../../test/live';
import type { DatabaseHandle } from '../db/client';
import { events } from '../db/schema';

/** Within a few seconds; generous because CI machines are busy. */
const arrival = 15_000;

const types = (messages: LiveMessage[]) => messages.map((m) => m.type);

async function open(promise: ReturnType<typeof SseReader.open>): Promise<SseReader> {
  const reader = await promise;
  if (!isReader(reader)) throw new Error(`stream refused: ${JSON.stringify(reader)}`);
  // Attached once it told its resume point.
  await reader.until((r) => r.lastEventId() !== undefined);
  return reader;
}

/** Resolves when `condition` holds on the stream, or fails after `ms` with what arrived. */
async function within(reader: SseReader, ms: number, condition: (r: SseReader) => boolean) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`not within ${ms} ms; got ${JSON.stringify(reader.messages())}`)),
      ms,
    );
  });
  try {
    await Promise.race([reader.until(condition), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(!testDatabaseUrl)('live updates across two instances', () => {
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;
  let database: DatabaseHandle;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    cluster = await startCluster({ LIFECYCLE_SCHEDULER: 'off' });
    [a, b] = (await Promise.all([cluster.start('a'), cluster.start('b')])) as [Instance, Instance];
    database = await openClusterDatabase(cluster.databaseUrl);
  }, 120_000);
  // An instance that died by itself (a crash) fails the test that was running, with its stack.
  afterEach(() => expect(cluster?.crashes() ?? []).toEqual([]));

  afterAll(async () => {
    for (const reader of readers) reader.close();
    await database?.close();
    await cluster?.close();
  }, 60_000);

  it('an owner and a guest on A see a guest upload and a guestbook entry made through B', async () => {
    const owner = await ownerSignedInOn(a, a.url);
    const seeded = await seedEvent({ database }, { plan: 'premium' });
    await database.db
      .update(events)
      .set({ userId: owner.userId })
      .where(eq(events.id, seeded.eventId));

    const ownerReader = await open(
      SseReader.open(`${a.url}/api/events/${seeded.eventId}/live`, {
        cookie: cookieHeader(owner.client),
      }),
    );
    readers.push(ownerReader);
    const guestReader = await open(
      SseReader.open(`${a.url}/api/public/events/${seeded.eventId}/live`),
    );
    readers.push(guestReader);

    // A real tus upload of a real JPEG, entirely through B (B stores and processes it).
    const { upload, batchId, size } = await guestUploadsPhoto(b, seeded.eventId, {
      guestName: 'Ola',
    });
    expect(upload.error).toBeNull();

    // The owner hears of it at once (processing), then again when B has made its derivatives.
    await within(ownerReader, arrival, (r) => types(r.messages()).includes('media.updated'));
    const ownerMessages = ownerReader.messages();
    const added = ownerMessages.find((m) => m.type === 'media.added');
    expect(added).toMatchObject({
      type: 'media.added',
      item: { kind: 'photo', guestName: 'Ola', state: 'processing' },
    });
    const mediaId = added?.type === 'media.added' ? added.item.id : '';
    expect(ownerMessages.find((m) => m.type === 'media.updated')).toMatchObject({
      type: 'media.updated',
      item: { id: mediaId, state: 'ready', width: 320, height: 240 },
    });

    // Guests see an item once it is ready: the same id, with the guest's view of it.
    await within(guestReader, arrival, (r) =>
      r
        .messages()
        .some(
          (m) => (m.type === 'media.added' || m.type === 'media.updated') && m.item.id === mediaId,
        ),
    );
    const seen = guestReader
      .messages()
      .find(
        (m) => (m.type === 'media.added' || m.type === 'media.updated') && m.item.id === mediaId,
      );
    expect(seen).toMatchObject({ item: { id: mediaId, guestName: 'Ola' } });
    expect(seen && 'item' in seen && 'state' in seen.item).toBe(false);
    expect(batchId).toBeTruthy();
    // The files B stored and made are served by A too (one shared store).
    if (seen?.type === 'media.added' || seen?.type === 'media.updated') {
      const original = await fetch(new URL(seen.item.urls.original, a.url));
      expect(original.status).toBe(200);
      expect((await original.arrayBuffer()).byteLength).toBe(size);
      const thumb = await fetch(new URL(seen.item.urls.thumb ?? '', a.url));
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toMatch(/^image\//);
      await thumb.arrayBuffer();
    }

    // A guestbook entry posted through B reaches both streams on A.
    const entry = await createBatch(new HttpClient(b.url), seeded.eventId, {
      kind: 'guestbook',
      guestName: 'Wujek Staszek',
      message: 'Sto lat, młodej parze!',
      files: [],
    });
    expect(entry.status).toBe(201);
    for (const reader of [guestReader, ownerReader]) {
      await within(reader, arrival, (r) => types(r.messages()).includes('guestbook.added'));
      expect(reader.messages().find((m) => m.type === 'guestbook.added')).toMatchObject({
        type: 'guestbook.added',
        entry: {
          id: entry.body.batchId,
          guestName: 'Wujek Staszek',
          message: 'Sto lat, młodej parze!',
        },
      });
    }
    // The ids the streams carry are the shared sequence: both readers agree on the last one.
    expect(Number(guestReader.lastEventId())).toBe(Number(ownerReader.lastEventId()));

    // B's logs show it handled the upload; A never saw the upload request.
    const uploadsOn = (instance: Instance) =>
      instance.logs().filter((line) => String(line.path ?? '').startsWith('/api/uploads')).length;
    expect(uploadsOn(b)).toBeGreaterThan(0);
    expect(uploadsOn(a)).toBe(0);
  }, 90_000);

  it('when A dies, its stream resumes on B from its last id, with what it missed and nothing twice', async () => {
    const seeded = await seedEvent({ database }, { plan: 'premium' });
    const post = (instance: Instance, message: string) =>
      createBatch(new HttpClient(instance.url), seeded.eventId, {
        kind: 'guestbook',
        guestName: 'Ciocia Basia',
        message,
        files: [],
      });

    const onA = await open(SseReader.open(`${a.url}/api/public/events/${seeded.eventId}/live`));
    readers.push(onA);
    const first = await post(b, 'Pierwszy wpis');
    expect(first.status).toBe(201);
    await within(onA, arrival, (r) => types(r.messages()).includes('guestbook.added'));
    const resumeAt = onA.lastEventId() as string;
    // Instance A crashes; its guests' streams end.
    await a.kill();
    await onA.untilEnded();

    // Before the guest's browser reconnects, two more entries arrive.
    const missed = [await post(b, 'Drugi wpis'), await post(b, 'Trzeci wpis')];
    expect(missed.map((r) => r.status)).toEqual([201, 201]);

    // The load balancer sends the reconnect to B.
    const onB = await open(
      SseReader.open(`${b.url}/api/public/events/${seeded.eventId}/live`, {
        'last-event-id': resumeAt,
      }),
    );
    readers.push(onB);
    await within(
      onB,
      arrival,
      (r) => r.messages().filter((m) => m.type === 'guestbook.added').length >= 2,
    );
    const replayed = onB.messages().filter((m) => m.type === 'guestbook.added');
    expect(replayed.map((m) => (m.type === 'guestbook.added' ? m.entry.message : null))).toEqual([
      'Drugi wpis',
      'Trzeci wpis',
    ]);
    expect(types(onB.messages())).not.toContain('reset');
    expect(Number(onB.lastEventId())).toBeGreaterThan(Number(resumeAt));

    // And it goes on live on B.
    const fourth = await post(b, 'Czwarty wpis');
    expect(fourth.status).toBe(201);
    await within(
      onB,
      arrival,
      (r) => r.messages().filter((m) => m.type === 'guestbook.added').length >= 3,
    );
    expect(
      onB
        .messages()
        .filter((m) => m.type === 'guestbook.added')
        .map((m) => (m.type === 'guestbook.added' ? m.entry.message : null)),
    ).toEqual(['Drugi wpis', 'Trzeci wpis', 'Czwarty wpis']);
  }, 60_000);
});
