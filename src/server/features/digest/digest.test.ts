/**
 * The hosts' daily digest on both databases: due once at 20:00 in the event's zone, only when
 * something arrived, to the owner and the members who keep it on, with counts, inline
 * thumbnails and the newest wish; the one-click opt-out link; two instances sending at once;
 * nothing outside the upload window.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zonedTimeToUtc } from '../../../shared/domain/time';
import { browser, mailsTo, signedInOwner, waitForMail } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { addBatch, addItem, ownedEvent } from '../../../test/gallery';
import { warsawDay } from '../../../test/guest';
import { startTestServer, type TestServer } from '../../../test/server';
import { createMailer, createStorage } from '../../adapters/create-adapters';
import { resolveAuthSecret } from '../auth/auth-secret';
import { createLifecycleScheduler } from '../lifecycle/scheduler';
import { mediaStorageKey } from '../media/media-keys';
import { createDigest } from './digest';
import { createDigestRepository } from './digest.repository';

const zone = 'Europe/Warsaw';
const at = (day: string, time: string) => zonedTimeToUtc(day, time, zone);

describe.each(testDatabases)('daily digest on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  function digestAt(now: Date) {
    return createDigest({
      repository: createDigestRepository(server.database.db),
      mailer: createMailer(server.config, { info: () => {} }),
      storage: createStorage(server.config),
      logger: pino({ level: 'silent' }),
      siteName: 'Momenty',
      baseUrl: server.config.baseUrl,
      // The running server's own secret: its opt-out route checks the links these sign.
      secret: resolveAuthSecret(server.config.auth.secret, server.config.paths.data),
      now: () => now,
    });
  }

  /** An owner's event (basic, open today in Warsaw), a co-host and a moderator on it. */
  async function hostedEvent() {
    const owner = await signedInOwner(server);
    const seeded = await ownedEvent(server, owner.userId, { activationDate: warsawDay() });
    const helpers = [];
    for (const role of ['cohost', 'moderator'] as const) {
      const account = await signedInOwner(server, { language: 'en' });
      const before = mailsTo(server.dataDir, account.email).length;
      await owner.client.post(`/api/events/${seeded.eventId}/invitations`, {
        email: account.email,
        role,
      });
      const mail = await waitForMail(server.dataDir, account.email, before + 1);
      const token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
      expect((await account.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
      helpers.push(account);
    }
    const [cohost, moderator] = helpers as [typeof owner, typeof owner];
    return { owner, seeded, cohost, moderator };
  }

  const digestsTo = (email: string) =>
    mailsTo(server.dataDir, email).filter((m) => m.text.includes('/digest/'));

  it('sends once at 20:00 with counts, thumbnails and the newest wish; nothing before, nothing twice', async () => {
    const { owner, seeded, cohost, moderator } = await hostedEvent();
    const today = warsawDay();
    const storage = createStorage(server.config);
    const thumb = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 90 } },
    })
      .webp()
      .toBuffer();
    const upload = await addBatch(server, seeded, { createdAt: at(today, '10:00') });
    for (const time of ['10:00', '11:00', '12:00']) {
      const mediaId = await addItem(server, seeded, upload, { createdAt: at(today, time) });
      await storage.put(mediaStorageKey(seeded.eventId, mediaId, 'thumb'), thumb);
    }
    await addItem(server, seeded, upload, { kind: 'video', createdAt: at(today, '13:00') });
    await addItem(server, seeded, upload, { kind: 'audio', createdAt: at(today, '13:30') });
    // Before yesterday's digest: not counted again.
    await addItem(server, seeded, upload, { createdAt: at(addDays(today, -1), '19:00') });
    // Still arriving: not counted.
    await addItem(server, seeded, upload, { state: 'uploading', createdAt: at(today, '14:00') });
    await addBatch(server, seeded, {
      kind: 'guestbook',
      guestName: 'Ciocia Basia',
      message: 'Wszystkiego najlepszego!',
      createdAt: at(today, '15:00'),
    });
    await addBatch(server, seeded, {
      kind: 'guestbook',
      guestName: 'Wujek',
      message: 'Sto lat!',
      createdAt: at(today, '18:00'),
    });

    // The moderator turns it off on the event page.
    const off = await moderator.client.request('PUT', `/api/events/${seeded.eventId}/digest`, {
      enabled: false,
    });
    expect(off.body).toEqual({ enabled: false });
    expect((await moderator.client.get(`/api/events/${seeded.eventId}/digest`)).body.enabled).toBe(
      false,
    );

    expect(await digestAt(at(today, '19:59')).run()).toEqual({ sent: 0, failed: 0 });
    expect(await digestAt(at(today, '20:00')).run()).toEqual({ sent: 2, failed: 0 });
    expect(await digestAt(at(today, '20:30')).run()).toEqual({ sent: 0, failed: 0 });

    const [ownerMail] = digestsTo(owner.email);
    expect(digestsTo(owner.email)).toHaveLength(1);
    expect(ownerMail?.subject).toContain(
      '3 zdjęcia, 1 film, 1 wiadomość głosowa, 2 wpisy z życzeniami',
    );
    expect(ownerMail?.text).toContain('Najnowsze życzenia – Wujek:');
    expect(ownerMail?.text).toContain('Sto lat!');
    expect(ownerMail?.text).toContain(`/events/album/${seeded.eventId}`);
    const raw = readFileSync(path.join(server.dataDir, 'outbox', ownerMail?.file ?? ''), 'utf8');
    expect(raw.match(/Content-Type: image\/jpeg/gi)).toHaveLength(3);
    expect(ownerMail?.html.match(/src="cid:digest-\d@momenty"/g)).toHaveLength(3);

    const [cohostMail] = digestsTo(cohost.email);
    expect(cohostMail?.subject).toContain('3 photos, 1 video, 1 voice message, 2 wishes');
    expect(digestsTo(moderator.email)).toEqual([]);
  });

  it('shows no thumbnail and no newest wish a host hid: the photo, or the guest’s whole entry', async () => {
    const owner = await signedInOwner(server);
    const seeded = await ownedEvent(server, owner.userId, { activationDate: warsawDay() });
    const today = warsawDay();
    const shown = await addBatch(server, seeded, { createdAt: at(today, '10:00') });
    const hiddenEntry = await addBatch(server, seeded, {
      message: 'Zdjęcia z parkietu',
      hidden: true,
      createdAt: at(today, '11:00'),
    });
    const visible = await addItem(server, seeded, shown, { createdAt: at(today, '10:00') });
    const hiddenPhoto = await addItem(server, seeded, shown, {
      hidden: true,
      createdAt: at(today, '10:30'),
    });
    const inHiddenEntry = await addItem(server, seeded, hiddenEntry, {
      createdAt: at(today, '11:00'),
    });
    await addBatch(server, seeded, {
      kind: 'guestbook',
      guestName: 'Ciocia Basia',
      message: 'Wszystkiego najlepszego!',
      createdAt: at(today, '12:00'),
    });
    await addBatch(server, seeded, {
      kind: 'guestbook',
      guestName: 'Ktoś',
      message: 'Ukryty wpis',
      hidden: true,
      createdAt: at(today, '13:00'),
    });
    const arrivals = await createDigestRepository(server.database.db).arrivals(
      seeded.eventId,
      at(today, '00:00'),
      at(today, '20:00'),
    );
    // Everything that arrived is counted; only what guests may see is shown.
    expect(arrivals.photos).toBe(3);
    expect(arrivals.wishes).toBe(3);
    expect(arrivals.thumbnails).toEqual([visible]);
    expect(arrivals.thumbnails).not.toContain(hiddenPhoto);
    expect(arrivals.thumbnails).not.toContain(inHiddenEntry);
    expect(arrivals.newestWish).toEqual({
      guestName: 'Ciocia Basia',
      message: 'Wszystkiego najlepszego!',
    });
  });

  it('sends nothing when nothing new arrived, and nothing after the upload window', async () => {
    const { owner, seeded } = await hostedEvent();
    const today = warsawDay();
    expect(await digestAt(at(today, '20:05')).run()).toMatchObject({ failed: 0 });
    expect(digestsTo(owner.email)).toEqual([]);

    // Basic: 7 upload days. The evening after the last one still reports; the next does not.
    const batch = await addBatch(server, seeded, { createdAt: at(addDays(today, 6), '21:00') });
    await addItem(server, seeded, batch, { createdAt: at(addDays(today, 6), '21:00') });
    await digestAt(at(addDays(today, 7), '20:00')).run();
    expect(digestsTo(owner.email)).toHaveLength(1);
    await addItem(server, seeded, batch, { createdAt: at(addDays(today, 7), '21:00') });
    await digestAt(at(addDays(today, 8), '20:00')).run();
    expect(digestsTo(owner.email)).toHaveLength(1);
  });

  it('turns off with the signed one-click link and on again; a forged link changes nothing', async () => {
    const { owner, seeded } = await hostedEvent();
    const today = warsawDay();
    const batch = await addBatch(server, seeded, { createdAt: at(today, '09:00') });
    await addItem(server, seeded, batch, { createdAt: at(today, '09:00') });
    await digestAt(at(today, '20:00')).run();
    const [mail] = digestsTo(owner.email);
    const token = /\/digest\/([A-Za-z0-9_~-]+)\?/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    for (const forged of [
      `${token}x`,
      token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      'x~y',
      '',
    ]) {
      const res = await browser(server).post('/api/public/digest', { token: forged });
      expect(res.status, forged).toBe(400);
    }
    expect((await owner.client.get(`/api/events/${seeded.eventId}/digest`)).body.enabled).toBe(
      true,
    );

    const off = await browser(server).post('/api/public/digest', { token });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ eventName: 'Wesele Ani i Tomka', enabled: false });
    expect((await owner.client.get(`/api/events/${seeded.eventId}/digest`)).body.enabled).toBe(
      false,
    );
    await addItem(server, seeded, batch, { createdAt: at(addDays(today, 1), '09:00') });
    await digestAt(at(addDays(today, 1), '20:00')).run();
    expect(digestsTo(owner.email)).toHaveLength(1);

    const on = await browser(server).post('/api/public/digest', { token, enabled: true });
    expect(on.body.enabled).toBe(true);
    await addItem(server, seeded, batch, { createdAt: at(addDays(today, 2), '09:00') });
    await digestAt(at(addDays(today, 2), '20:00')).run();
    expect(digestsTo(owner.email)).toHaveLength(2);
  });

  it('goes out with the lifecycle scheduler’s run', async () => {
    const { owner, seeded } = await hostedEvent();
    const today = warsawDay();
    const batch = await addBatch(server, seeded, { createdAt: at(today, '11:00') });
    await addItem(server, seeded, batch, { createdAt: at(today, '11:00') });
    const now = at(today, '20:10');
    const scheduler = createLifecycleScheduler({
      db: server.database.db,
      mailer: createMailer(server.config, { info: () => {} }),
      storage: createStorage(server.config),
      logger: pino({ level: 'silent' }),
      siteName: 'Momenty',
      baseUrl: server.config.baseUrl,
      supportEmail: 'pomoc@momenty.example',
      now: () => now,
      digest: digestAt(now),
    });
    const report = await scheduler.runOnce();
    expect(report.digest?.sent).toBeGreaterThanOrEqual(3);
    expect(digestsTo(owner.email)).toHaveLength(1);
    await scheduler.stop();
  });

  it('two instances at once send each host one digest', async () => {
    const { owner, seeded, cohost, moderator } = await hostedEvent();
    const today = warsawDay();
    const batch = await addBatch(server, seeded, { createdAt: at(today, '12:00') });
    await addItem(server, seeded, batch, { createdAt: at(today, '12:00') });
    const now = at(today, '20:01');
    const reports = await Promise.all([digestAt(now).run(), digestAt(now).run()]);
    expect(reports[0].sent + reports[1].sent).toBe(3);
    for (const account of [owner, cohost, moderator]) {
      expect(digestsTo(account.email), account.email).toHaveLength(1);
    }
  });
});
