import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpClient, signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { addBatch, addItem, counters, ownedEvent } from '../../../test/gallery';
import { guest } from '../../../test/guest';
import { startTestServer, type TestServer } from '../../../test/server';
import { createStorage } from '../../adapters/create-adapters';
import { uploadBatches } from '../../db/schema';
import { mediaStorageKey } from '../media/media-keys';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 20, 12, minute, 0, 0));

describe.each(testDatabases)('owner gallery API on $kind', (testDatabase) => {
  let server: TestServer;
  let owner: { client: HttpClient; userId: string };

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
    owner = await signedInOwner(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const storage = () => createStorage(server.config);

  async function listAll(client: HttpClient, path: string): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const separator = path.includes('?') ? '&' : '?';
      const res = await client.get(
        `${path}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      ids.push(...res.body.items.map((item: { id: string }) => item.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    return ids;
  }

  it('lists finished items by upload or taken time, with keyset pages, filters and counts', async () => {
    const seeded = await ownedEvent(server, owner.userId, { extraAlbums: 1 });
    const other = seeded.albumIds[1] as string;
    const batch = await addBatch(server, seeded, { guestName: 'Zośka', message: 'Sto lat!' });
    const hiddenBatch = await addBatch(server, seeded, { hidden: true });
    // Upload order a..f (by minute); taken times: c earliest, a, then e; b, d, f none.
    const a = await addItem(server, seeded, batch, { createdAt: at(1), takenAt: at(-50) });
    const b = await addItem(server, seeded, batch, { createdAt: at(2), kind: 'video' });
    const c = await addItem(server, seeded, batch, {
      createdAt: at(3),
      takenAt: at(-90),
      state: 'processing',
    });
    const d = await addItem(server, seeded, hiddenBatch, {
      createdAt: at(4),
      kind: 'audio',
      state: 'failed',
    });
    const e = await addItem(server, seeded, batch, {
      createdAt: at(5),
      takenAt: at(-10),
      hidden: true,
      albumId: other,
    });
    // Two items in the same microsecond-less instant: the id breaks the tie.
    const f = await addItem(server, seeded, batch, { createdAt: at(6) });
    const g = await addItem(server, seeded, batch, { createdAt: at(6) });
    // Still arriving: never listed.
    await addItem(server, seeded, batch, { createdAt: at(7), state: 'uploading' });
    const [fg1, fg2] = [f, g].sort().reverse();

    const base = `/api/events/${seeded.eventId}/media`;
    const first = await owner.client.get(`${base}?limit=2`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.items.map((i: { id: string }) => i.id)).toEqual([fg1, fg2]);
    expect(first.body.counts).toEqual({ all: 7, photo: 5, video: 1, audio: 1 });
    expect(await listAll(owner.client, `${base}?limit=2`)).toEqual([fg1, fg2, e, d, c, b, a]);
    expect(await listAll(owner.client, `${base}?limit=3&order=asc`)).toEqual([
      a,
      b,
      c,
      d,
      e,
      fg2,
      fg1,
    ]);
    // Taken time first (newest first), items without one last by upload time.
    expect(await listAll(owner.client, `${base}?limit=1&sort=taken`)).toEqual([
      e,
      a,
      c,
      fg1,
      fg2,
      d,
      b,
    ]);
    expect(await listAll(owner.client, `${base}?limit=2&sort=taken&order=asc`)).toEqual([
      c,
      a,
      e,
      b,
      d,
      fg2,
      fg1,
    ]);
    expect(await listAll(owner.client, `${base}?kind=photo&limit=2`)).toEqual([fg1, fg2, e, c, a]);
    const album = await owner.client.get(`${base}?albumId=${other}`);
    expect(album.body.items.map((i: { id: string }) => i.id)).toEqual([e]);
    expect(album.body.counts).toEqual({ all: 1, photo: 1, video: 0, audio: 0 });

    const items = Object.fromEntries(
      first.body.items
        .concat((await owner.client.get(`${base}?limit=100`)).body.items)
        .map((item: { id: string }) => [item.id, item]),
    );
    expect(items[a]).toMatchObject({
      kind: 'photo',
      state: 'ready',
      hidden: false,
      takenAt: at(-50).toISOString(),
      guestName: 'Zośka',
      message: 'Sto lat!',
      batchId: batch,
      mime: 'image/jpeg',
      size: 256,
      urls: { thumb: `/media/${seeded.eventId}/${a}/thumb` },
    });
    expect(items[c]).toMatchObject({ state: 'processing', urls: { thumb: null } });
    expect(items[d]).toMatchObject({ state: 'failed', hidden: true, kind: 'audio' });
    expect(items[e]).toMatchObject({ hidden: true, albumId: other });

    // Bad input: nothing of ours, or a cursor of the other sort.
    expect((await owner.client.get(`${base}?cursor=nonsense`)).status).toBe(400);
    const takenCursor = (await owner.client.get(`${base}?limit=1&sort=taken`)).body.nextCursor;
    expect((await owner.client.get(`${base}?cursor=${takenCursor}`)).status).toBe(400);
    expect((await owner.client.get(`${base}?limit=2001`)).status).toBe(400);
    expect((await owner.client.get(`${base}?kind=document`)).status).toBe(400);
    const unknownAlbum = await owner.client.get(`${base}?albumId=nope`);
    expect(unknownAlbum.status).toBe(404);
    expect(unknownAlbum.body.error).toBe('errors.albumNotFound');
  });

  it('pages through 10 000 items in either order without a gap or a repeat (ties by id)', async () => {
    const seeded = await ownedEvent(server, owner.userId);
    const batch = await addBatch(server, seeded);
    const total = 10_000;
    // One statement: every row has the same upload instant; a third have no taken time.
    await server.database.db.execute(sql`
      insert into media (id, event_id, album_id, batch_id, kind, storage_key, size, mime, state, taken_at)
      select 'm' || lpad(i::text, 5, '0'), ${seeded.eventId}, ${seeded.albumId}, ${batch},
             case when i % 10 = 0 then 'video' else 'photo' end, 'k' || i, 1, 'image/jpeg', 'ready',
             case when i % 3 = 0 then null
                  else timestamptz '2026-06-20 12:00:00+00' + (i % 500) * interval '1 minute' end
        from generate_series(1, ${total}) as i`);
    const ids = Array.from({ length: total }, (_, i) => `m${String(i + 1).padStart(5, '0')}`);
    const taken = (id: string) => {
      const i = Number(id.slice(1));
      return i % 3 === 0 ? null : i % 500;
    };
    const byTaken = (order: 1 | -1) => (x: string, y: string) => {
      const [tx, ty] = [taken(x), taken(y)];
      if (tx === null || ty === null) {
        if (tx !== ty) return tx === null ? 1 : -1;
      } else if (tx !== ty) return (tx - ty) * order;
      return x < y ? -order : order;
    };
    const base = `/api/events/${seeded.eventId}/media?limit=2000`;
    expect(await listAll(owner.client, base)).toEqual([...ids].reverse());
    expect(await listAll(owner.client, `${base}&order=asc`)).toEqual(ids);
    expect(await listAll(owner.client, `${base}&sort=taken`)).toEqual([...ids].sort(byTaken(-1)));
    expect(await listAll(owner.client, `${base}&sort=taken&order=asc`)).toEqual(
      [...ids].sort(byTaken(1)),
    );
    const page = await owner.client.get(`${base}&kind=video`);
    expect(page.body.items).toHaveLength(1000);
    expect(page.body.counts).toEqual({ all: total, photo: 9000, video: 1000, audio: 0 });
  });

  it('hides, shows and moves items with album counters moving in the same change', async () => {
    const seeded = await ownedEvent(server, owner.userId, { extraAlbums: 1 });
    const [main, other] = seeded.albumIds as [string, string];
    const batch = await addBatch(server, seeded);
    const ids = [
      await addItem(server, seeded, batch),
      await addItem(server, seeded, batch, { kind: 'video' }),
      await addItem(server, seeded, batch, { state: 'processing' }),
    ];
    const base = `/api/events/${seeded.eventId}/media`;
    const patch = (body: unknown) => owner.client.request('PATCH', base, body);

    const hidden = await patch({ ids: ids.slice(0, 2), hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.items.map((i: { id: string; hidden: boolean }) => [i.id, i.hidden])).toEqual(
      [
        [ids[0], true],
        [ids[1], true],
      ],
    );

    const moved = await patch({ ids: [ids[1], ids[2]], albumId: other, hidden: false });
    expect(moved.status).toBe(200);
    expect(moved.body.items).toEqual([
      expect.objectContaining({ id: ids[1], albumId: other, hidden: false }),
      expect.objectContaining({ id: ids[2], albumId: other, hidden: false }),
    ]);
    expect(await counters(server, seeded)).toMatchObject({
      files: 3,
      videos: 1,
      albums: { [main]: 1, [other]: 2 },
    });
    // Moving to the album they are in changes no counter.
    await patch({ ids: [ids[1]], albumId: other });
    expect((await counters(server, seeded)).albums).toEqual({ [main]: 1, [other]: 2 });

    // Refusals change nothing.
    const before = await counters(server, seeded);
    const foreign = await ownedEvent(server, owner.userId);
    const wrongAlbum = await patch({ ids: [ids[0]], albumId: foreign.albumId });
    expect(wrongAlbum.status).toBe(404);
    expect(wrongAlbum.body.error).toBe('errors.albumNotFound');
    const foreignBatch = await addBatch(server, foreign);
    const foreignItem = await addItem(server, foreign, foreignBatch);
    const mixed = await patch({ ids: [ids[0], foreignItem], hidden: false, albumId: other });
    expect(mixed.status).toBe(404);
    expect(mixed.body.error).toBe('errors.fileUnavailable');
    const tooMany = await patch({
      ids: [...ids, ...Array.from({ length: 18 }, (_, i) => `x${i}`)],
      hidden: false,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('errors.validation');
    expect(tooMany.body.data.issues[0].message).toBe('validation.selection.tooMany');
    const nothing = await patch({ ids: [ids[0]] });
    expect(nothing.status).toBe(400);
    expect(nothing.body.data.issues[0].message).toBe('validation.selection.nothingToChange');
    expect(await counters(server, seeded)).toEqual(before);
    const list = await owner.client.get(`${base}?order=asc`);
    expect(list.body.items.map((i: { hidden: boolean }) => i.hidden)).toEqual([true, false, false]);
  });

  it('deletes items with their stored files and counters; empty upload batches go, guestbook text stays', async () => {
    const seeded = await ownedEvent(server, owner.userId, { extraAlbums: 1 });
    const [main, other] = seeded.albumIds as [string, string];
    const upload = await addBatch(server, seeded);
    const entry = await addBatch(server, seeded, {
      kind: 'guestbook',
      guestName: 'Jędrzej',
      message: 'Wszystkiego najlepszego',
    });
    const photo = await addItem(server, seeded, upload);
    const video = await addItem(server, seeded, upload, { kind: 'video', albumId: other });
    const attached = await addItem(server, seeded, entry);
    const kept = await addItem(server, seeded, upload, { albumId: other });
    expect(await counters(server, seeded)).toEqual({
      files: 4,
      videos: 1,
      albums: { [main]: 2, [other]: 2 },
      media: 4,
    });
    const base = `/api/events/${seeded.eventId}/media`;

    // 21 ids: refused, nothing changes.
    const tooMany = await owner.client.request('DELETE', base, {
      ids: [photo, ...Array.from({ length: 20 }, (_, i) => `x${i}`)],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.issues[0].message).toBe('validation.selection.tooMany');
    const unknown = await owner.client.request('DELETE', base, { ids: [photo, 'missing'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('errors.fileUnavailable');
    expect((await counters(server, seeded)).media).toBe(4);

    const res = await owner.client.request('DELETE', base, { ids: [photo, video, attached] });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toEqual([photo, video, attached]);
    expect(await counters(server, seeded)).toEqual({
      files: 1,
      videos: 0,
      albums: { [main]: 0, [other]: 1 },
      media: 1,
    });
    for (const id of [photo, video, attached]) {
      for (const variant of ['original', 'thumb', 'large'] as const) {
        expect(await storage().exists(mediaStorageKey(seeded.eventId, id, variant))).toBe(false);
      }
    }
    expect(await storage().exists(mediaStorageKey(seeded.eventId, kept, 'original'))).toBe(true);
    const batches = await server.database.db
      .select({ id: uploadBatches.id, files: uploadBatches.filesCount })
      .from(uploadBatches)
      .where(eq(uploadBatches.eventId, seeded.eventId));
    // The upload batch still has `kept`; the guestbook entry keeps its text without files.
    expect(batches.sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      [
        { id: upload, files: 1 },
        { id: entry, files: 0 },
      ].sort((x, y) => x.id.localeCompare(y.id)),
    );
    await owner.client.request('DELETE', base, { ids: [kept] });
    // A voice message without its recording is gone as an entry too.
    const voice = await addBatch(server, seeded, { kind: 'voice', guestName: 'Staś' });
    const recording = await addItem(server, seeded, voice, { kind: 'audio' });
    expect((await owner.client.request('DELETE', base, { ids: [recording] })).status).toBe(200);
    const left = await server.database.db
      .select({ id: uploadBatches.id })
      .from(uploadBatches)
      .where(eq(uploadBatches.eventId, seeded.eventId));
    expect(left).toEqual([{ id: entry }]);
    expect(await counters(server, seeded)).toMatchObject({ files: 0, videos: 0, media: 0 });
  });

  it('lists, hides and deletes guestbook entries (hidden and voice ones too)', async () => {
    const seeded = await ownedEvent(server, owner.userId, { extraAlbums: 1 });
    const other = seeded.albumIds[1] as string;
    const older = await addBatch(server, seeded, {
      kind: 'guestbook',
      guestName: 'Łucja',
      message: 'Zażółć gęślą jaźń',
      createdAt: at(1),
    });
    const photo = await addItem(server, seeded, older);
    const voice = await addBatch(server, seeded, {
      kind: 'voice',
      guestName: 'Grześ',
      createdAt: at(2),
      albumId: other,
    });
    const audio = await addItem(server, seeded, voice, { kind: 'audio', albumId: other });
    const hidden = await addBatch(server, seeded, {
      kind: 'guestbook',
      guestName: 'Ola',
      message: 'Ukryty',
      hidden: true,
      createdAt: at(3),
    });
    await addBatch(server, seeded, { createdAt: at(4) }); // a plain upload: not an entry

    const base = `/api/events/${seeded.eventId}/guestbook`;
    const page = await owner.client.get(`${base}?limit=2`);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(3);
    expect(page.body.items).toEqual([
      expect.objectContaining({ id: hidden, hidden: true, kind: 'guestbook', media: [] }),
      expect.objectContaining({
        id: voice,
        kind: 'voice',
        albumId: other,
        guestName: 'Grześ',
        message: '',
        media: [expect.objectContaining({ id: audio, kind: 'audio' })],
      }),
    ]);
    const next = await owner.client.get(`${base}?limit=2&cursor=${page.body.nextCursor}`);
    expect(next.body.items).toEqual([
      expect.objectContaining({
        id: older,
        guestName: 'Łucja',
        message: 'Zażółć gęślą jaźń',
        media: [expect.objectContaining({ id: photo })],
      }),
    ]);
    expect(next.body.nextCursor).toBeNull();
    const inAlbum = await owner.client.get(`${base}?albumId=${other}`);
    expect(inAlbum.body).toMatchObject({ total: 1, items: [{ id: voice }] });

    const shown = await owner.client.request('PATCH', `${base}/${hidden}`, { hidden: false });
    expect(shown.status).toBe(200);
    expect(shown.body.entry).toMatchObject({ id: hidden, hidden: false });
    const bad = await owner.client.request('PATCH', `${base}/${hidden}`, { hidden: 'yes' });
    expect(bad.status).toBe(400);
    const missing = await owner.client.request('PATCH', `${base}/nope`, { hidden: true });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('errors.photoGroupNotFound');

    const removed = await owner.client.request('DELETE', `${base}/${older}`);
    expect(removed.status).toBe(204);
    expect(await storage().exists(mediaStorageKey(seeded.eventId, photo, 'original'))).toBe(false);
    expect(await counters(server, seeded)).toMatchObject({ files: 1, media: 1 });
    expect((await owner.client.request('DELETE', `${base}/${older}`)).status).toBe(404);
    expect((await owner.client.get(base)).body.total).toBe(2);
  });

  it('answers 404 for another owner’s event on every route and 401 signed out', async () => {
    const stranger = await signedInOwner(server);
    const seeded = await ownedEvent(server, owner.userId);
    const batch = await addBatch(server, seeded, { kind: 'guestbook', message: 'x' });
    const item = await addItem(server, seeded, batch);
    const base = `/api/events/${seeded.eventId}`;
    const calls: [string, string, unknown?][] = [
      ['GET', `${base}/media`],
      ['PATCH', `${base}/media`, { ids: [item], hidden: true }],
      ['DELETE', `${base}/media`, { ids: [item] }],
      ['GET', `${base}/guestbook`],
      ['PATCH', `${base}/guestbook/${batch}`, { hidden: true }],
      ['DELETE', `${base}/guestbook/${batch}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await stranger.client.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error).toBe('errors.eventNotFound');
      const anonymous = await guest(server).request(method, path, body);
      expect(anonymous.status, `${method} ${path} signed out`).toBe(401);
    }
    expect(await counters(server, seeded)).toMatchObject({ files: 1, media: 1 });
    const [row] = (await owner.client.get(`${base}/media`)).body.items;
    expect(row).toMatchObject({ id: item, hidden: false });
  });
});
