import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../../shared/domain/time';
import { type HttpClient, signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { startTestServer, type TestServer } from '../../../test/server';
import { createStorage } from '../../adapters/create-adapters';
import { albums, events } from '../../db/schema';

const today = () => localDate(new Date(), 'Europe/Warsaw');

describe.each(testDatabases)('event albums API on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function createEvent(client: HttpClient, plan = 'trial') {
    const res = await client.post('/api/events', {
      name: 'Wesele',
      eventDate: addDays(today(), 20),
      type: 'wedding',
      language: 'pl',
      plan,
      ...(plan === 'trial' ? {} : { activationDate: today() }),
    });
    if (res.status !== 201) throw new Error(`create answered ${res.status}`);
    return res.body.event as { id: string };
  }

  async function state(eventId: string) {
    const { db } = server.database;
    const [event] = await db
      .select({ albumsCount: events.albumsCount })
      .from(events)
      .where(eq(events.id, eventId));
    const [rows] = await db.select({ n: count() }).from(albums).where(eq(albums.eventId, eventId));
    return { albumsCount: event?.albumsCount, rows: rows?.n };
  }

  it('lists, creates, renames and deletes albums within the plan', async () => {
    const owner = await signedInOwner(server);
    const event = await createEvent(owner.client);
    const base = `/api/events/${event.id}/albums`;

    const initial = await owner.client.get(base);
    expect(initial.status).toBe(200);
    expect(initial.body.albums).toEqual([
      { id: expect.any(String), name: 'Główny album', isDefault: true, filesCount: 0, position: 0 },
    ]);
    const defaultId = initial.body.albums[0].id;

    for (const [name, message] of [
      ['', 'validation.album.nameRequired'],
      ['   ', 'validation.album.nameRequired'],
      ['x'.repeat(101), 'validation.album.nameTooLong'],
      [42, 'validation.album.nameRequired'],
    ] as const) {
      const res = await owner.client.post(base, { name });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('errors.validation');
      expect(res.body.data.issues[0]).toMatchObject({ path: 'name', message });
    }
    expect(await state(event.id)).toEqual({ albumsCount: 1, rows: 1 });

    const created = await owner.client.post(base, { name: '  Poprawiny ' });
    expect(created.status).toBe(201);
    expect(created.body.album).toMatchObject({ name: 'Poprawiny', isDefault: false, position: 1 });
    expect(await state(event.id)).toEqual({ albumsCount: 2, rows: 2 });

    // Trial: 2 albums in total.
    const third = await owner.client.post(`${base}?lang=en`, { name: 'Ślub' });
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({
      error: 'errors.albumLimitReached',
      data: { plan: 'trial', limit: 2 },
      message: 'The trial plan allows at most 2 albums.',
    });
    expect(await state(event.id)).toEqual({ albumsCount: 2, rows: 2 });

    const albumId = created.body.album.id;
    const renamed = await owner.client.request('PATCH', `${base}/${albumId}`, { name: 'Wesele' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.album.name).toBe('Wesele');
    const badRename = await owner.client.request('PATCH', `${base}/${albumId}`, { name: '' });
    expect(badRename.status).toBe(400);
    const unknown = await owner.client.request('PATCH', `${base}/nope`, { name: 'X' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('errors.albumNotFound');

    const protectedDefault = await owner.client.request('DELETE', `${base}/${defaultId}`, {
      confirmation: 'usunięcie nieodwracalne',
    });
    expect(protectedDefault.status).toBe(409);
    expect(protectedDefault.body.error).toBe('errors.defaultAlbumProtected');
    const wrong = await owner.client.request('DELETE', `${base}/${albumId}`, {
      confirmation: 'usun',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('errors.deletePhraseMismatch');
    expect(await state(event.id)).toEqual({ albumsCount: 2, rows: 2 });

    const storage = createStorage(server.config);
    await storage.put(`events/${event.id}/albums/${albumId}/a.jpg`, Buffer.from('x'));
    await storage.put(`events/${event.id}/albums/${defaultId}/b.jpg`, Buffer.from('x'));
    const deleted = await owner.client.request('DELETE', `${base}/${albumId}`, {
      confirmation: 'Permanent delete',
    });
    expect(deleted.status).toBe(204);
    expect(await state(event.id)).toEqual({ albumsCount: 1, rows: 1 });
    expect(await storage.exists(`events/${event.id}/albums/${albumId}/a.jpg`)).toBe(false);
    expect(await storage.exists(`events/${event.id}/albums/${defaultId}/b.jpg`)).toBe(true);
    const gone = await owner.client.request('DELETE', `${base}/${albumId}`, {
      confirmation: 'Permanent delete',
    });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('errors.albumNotFound');

    // The freed slot can be used again.
    expect((await owner.client.post(base, { name: 'Znowu' })).status).toBe(201);
  });

  it('refuses the first extra album on basic, and keeps the limit under parallel requests', async () => {
    const owner = await signedInOwner(server);
    const basic = await createEvent(owner.client, 'basic');
    const refused = await owner.client.post(`/api/events/${basic.id}/albums`, { name: 'Drugi' });
    expect(refused.status).toBe(403);
    expect(refused.body.data).toEqual({ plan: 'basic', limit: 1 });
    expect(await state(basic.id)).toEqual({ albumsCount: 1, rows: 1 });

    const standard = await createEvent(owner.client, 'standard');
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((name) =>
        owner.client.post(`/api/events/${standard.id}/albums`, { name }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 403]);
    expect(await state(standard.id)).toEqual({ albumsCount: 3, rows: 3 });
  });
});
