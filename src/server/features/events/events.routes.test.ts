import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addYears, localDate } from '../../../shared/domain/time';
import { browser, type HttpClient, signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { startTestServer, type TestServer } from '../../../test/server';
import { createStorage } from '../../adapters/create-adapters';
import { albums, emailSchedules, events, questionnaires } from '../../db/schema';

const settings = {
  uploadsEnabled: true,
  guestbookVisible: true,
  slideshowVisible: false,
  slideshowIntervalSeconds: 5,
  guestZipDownload: false,
};

const today = () => localDate(new Date(), 'Europe/Warsaw');

function trialBody(values: Record<string, unknown> = {}) {
  return {
    name: 'Wesele Ani i Piotra',
    eventDate: addDays(today(), 30),
    type: 'wedding',
    guestCount: 120,
    language: 'pl',
    plan: 'trial',
    ...values,
  };
}

describe.each(testDatabases)('owner events API on $kind', (testDatabase) => {
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

  /** Row counts of everything creating or deleting an event touches. */
  async function counts() {
    const { db } = server.database;
    const n = async (table: typeof events | typeof albums | typeof questionnaires) =>
      (await db.select({ n: count() }).from(table))[0]?.n;
    return {
      events: await n(events),
      albums: await n(albums),
      questionnaires: await n(questionnaires),
      schedules: (await db.select({ n: count() }).from(emailSchedules))[0]?.n,
    };
  }

  async function createTrial(client: HttpClient, values: Record<string, unknown> = {}) {
    const res = await client.post('/api/events', trialBody(values));
    if (res.status !== 201)
      throw new Error(`create answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.event;
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

  it("lists only the caller's events, newest first, with their state", async () => {
    const anna = await signedInOwner(server);
    // Not confirmed yet: may still see the (empty) list.
    const piotr = await signedInOwner(server, { verified: false });
    const older = await newEvent(anna.userId, {
      name: 'Chrzciny',
      activationDate: '2020-05-01',
      createdAt: new Date('2026-05-01T10:00:00Z'),
    });
    const newer = await newEvent(anna.userId, {
      name: 'Wesele',
      eventDate: '2099-08-15',
      plan: 'standard',
      paid: true,
      activationDate: '2099-08-15',
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
          eventDate: '2099-08-15',
          plan: 'standard',
          paid: true,
          activationDate: '2099-08-15',
          timeZone: 'Europe/London',
          state: 'notYetActive',
          filesCount: 42,
          filesLimit: 500,
          createdAt: '2026-06-01T10:00:00.000Z',
          role: 'owner',
          // Standard: 14 upload and 20 download days, London summer time.
          periods: {
            uploadStart: '2099-08-14T23:00:00.000Z',
            uploadEnd: '2099-08-28T22:59:59.999Z',
            downloadEnd: '2099-09-17T22:59:59.999Z',
          },
        },
        {
          id: older.id,
          name: 'Chrzciny',
          eventDate: null,
          plan: 'trial',
          paid: false,
          activationDate: '2020-05-01',
          timeZone: 'Europe/Warsaw',
          state: 'expired',
          filesCount: 0,
          filesLimit: 10,
          createdAt: '2026-05-01T10:00:00.000Z',
          role: 'owner',
          periods: {
            uploadStart: '2020-04-30T22:00:00.000Z',
            uploadEnd: '2020-05-07T21:59:59.999Z',
            downloadEnd: '2020-05-14T21:59:59.999Z',
          },
        },
      ],
    });

    const theirs = await piotr.client.get('/api/events');
    expect(theirs.body.events.map((e: { name: string }) => e.name)).toEqual(['Urodziny Piotra']);

    await anna.client.post('/api/auth/sign-out');
    expect((await anna.client.get('/api/events')).status).toBe(401);
  });

  it('creates a trial with its default album, questionnaire and e-mail schedule', async () => {
    const owner = await signedInOwner(server);
    const before = Date.now();
    const res = await owner.client.post('/api/events', {
      ...trialBody({ activationDate: addDays(today(), 100), description: '  Sala pod Lipami ' }),
    });
    expect(res.status).toBe(201);
    const event = res.body.event;
    expect(event.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(event).toMatchObject({
      name: 'Wesele Ani i Piotra',
      description: 'Sala pod Lipami',
      type: 'wedding',
      guestCount: 120,
      language: 'pl',
      timeZone: 'Europe/Warsaw',
      plan: 'trial',
      paid: false,
      // A trial starts on its creation day whatever the body says.
      activationDate: today(),
      state: 'uploading',
      filesCount: 0,
      filesLimit: 10,
      videosCount: 0,
      albumsCount: 1,
      settings,
      style: {},
      hasPassword: false,
      limits: { files: 10, videos: 1, albums: 2 },
      guestUrl: `${server.config.baseUrl}/public/${event.id}`,
    });
    expect(event).not.toHaveProperty('passwordHash');
    const ttlDays = (Date.parse(event.expiresAt) - before) / 86_400_000;
    expect(ttlDays).toBeGreaterThan(103.9);
    expect(ttlDays).toBeLessThan(104.1);

    const { db } = server.database;
    const albumRows = await db.select().from(albums).where(eq(albums.eventId, event.id));
    expect(albumRows).toMatchObject([{ name: 'Główny album', isDefault: true, position: 0 }]);
    const [questionnaire] = await db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.eventId, event.id));
    expect(questionnaire).toMatchObject({
      userId: owner.userId,
      eventType: 'wedding',
      guestCount: 120,
      plan: 'trial',
    });
    const [schedule] = await db
      .select()
      .from(emailSchedules)
      .where(eq(emailSchedules.eventId, event.id));
    expect(schedule).toMatchObject({
      email: owner.email,
      plan: 'trial',
      paid: false,
      startUploadDate: today(),
      endUploadDate: addDays(today(), 6),
      endDownloadDate: addDays(today(), 13),
      endFreeTrialDate: addDays(today(), 6),
      nextEmailType: 'welcomeEmail',
    });
    expect(Object.values(schedule?.emailsSent ?? { x: true }).every((sent) => !sent)).toBe(true);
    expect(schedule?.expiresAt.toISOString()).toBe(event.expiresAt);

    const detail = await owner.client.get(`/api/events/${event.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.event).toEqual(event);
    const list = await owner.client.get('/api/events');
    expect(list.body.events.map((e: { id: string }) => e.id)).toEqual([event.id]);

    const english = await owner.client.post(
      '/api/events',
      trialBody({ language: 'en', activationCode: '' }),
    );
    expect(english.status).toBe(201);
    const [englishAlbum] = await db
      .select()
      .from(albums)
      .where(eq(albums.eventId, english.body.event.id));
    expect(englishAlbum?.name).toBe('Main album');
  });

  it('creates a paid plan unpaid, starting on its activation date', async () => {
    const owner = await signedInOwner(server);
    const activationDate = addDays(today(), 10);
    const res = await owner.client.post('/api/events', {
      ...trialBody({ plan: 'standard', activationDate, timeZone: 'America/New_York' }),
      eventDate: addDays(today(), 10),
    });
    expect(res.status).toBe(201);
    expect(res.body.event).toMatchObject({
      plan: 'standard',
      paid: false,
      activationDate,
      timeZone: 'America/New_York',
      state: 'notYetActive',
      limits: { files: 500, videos: null, albums: 3 },
    });
    const ttlDays = (Date.parse(res.body.event.expiresAt) - Date.now()) / 86_400_000;
    // 14 + 20 + 90 + the 10 (or 9–11, across zones) days until activation.
    expect(ttlDays).toBeGreaterThan(132);
    expect(ttlDays).toBeLessThan(136);
  });

  it('refuses incomplete bodies, bad values, codes and unverified owners, changing nothing', async () => {
    const owner = await signedInOwner(server);
    const before = await counts();
    const post = (body: unknown) => owner.client.post('/api/events', body);

    for (const field of ['name', 'eventDate', 'type', 'plan']) {
      const body: Record<string, unknown> = trialBody();
      delete body[field];
      const res = await owner.client.post('/api/events?lang=en', body);
      expect(res.status, field).toBe(400);
      expect(res.body.error).toBe('errors.missingEventFields');
      expect(res.body.message).toBe('Missing required fields for event creation');
    }
    expect((await post({})).body.error).toBe('errors.missingEventFields');
    const paidWithout = await post(trialBody({ plan: 'basic' }));
    expect(paidWithout.body.error).toBe('errors.missingEventFields');

    const invalid: [Record<string, unknown>, string, string][] = [
      [{ eventDate: addDays(today(), -1) }, 'eventDate', 'validation.date.outOfRange'],
      [{ eventDate: addDays(addYears(today(), 2), 1) }, 'eventDate', 'validation.date.outOfRange'],
      [{ eventDate: '2026-02-30' }, 'eventDate', 'validation.date.invalid'],
      [{ eventDate: 20260101 }, 'eventDate', 'validation.date.invalid'],
      [
        { plan: 'premium', activationDate: addDays(addYears(today(), 2), 1) },
        'activationDate',
        'validation.date.outOfRange',
      ],
      [{ name: '   ' }, 'name', 'validation.event.nameRequired'],
      [{ name: 'x'.repeat(101) }, 'name', 'validation.event.nameTooLong'],
      [{ name: 42 }, 'name', 'validation.event.nameRequired'],
      [{ description: 'x'.repeat(2001) }, 'description', 'validation.event.descriptionTooLong'],
      [{ type: 'party' }, 'type', 'validation.event.typeInvalid'],
      [{ guestCount: 0 }, 'guestCount', 'validation.event.guestCountInvalid'],
      [{ guestCount: 100_001 }, 'guestCount', 'validation.event.guestCountInvalid'],
      [{ guestCount: 1.5 }, 'guestCount', 'validation.event.guestCountInvalid'],
      [{ guestCount: '12' }, 'guestCount', 'validation.event.guestCountInvalid'],
      [{ language: 'de' }, 'language', 'validation.language.unsupported'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'validation.event.timeZoneInvalid'],
      [{ plan: 'gold' }, 'plan', 'validation.plan.invalid'],
    ];
    for (const [values, path, message] of invalid) {
      const res = await post(trialBody(values));
      expect(res.status, JSON.stringify(values)).toBe(400);
      expect(res.body.error).toBe('errors.validation');
      expect(res.body.data.issues).toContainEqual({ path, message });
    }

    const code = await post(trialBody({ activationCode: 'ABCD-1234' }));
    expect(code.status).toBe(400);
    expect(code.body.error).toBe('errors.invalidActivationCode');
    const paidCode = await post(
      trialBody({ plan: 'premium', activationDate: today(), activationCode: 'X' }),
    );
    expect(paidCode.body.error).toBe('errors.invalidActivationCode');

    const unverified = await signedInOwner(server, { verified: false });
    const refused = await unverified.client.post('/api/events', trialBody());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('errors.emailNotVerified');

    expect(await counts()).toEqual(before);
  });

  it('refuses a fourth trial, also when two are created at once', async () => {
    const owner = await signedInOwner(server);
    for (let i = 0; i < 3; i++) await createTrial(owner.client);
    const before = await counts();
    const fourth = await owner.client.post('/api/events', trialBody());
    expect(fourth.status).toBe(403);
    expect(fourth.body).toMatchObject({ error: 'errors.trialLimitReached', data: { max: 3 } });
    expect(fourth.body.message).toContain('3');
    expect(await counts()).toEqual(before);
    // Paid plans are not limited.
    const paid = await owner.client.post(
      '/api/events',
      trialBody({ plan: 'basic', activationDate: today() }),
    );
    expect(paid.status).toBe(201);

    const racer = await signedInOwner(server);
    for (let i = 0; i < 2; i++) await createTrial(racer.client);
    const answers = await Promise.all([
      racer.client.post('/api/events', trialBody()),
      racer.client.post('/api/events', trialBody()),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403]);
    const mine = await racer.client.get('/api/events');
    expect(mine.body.events).toHaveLength(3);
  });

  it('changes details, settings and style; refuses dates, unknown keys and slideshow off-plan', async () => {
    const owner = await signedInOwner(server);
    const event = await createTrial(owner.client);
    const url = `/api/events/${event.id}`;
    const patch = (body: unknown) => owner.client.request('PATCH', url, body);

    const changed = await patch({
      name: 'Wesele A&P',
      description: 'Nowy opis',
      type: 'family',
      guestCount: 80,
      language: 'en',
      settings: { uploadsEnabled: false, slideshowIntervalSeconds: 10 },
      style: {
        backgroundColor: '#ffeedd',
        backgroundSize: 'half',
        contentPosition: 'top',
        topText: { text: 'Zapraszamy', background: true, radius: 8, color: '#000', opacity: 0.5 },
        font: 'Great Vibes',
        button: { preset: 'custom', customText: 'Dodaj zdjęcia', oneButton: true },
        gallery: { color: '#112233', frameRadius: 4 },
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.event).toMatchObject({
      name: 'Wesele A&P',
      description: 'Nowy opis',
      type: 'family',
      guestCount: 80,
      language: 'en',
      settings: { ...settings, uploadsEnabled: false, slideshowIntervalSeconds: 10 },
      style: { backgroundColor: '#ffeedd', font: 'Great Vibes' },
    });

    const before = (await owner.client.get(url)).body.event;
    const refused: [unknown, number, string][] = [
      [{ eventDate: addDays(today(), 3) }, 400, 'errors.validation'],
      [{ activationDate: addDays(today(), 3) }, 400, 'errors.validation'],
      [{ name: '' }, 400, 'errors.validation'],
      [{ name: 'x'.repeat(101) }, 400, 'errors.validation'],
      [{ guestCount: -1 }, 400, 'errors.validation'],
      [{ settings: { slideshowIntervalSeconds: 2 } }, 400, 'errors.validation'],
      [{ settings: { slideshowIntervalSeconds: 61 } }, 400, 'errors.validation'],
      [{ settings: { uploadsEnabled: 'no' } }, 400, 'errors.validation'],
      [{ settings: { slideshowVisible: true } }, 403, 'errors.slideshowNotInPlan'],
      [{ style: { backgroundColor: 'red; background: url(x)' } }, 400, 'errors.validation'],
      [{ style: { script: '<script>' } }, 400, 'errors.validation'],
      [{ style: { font: 'Comic Sans' } }, 400, 'errors.validation'],
      [{ style: { topText: { text: 'x'.repeat(201) } } }, 400, 'errors.validation'],
      [{ style: { button: { preset: 'buyNow' } } }, 400, 'errors.validation'],
      [{ style: [] }, 400, 'errors.validation'],
    ];
    for (const [body, status, error] of refused) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toBe(error);
    }
    const dated = await patch({ eventDate: addDays(today(), 3) });
    expect(dated.body.data.issues[0].message).toBe('validation.event.fieldNotEditable');
    expect((await owner.client.get(url)).body.event).toEqual(before);

    // The slideshow is fine on premium.
    const premium = await owner.client.post(
      '/api/events',
      trialBody({ plan: 'premium', activationDate: today() }),
    );
    const shown = await owner.client.request('PATCH', `/api/events/${premium.body.event.id}`, {
      settings: { slideshowVisible: true, slideshowIntervalSeconds: 60 },
    });
    expect(shown.status).toBe(200);
    expect(shown.body.event.settings.slideshowVisible).toBe(true);
  });

  it('sets, changes and removes the guest password as an argon2id hash', async () => {
    const owner = await signedInOwner(server);
    const event = await createTrial(owner.client);
    const url = `/api/events/${event.id}/password`;
    const storedHash = async () =>
      (
        await server.database.db
          .select({ hash: events.passwordHash })
          .from(events)
          .where(eq(events.id, event.id))
      )[0]?.hash;

    for (const password of ['abc', 'x'.repeat(129), 1234, undefined]) {
      const res = await owner.client.request('PUT', url, { password });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('errors.validation');
    }
    expect(await storedHash()).toBeNull();

    expect((await owner.client.request('PUT', url, { password: 'Wesele2026' })).status).toBe(204);
    const first = await storedHash();
    expect(first).toMatch(/^\$argon2id\$/);
    expect(await verify(first ?? '', 'Wesele2026')).toBe(true);
    expect(await verify(first ?? '', 'wesele2026')).toBe(false);
    const detail = await owner.client.get(`/api/events/${event.id}`);
    expect(detail.body.event.hasPassword).toBe(true);
    expect(JSON.stringify(detail.body)).not.toContain('argon2');

    expect((await owner.client.request('PUT', url, { password: 'Nowe-hasło' })).status).toBe(204);
    const second = await storedHash();
    expect(second).not.toBe(first);
    expect(await verify(second ?? '', 'Nowe-hasło')).toBe(true);

    expect((await owner.client.request('PUT', url, { password: null })).status).toBe(204);
    expect(await storedHash()).toBeNull();
    expect((await owner.client.get(`/api/events/${event.id}`)).body.event.hasPassword).toBe(false);
  });

  it('answers a QR code that decodes back to the guest link', async () => {
    const owner = await signedInOwner(server);
    const event = await createTrial(owner.client);
    const res = await fetch(`${server.url}/api/events/${event.id}/qr.png`, {
      headers: { cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('private');
    expect(res.headers.get('content-disposition')).toBeNull();
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([228, 228]);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(event.guestUrl);

    const download = await owner.client.get(`/api/events/${event.id}/qr.png?download=1`);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="momenty-qr-${event.id}.png"`,
    );
  });

  it('answers print-quality QR codes: a 2000 px PNG and a vector SVG, both of the guest link', async () => {
    const owner = await signedInOwner(server);
    const event = await createTrial(owner.client);
    const cookie = [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

    const print = await fetch(`${server.url}/api/events/${event.id}/qr.png?size=print&download=1`, {
      headers: { cookie },
    });
    expect(print.status).toBe(200);
    expect(print.headers.get('content-disposition')).toBe(
      `attachment; filename="momenty-qr-${event.id}-print.png"`,
    );
    const png = PNG.sync.read(Buffer.from(await print.arrayBuffer()));
    expect([png.width, png.height]).toEqual([2000, 2000]);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(event.guestUrl);

    const svg = await fetch(`${server.url}/api/events/${event.id}/qr.svg?download=1`, {
      headers: { cookie },
    });
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.get('content-disposition')).toBe(
      `attachment; filename="momenty-qr-${event.id}.svg"`,
    );
    const text = await svg.text();
    expect(text).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
    // Rendered to pixels, the vector code reads back as the guest link.
    const raster = PNG.sync.read(await sharp(Buffer.from(text), { density: 300 }).png().toBuffer());
    const pixels = new Uint8ClampedArray(raster.data);
    expect(jsQR(pixels, raster.width, raster.height)?.data).toBe(event.guestUrl);

    const bad = await owner.client.get(`/api/events/${event.id}/qr.png?size=huge`);
    expect(bad.status).toBe(400);
  });

  it('deletes an event with the typed phrase (either language), its rows and its files', async () => {
    const owner = await signedInOwner(server, { language: 'en' });
    const storage = createStorage(server.config);
    const first = await createTrial(owner.client);
    const second = await createTrial(owner.client);
    await storage.put(`events/${first.id}/originals/a`, Buffer.from('photo'));
    await storage.put(`events/${second.id}/originals/b`, Buffer.from('photo'));
    const before = await counts();

    for (const confirmation of ['delete', 'usuniecie nieodwracalne', '']) {
      const res = await owner.client.request('DELETE', `/api/events/${first.id}`, { confirmation });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('errors.deletePhraseMismatch');
    }
    const missing = await owner.client.request('DELETE', `/api/events/${first.id}`, {});
    expect(missing.body.error).toBe('errors.validation');
    expect(await counts()).toEqual(before);
    expect(await storage.exists(`events/${first.id}/originals/a`)).toBe(true);

    const english = await owner.client.request('DELETE', `/api/events/${first.id}`, {
      confirmation: '  Permanent   DELETE ',
    });
    expect(english.status).toBe(204);
    const polish = await owner.client.request('DELETE', `/api/events/${second.id}`, {
      confirmation: 'usunięcie nieodwracalne',
    });
    expect(polish.status).toBe(204);
    expect(await counts()).toEqual({
      events: (before.events ?? 0) - 2,
      albums: (before.albums ?? 0) - 2,
      questionnaires: (before.questionnaires ?? 0) - 2,
      schedules: (before.schedules ?? 0) - 2,
    });
    expect(await storage.exists(`events/${first.id}/originals/a`)).toBe(false);
    expect(await storage.exists(`events/${second.id}/originals/b`)).toBe(false);
    expect((await owner.client.get(`/api/events/${first.id}`)).status).toBe(404);
  });
});
