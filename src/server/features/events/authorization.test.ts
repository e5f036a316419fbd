/** Walks every owner route of events and albums as another owner (404) and anonymously (401). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../../shared/domain/time';
import { browser, signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { callRoute } from '../../../test/owner-routes';
import { startTestServer, type TestServer } from '../../../test/server';

describe.each(testDatabases)('owner routes authorisation on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers 404 for someone else's event and 401 without a session, changing nothing", async () => {
    const anna = await signedInOwner(server);
    const eve = await signedInOwner(server);
    const created = await anna.client.post('/api/events', {
      name: 'Wesele',
      eventDate: addDays(localDate(new Date(), 'Europe/Warsaw'), 5),
      type: 'wedding',
      language: 'pl',
      plan: 'trial',
    });
    const id = created.body.event.id;
    const extra = await anna.client.post(`/api/events/${id}/albums`, { name: 'Drugi' });
    const albumId = extra.body.album.id;
    const before = {
      event: (await anna.client.get(`/api/events/${id}`)).body,
      albums: (await anna.client.get(`/api/events/${id}/albums`)).body,
    };

    const phrase = { confirmation: 'permanent delete' };
    const routes = [
      { method: 'GET', path: `/api/events/${id}` },
      { method: 'PATCH', path: `/api/events/${id}`, body: { name: 'Mine now' } },
      { method: 'DELETE', path: `/api/events/${id}`, body: phrase },
      { method: 'PUT', path: `/api/events/${id}/password`, body: { password: 'secret-1' } },
      { method: 'GET', path: `/api/events/${id}/qr.png` },
      { method: 'GET', path: `/api/events/${id}/qr.png?download=1` },
      { method: 'GET', path: `/api/events/${id}/qr.png?size=print` },
      { method: 'GET', path: `/api/events/${id}/qr.svg` },
      { method: 'PUT', path: `/api/events/${id}/backgrounds/mobile`, raw: true },
      { method: 'DELETE', path: `/api/events/${id}/backgrounds/desktop` },
      { method: 'GET', path: `/api/events/${id}/albums` },
      { method: 'POST', path: `/api/events/${id}/albums`, body: { name: 'Obce' } },
      { method: 'PATCH', path: `/api/events/${id}/albums/${albumId}`, body: { name: 'Obce' } },
      { method: 'DELETE', path: `/api/events/${id}/albums/${albumId}`, body: phrase },
    ];

    for (const route of routes) {
      const asEve = await callRoute(server, eve.client, route);
      expect(asEve.status, `${route.method} ${route.path} as another owner`).toBe(404);
      expect(asEve.body.error).toBe('errors.eventNotFound');
      const anonymous = await callRoute(server, browser(server), route);
      expect(anonymous.status, `${route.method} ${route.path} anonymously`).toBe(401);
      expect(anonymous.body.error).toBe('errors.unauthorized');
    }
    const anonymousCreate = await browser(server).post('/api/events', { name: 'x' });
    expect(anonymousCreate.status).toBe(401);
    expect((await browser(server).get('/api/events')).status).toBe(401);
    expect((await eve.client.get('/api/events')).body.events).toEqual([]);

    expect({
      event: (await anna.client.get(`/api/events/${id}`)).body,
      albums: (await anna.client.get(`/api/events/${id}/albums`)).body,
    }).toEqual(before);
  });

  it('lists every owner route in the OpenAPI document', async () => {
    const doc = (await browser(server).get('/api/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/events',
        '/events/{eventId}',
        '/events/{eventId}/password',
        '/events/{eventId}/qr.png',
        '/events/{eventId}/qr.svg',
        '/events/{eventId}/backgrounds/{variant}',
        '/events/{eventId}/albums',
        '/events/{eventId}/albums/{albumId}',
      ]),
    );
    expect(Object.keys(doc.paths['/events/{eventId}'])).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    );
  });
});
