/**
 * Lifecycle e-mails through a real SMTP server (smtp-server) that answers errors: the failure
 * is recorded, retried with back-off, blocks no other event, and the e-mail arrives once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/db';
import { newEvent, newOwner, scheduleOf, silentLogger, testClock } from '../../../test/lifecycle';
import { parseEml } from '../../adapters/mail/parse-eml';
import { SmtpMailer } from '../../adapters/mail/smtp-mailer';
import { LocalStorage } from '../../adapters/storage/local-storage';
import type { DatabaseHandle } from '../../db/client';
import { retryDelayMs } from './email-sender';
import { createLifecycleScheduler } from './scheduler';

type Received = { to: string[]; raw: Buffer };

/** An SMTP server that refuses recipients in `failing` with `code` until they are removed. */
async function startSmtp() {
  const received: Received[] = [];
  const failing = new Map<string, number>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const code = failing.get(address.address);
      if (code) {
        callback(
          Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: code }),
        );
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  const net = await new Promise<ReturnType<SMTPServer['listen']>>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    port: (net.address() as AddressInfo).port,
    received,
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases)('lifecycle e-mails over failing SMTP on $kind', (testDatabase) => {
  let database: DatabaseHandle;
  let dir: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: SmtpMailer;

  beforeAll(async () => {
    database = await testDatabase.open();
    dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-lifecycle-smtp-'));
    smtp = await startSmtp();
    mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, {
      from: 'Momenty <no-reply@momenty.example>',
      connectionTimeoutMs: 5_000,
    });
  });
  afterAll(async () => {
    await mailer?.close();
    await smtp?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('records the error, retries with back-off, never blocks others, delivers once', async () => {
    const clock = testClock('2026-06-01T10:00:00Z');
    const lifecycle = createLifecycleScheduler({
      db: database.db,
      mailer,
      storage: new LocalStorage(dir),
      logger: silentLogger,
      siteName: 'Momenty',
      baseUrl: 'https://momenty.example',
      supportEmail: 'pomoc@momenty.example',
      now: clock.now,
    });
    const failing = await newOwner(database.db, { email: 'anna@example.com', language: 'en' });
    const fine = await newOwner(database.db, { email: 'piotr@example.com' });
    // The failing owner's e-mail is due first, so it is tried first.
    const stuck = await newEvent(database.db, new LocalStorage(dir), clock.now, failing, {
      plan: 'trial',
      name: 'Anna & Tom',
    });
    clock.advance(1000);
    const other = await newEvent(database.db, new LocalStorage(dir), clock.now, fine, {
      plan: 'trial',
    });
    smtp.failing.set('anna@example.com', 451);

    await lifecycle.runOnce();
    const to = (address: string) => smtp.received.filter((m) => m.to.includes(address));
    expect(to('piotr@example.com')).toHaveLength(1);
    expect(to('anna@example.com')).toHaveLength(0);
    let record = await scheduleOf(database.db, stuck.id);
    expect(record?.error).toMatch(/451/);
    expect(record?.attempts).toBe(1);
    expect(record?.emailsSent.welcomeEmail).toBe(false);
    expect(record?.nextEmailType).toBe('welcomeEmail');
    expect(record?.nextEmailAt?.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    expect((await scheduleOf(database.db, other.id))?.emailsSent.welcomeEmail).toBe(true);

    // Not before the back-off: nothing is tried.
    clock.advance(30_000);
    await lifecycle.runOnce();
    expect((await scheduleOf(database.db, stuck.id))?.attempts).toBe(1);

    // Second try fails too: the delay doubles.
    clock.advance(31_000);
    await lifecycle.runOnce();
    record = await scheduleOf(database.db, stuck.id);
    expect(record?.attempts).toBe(2);
    expect(record?.nextEmailAt?.getTime()).toBe(clock.now().getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    // The server recovers: the e-mail goes once, the record is clean again.
    smtp.failing.delete('anna@example.com');
    clock.advance(retryDelayMs(2));
    await lifecycle.runOnce();
    await lifecycle.runOnce();
    expect(to('anna@example.com')).toHaveLength(1);
    expect(to('piotr@example.com')).toHaveLength(1);
    record = await scheduleOf(database.db, stuck.id);
    expect(record).toMatchObject({ attempts: 0, error: null, nextEmailType: 'trialEndsEmail' });
    expect(record?.emailsSent.welcomeEmail).toBe(true);

    // What arrived is the English welcome with the QR code inline.
    const eml = parseEml((to('anna@example.com')[0] as Received).raw);
    expect(eml.headers.get('subject')).toBe('“Anna & Tom” is ready for your guests');
    expect(eml.html).toContain('src="cid:guest-qr@momenty"');
    expect(eml.html).toContain('Anna &#38; Tom');
    expect(eml.text).toContain(`https://momenty.example/public/${stuck.id}`);
    const parts = (part: typeof eml): (typeof eml)[] => [part, ...part.parts.flatMap(parts)];
    const image = parts(eml).find((p) => p.headers.get('content-type')?.startsWith('image/png'));
    expect(image?.headers.get('content-id')).toBe('<guest-qr@momenty>');
  });

  it('backs off up to six hours and keeps retrying', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(9)).toBe(256 * 60_000);
    expect(retryDelayMs(10)).toBe(6 * 3_600_000);
    expect(retryDelayMs(1000)).toBe(6 * 3_600_000);
  });
});
