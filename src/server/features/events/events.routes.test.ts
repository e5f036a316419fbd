import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/db';
import { startTestServer, type TestServer } from '../../../test/server';
import { events } from '../../db/schema';
import { browser, signedInOwner } from '../auth/test-helpers';

const settings = {
  uploadsEnabled: true,
  guestbookVisible: true,
  slideshowVisible: false,
  slideshowIntervalSeconds: 5,
  guestZipDownload: false,
};

describe.each(testDatabases)('GET /api/events on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function newEvent(userId: string, values: Partial<typeof events.$inferInsert> = {}) {
    const [event] = await server.database.db
      .insert(events)
      .values({
        id: randomBytes(16).toString('base64url'),
        userId,
        name: 'Wesele Ani i Piotra',
        activationDate: '2026-06-20',
        settings,
        expiresAt: new Date('2027-01-31T00:00:00Z'),
        ...values,
      })
      .returning();
    if (!event) throw new Error('no event inserted');
    return event;
  }

  it('requires authentication', async () => {
    const res = await browser(server).get('/api/events');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'errors.unauthorized',
      message: 'Twoja sesja wygasła. Zaloguj się ponownie.',
      status: 401,
    });
    const english = await browser(server).get('/api/events?lang=en');
    expect(english.body.error).toBe('errors.unauthorized');
    expect(english.body.message).toBe('Your session has ended. Please sign in again.');
    const forged = browser(server);
    forged.cookies.set('momenty.session_token', 'not-a-real-token.signature');
    expect((await forged.get('/api/events')).status).toBe(401);
  });

  it("lists only the caller's events, newest first", async () => {
    const anna = await signedInOwner(server);
    // Not confirmed yet: may still see the (empty) list.
    const piotr = await signedInOwner(server, { verified: false });
    const older = await newEvent(anna.userId, {
      name: 'Chrzciny',
      createdAt: new Date('2026-05-01T10:00:00Z'),
    });
    const newer = await newEvent(anna.userId, {
      name: 'Wesele',
      eventDate: '2026-08-15',
      plan: 'standard',
      paid: true,
      activationDate: '2026-08-15',
      timeZone: 'Europe/London',
      filesCount: 42,
      createdAt: new Date('2026-06-01T10:00:00Z'),
    });
    await newEvent(piotr.userId, { name: 'Urodziny Piotra' });

    const res = await anna.client.get('/api/events');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      events: [
        {
          id: newer.id,
          name: 'Wesele',
          eventDate: '2026-08-15',
          plan: 'standard',
          paid: true,
          activationDate: '2026-08-15',
          timeZone: 'Europe/London',
          filesCount: 42,
          createdAt: '2026-06-01T10:00:00.000Z',
        },
        {
          id: older.id,
          name: 'Chrzciny',
          eventDate: null,
          plan: 'trial',
          paid: false,
          activationDate: '2026-06-20',
          timeZone: 'Europe/Warsaw',
          filesCount: 0,
          createdAt: '2026-05-01T10:00:00.000Z',
        },
      ],
    });

    const theirs = await piotr.client.get('/api/events');
    expect(theirs.body.events.map((e: { name: string }) => e.name)).toEqual(['Urodziny Piotra']);

    await anna.client.post('/api/auth/sign-out');
    expect((await anna.client.get('/api/events')).status).toBe(401);
  });
});
