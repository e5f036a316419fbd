/**
 * The edge checks: owner changes only from the site itself with JSON bodies
 * (another site cannot change an event, set its password or start a
 * purchase with the owner's cookie), NUL characters refused everywhere, and
 * the auth endpoints' bodies bounded, with no callback for a sign-in
 * provider that is not configured.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../shared/domain/time';
import { signedInOwner } from '../../test/auth';
import { testDatabases } from '../../test/db';
import { startTestServer, type TestServer } from '../../test/server';
import { events, purchases } from '../db/schema';

describe.each(testDatabases)('edge checks on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function ownerWithEvent() {
    const owner = await signedInOwner(server);
    const created = await owner.client.post('/api/events', {
      name: 'Wesele',
      eventDate: addDays(localDate(new Date(), 'Europe/Warsaw'), 5),
      type: 'wedding',
      language: 'pl',
      plan: 'trial',
    });
    expect(created.status).toBe(201);
    const cookie = [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { owner, eventId: created.body.event.id as string, cookie };
  }

  it("refuses the owner's changes from another site, or without saying where they come from", async () => {
    const { eventId, cookie } = await ownerWithEvent();
    const send = (method: string, path: string, headers: Record<string, string>, body: string) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { cookie, 'content-type': 'application/json', ...headers },
        body,
      });
    const rename = JSON.stringify({ name: 'Przejęte' });
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ] as Record<string, string>[]) {
      const res = await send('PATCH', `/api/events/${eventId}`, headers, rename);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toMatchObject({ error: 'errors.crossSiteRequest' });
      const password = await send(
        'PUT',
        `/api/events/${eventId}/password`,
        headers,
        JSON.stringify({ password: 'sekret-123' }),
      );
      expect(password.status).toBe(403);
    }
    const [row] = await server.database.db.select().from(events).where(eq(events.id, eventId));
    expect(row?.name).toBe('Wesele');
    expect(row?.passwordHash).toBeNull();

    // From the site: by Origin, or by Fetch Metadata when a browser sends no Origin.
    const fromSite = await send(
      'PATCH',
      `/api/events/${eventId}`,
      { origin: server.config.baseUrl },
      rename,
    );
    expect(fromSite.status).toBe(200);
    const sameOrigin = await send(
      'PATCH',
      `/api/events/${eventId}`,
      { 'sec-fetch-site': 'same-origin' },
      JSON.stringify({ name: 'Wesele' }),
    );
    expect(sameOrigin.status).toBe(200);
    // Reading needs no Origin.
    expect(
      (await fetch(`${server.url}/api/events/${eventId}`, { headers: { cookie } })).status,
    ).toBe(200);
  });

  it('takes only JSON bodies on owner routes: a text/plain body starts no purchase', async () => {
    const { eventId, cookie } = await ownerWithEvent();
    const res = await fetch(`${server.url}/api/events/${eventId}/checkout`, {
      method: 'POST',
      headers: { cookie, origin: server.config.baseUrl, 'content-type': 'text/plain' },
      body: JSON.stringify({ plan: 'basic' }),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: 'errors.unsupportedMediaType' });
    const form = await fetch(`${server.url}/api/events/${eventId}`, {
      method: 'PATCH',
      headers: {
        cookie,
        origin: server.config.baseUrl,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'name=Przej%C4%99te',
    });
    expect(form.status).toBe(415);
    const started = await server.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.eventId, eventId));
    expect(started).toEqual([]);
  });

  it('refuses NUL characters in addresses and JSON texts with 400 and changes nothing', async () => {
    const { owner, eventId } = await ownerWithEvent();
    for (const path of [
      '/api/public/events/%00',
      '/api/public/events/a%00b/media',
      `/api/events/${eventId}?x=%00`,
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'errors.forbiddenCharacters' });
    }
    const renamed = await owner.client.request('PATCH', `/api/events/${eventId}`, {
      name: 'Wesele\u0000Ani',
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error).toBe('errors.forbiddenCharacters');
    const wish = await fetch(`${server.url}/api/public/events/${eventId}/batches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: '{"kind":"guestbook","clientId":"abcdefghijkl","guestName":"A\\u0000","message":"x","files":[]}',
    });
    expect(wish.status).toBe(400);
    expect(((await wish.json()) as { message: string }).message).toMatch(/not allowed/);
    const [row] = await server.database.db.select().from(events).where(eq(events.id, eventId));
    expect(row?.name).toBe('Wesele');
  });

  it("bounds the auth endpoints' bodies and has no callback for a provider that is not set up", async () => {
    const callback = await fetch(`${server.url}/api/auth/callback/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `state=${'a'.repeat(1000)}`,
    });
    expect(callback.status).toBe(404);
    expect(await callback.json()).toMatchObject({ error: 'errors.routeNotFound' });
    const huge = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.config.baseUrl },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(100_000) }),
    });
    expect(huge.status).toBe(413);
  });
});

describe.each(testDatabases)('a configured sign-in provider on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase, {
      env: {
        GOOGLE_CLIENT_ID: 'client-id.apps.example',
        GOOGLE_CLIENT_SECRET: 'client-secret-1234',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('takes a small callback body and refuses a large one, copying nothing into its answer', async () => {
    const small = await fetch(`${server.url}/api/auth/callback/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'state=abc&code=def',
      redirect: 'manual',
    });
    expect(small.status).toBeLessThan(500);
    const large = await fetch(`${server.url}/api/auth/callback/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `state=${'a'.repeat(1_000_000)}`,
      redirect: 'manual',
    });
    expect(large.status).toBe(413);
    const headerBytes = [...large.headers.entries()].reduce(
      (n, [k, v]) => n + k.length + v.length,
      0,
    );
    expect(headerBytes).toBeLessThan(4096);
  });
});
