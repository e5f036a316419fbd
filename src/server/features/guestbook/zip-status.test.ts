/**
 * zipStatus through the lifecycle scheduler on a controllable clock, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL: WAITING while guests upload, then GENERATING → READY after the
 * upload window with one e-mail even with two schedulers, CRCs filled in and the guestbook PDF
 * cached; FAILED (and one e-mail) when an original is missing; the owner's retry; an upgrade
 * that reopens the upload window puts the status back to WAITING.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from '../../../shared/domain/time';
import { type TestDatabase, testDatabases } from '../../../test/db';
import {
  newEvent,
  newOwner,
  recordingMailer,
  silentLogger,
  testClock,
} from '../../../test/lifecycle';
import { addUploaded } from '../../../test/media';
import { LocalStorage } from '../../adapters/storage/local-storage';
import type { DatabaseHandle } from '../../db/client';
import { albums, events, media, uploadBatches } from '../../db/schema';
import { createEventAccess } from '../../policies/event-access';
import { createLifecycleScheduler } from '../lifecycle/scheduler';
import { createGuestbookRepository } from './guestbook.repository';
import { createGuestbookService } from './guestbook.service';
import { createGuestbookExport, guestbookExportsPrefix } from './guestbook-export';
import { createPdfRenderer } from './pdf-renderer';
import { createZipPreparer } from './zip-status';

const warsaw = (date: string, time: string) => zonedTimeToUtc(date, time, 'Europe/Warsaw');
const id = () => randomBytes(12).toString('base64url');

describe.each(testDatabases)('zipStatus on $kind', (testDatabase: TestDatabase) => {
  let database: DatabaseHandle;
  let dir: string;
  let storage: LocalStorage;
  const renderer = createPdfRenderer();

  beforeAll(async () => {
    database = await testDatabase.open();
    dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-zip-status-'));
    storage = new LocalStorage(dir);
  });
  afterAll(async () => {
    await renderer.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await database.db.delete(events);
  });

  function scheduler(clock: ReturnType<typeof testClock>, mailer = recordingMailer(clock.now)) {
    const repository = createGuestbookRepository(database.db);
    const exporter = createGuestbookExport({ repository, storage, renderer });
    const features = {
      service: createGuestbookService({
        repository,
        exporter,
        access: createEventAccess({ db: database.db }),
      }),
    };
    const lifecycle = createLifecycleScheduler({
      db: database.db,
      mailer,
      storage,
      logger: silentLogger,
      siteName: 'Momenty',
      baseUrl: 'https://momenty.example',
      supportEmail: 'pomoc@momenty.example',
      now: clock.now,
      zipStatus: createZipPreparer({
        repository,
        storage,
        guestbook: exporter,
        mailer,
        logger: silentLogger,
        siteName: 'Momenty',
        baseUrl: 'https://momenty.example',
        supportEmail: 'pomoc@momenty.example',
        now: clock.now,
      }),
    });
    return { lifecycle, mailer, features };
  }

  async function statusOf(eventId: string) {
    const [row] = await database.db
      .select({ zipStatus: events.zipStatus })
      .from(events)
      .where(eq(events.id, eventId));
    return row?.zipStatus;
  }

  /** A basic event (uploads 20–26 June 2026, downloads until 3 July) with a photo and a wish. */
  async function basicEvent(clock: ReturnType<typeof testClock>, language: 'pl' | 'en' = 'pl') {
    const owner = await newOwner(database.db, { language });
    const event = await newEvent(database.db, storage, clock.now, owner, {
      plan: 'basic',
      activationDate: '2026-06-20',
      name: 'Wesele Zosi i Jędrka',
    });
    const [album] = await database.db
      .select({ id: albums.id })
      .from(albums)
      .where(and(eq(albums.eventId, event.id), eq(albums.isDefault, true)));
    const albumId = album?.id as string;
    const batchId = id();
    await database.db
      .insert(uploadBatches)
      .values({ id: batchId, eventId: event.id, albumId, guestName: 'Ania' });
    const seeded = { eventId: event.id, albumId, batchId };
    const photo = await addUploaded(database.db, storage, seeded, {
      kind: 'photo',
      bytes: randomBytes(5000),
      mime: 'image/jpeg',
      state: 'ready',
    });
    await database.db.insert(uploadBatches).values({
      id: id(),
      eventId: event.id,
      albumId,
      kind: 'guestbook',
      guestName: 'Łukasz Żółkiewski',
      message: 'Zażółć gęślą jaźń',
      createdAt: warsaw('2026-06-20', '21:00'),
    });
    return { owner, eventId: event.id, photo };
  }

  it('stays WAITING during uploads, then becomes READY with one e-mail from two schedulers', async () => {
    const clock = testClock(warsaw('2026-06-01', '10:00'));
    const { owner, eventId, photo } = await basicEvent(clock);
    // A CRC the upload did not store is computed while preparing.
    await database.db.update(media).set({ crc32: null }).where(eq(media.id, photo));
    const mailer = recordingMailer(clock.now);
    const a = scheduler(clock, mailer);
    const b = scheduler(clock, mailer);
    const zipMails = () => mailer.sent.filter((mail) => /pobrania/.test(mail.subject));

    clock.set(warsaw('2026-06-26', '23:59'));
    await Promise.all([a.lifecycle.runOnce(), b.lifecycle.runOnce()]);
    expect(await statusOf(eventId)).toBe('WAITING');

    clock.set(warsaw('2026-06-27', '00:01'));
    const reports = await Promise.all([a.lifecycle.runOnce(), b.lifecycle.runOnce()]);
    expect(await statusOf(eventId)).toBe('READY');
    const started = reports.map((report) => report.zipStatus?.started ?? 0);
    expect((started[0] ?? 0) + (started[1] ?? 0)).toBe(1);
    const ready = reports.map((report) => report.zipStatus?.ready ?? 0);
    expect((ready[0] ?? 0) + (ready[1] ?? 0)).toBe(1);

    const mails = zipMails();
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.to).toBe(owner.email);
    expect(mail?.subject).toBe('„Wesele Zosi i Jędrka”: pliki są gotowe do pobrania');
    expect(mail?.text).toContain(`https://momenty.example/events/album/${eventId}?lang=pl`);
    // Basic: 7 upload days from 20 June, then 10 download days: until 6 July.
    expect(mail?.text).toContain('6 lipca 2026');
    expect(mail?.html).toContain('Pobierz pliki');

    const [row] = await database.db.select().from(media).where(eq(media.id, photo));
    const { stream } = await storage.get(row?.storageKey as string);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(row?.crc32).toBe(crc32(Buffer.concat(chunks)));

    const cached: string[] = [];
    for await (const object of storage.list(guestbookExportsPrefix(eventId))) {
      cached.push(object.key);
    }
    expect(cached).toHaveLength(1);

    // Later runs change nothing and send nothing.
    clock.set(warsaw('2026-06-28', '12:00'));
    await Promise.all([a.lifecycle.runOnce(), b.lifecycle.runOnce()]);
    expect(await statusOf(eventId)).toBe('READY');
    expect(zipMails()).toHaveLength(1);
  });

  it('fails when an original is missing, e-mails once, and prepares again after a retry', async () => {
    const clock = testClock(warsaw('2026-06-01', '10:00'));
    const { eventId, photo, owner } = await basicEvent(clock, 'en');
    const [row] = await database.db.select().from(media).where(eq(media.id, photo));
    const original = await storage.get(row?.storageKey as string);
    const chunks: Buffer[] = [];
    for await (const chunk of original.stream) chunks.push(chunk as Buffer);
    await storage.delete(row?.storageKey as string);

    const { lifecycle, mailer, features } = scheduler(clock);
    const failedMails = () => mailer.sent.filter((mail) => /could not prepare/.test(mail.subject));
    clock.set(warsaw('2026-06-27', '08:00'));
    await lifecycle.runOnce();
    expect(await statusOf(eventId)).toBe('FAILED');
    expect(failedMails()).toHaveLength(1);
    expect(failedMails()[0]?.text).toContain('pomoc@momenty.example');
    expect(failedMails()[0]?.text).toContain('Try again');
    await lifecycle.runOnce();
    expect(failedMails()).toHaveLength(1);

    // Only the owner may retry; anything but FAILED or READY is a conflict.
    const stranger = await newOwner(database.db);
    await expect(features.service.retryZip(stranger.id, eventId)).rejects.toMatchObject({
      id: 'eventNotFound',
    });
    expect(await features.service.retryZip(owner.id, eventId)).toBe('GENERATING');
    await expect(features.service.retryZip(owner.id, eventId)).rejects.toMatchObject({
      id: 'conflict',
    });

    await storage.put(row?.storageKey as string, Buffer.concat(chunks));
    await lifecycle.runOnce();
    expect(await statusOf(eventId)).toBe('READY');
    const readyMails = mailer.sent.filter((mail) => /download is ready/.test(mail.subject));
    expect(readyMails).toHaveLength(1);
    expect(readyMails[0]?.subject).toBe('“Wesele Zosi i Jędrka”: your download is ready');
  });

  it('fails when a stored original has another size than its row says', async () => {
    const clock = testClock(warsaw('2026-06-01', '10:00'));
    const { eventId, photo } = await basicEvent(clock);
    await database.db.update(media).set({ size: 1 }).where(eq(media.id, photo));
    const { lifecycle } = scheduler(clock);
    clock.set(warsaw('2026-06-27', '08:00'));
    await lifecycle.runOnce();
    expect(await statusOf(eventId)).toBe('FAILED');
  });

  it('leaves unpaid and expired events alone', async () => {
    const clock = testClock(warsaw('2026-06-01', '10:00'));
    const owner = await newOwner(database.db);
    const unpaid = await newEvent(database.db, storage, clock.now, owner, {
      plan: 'basic',
      activationDate: '2026-06-20',
      paid: false,
    });
    const { lifecycle } = scheduler(clock);
    clock.set(warsaw('2026-06-27', '08:00'));
    await lifecycle.runOnce();
    expect(await statusOf(unpaid.id)).toBe('WAITING');
  });
});
