import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../../test/s3-server';
import { ConfigError, loadConfig } from '../config';
import { createMailer, createStorage } from './create-adapters';
import { OutboxMailer } from './mail/outbox-mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { LazyS3Storage } from './storage/lazy-s3-storage';
import { LocalStorage } from './storage/local-storage';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'momenty-adapters-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const log = { info: () => {} };

describe('adapter selection', () => {
  it('uses local files and the outbox on the embedded defaults', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const storage = createStorage(config);
    expect(storage).toBeInstanceOf(LocalStorage);
    await storage.put('events/e1/originals/m1', new TextEncoder().encode('zdjęcie'));
    expect(readdirSync(path.join(dataDir, 'files', 'events', 'e1', 'originals'))).toEqual(['m1']);

    const mailer = createMailer(config, log);
    expect(mailer).toBeInstanceOf(OutboxMailer);
    await mailer.send({
      to: 'anna@example.com',
      subject: 'Kod',
      text: 'Twój kod: 123456',
      code: '123456',
    });
    expect(
      readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml')),
    ).toHaveLength(1);
  });

  it('uses the bucket when S3_BUCKET is set', async () => {
    const s3 = await startTestS3();
    try {
      const storage = createStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env }));
      expect(storage).toBeInstanceOf(LazyS3Storage);
      await storage.put('events/e2/originals/m1', new TextEncoder().encode('zdjęcie'));
      const listed = [];
      for await (const { key } of storage.list('events/e2/')) listed.push(key);
      expect(listed).toEqual(['events/e2/originals/m1']);
      await (storage as LazyS3Storage).destroy();
    } finally {
      await s3.close();
    }
  });

  it('uses SMTP when SMTP_URL is set', () => {
    const mailer = createMailer(
      loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:2525' }),
      log,
    );
    expect(mailer).toBeInstanceOf(SmtpMailer);
  });

  it.each([
    ['http://127.0.0.1:3000', 'no-reply@momenty.example'],
    ['http://localhost:3000', 'no-reply@momenty.example'],
    ['http://[::1]:3000', 'no-reply@momenty.example'],
    ['https://zdjecia.example.pl', 'no-reply@zdjecia.example.pl'],
  ])('derives a valid default sender from BASE_URL %s', (baseUrl, address) => {
    const config = loadConfig({ DATA_DIR: dataDir, BASE_URL: baseUrl });
    expect(config.mail.from).toBe(`Momenty <${address}>`);
    expect(() => createMailer(config, log)).not.toThrow();
  });

  it('stops start-up on a sender that is not an address, naming MAIL_FROM', () => {
    const config = loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Momenty <not an address>' });
    expect(() => createMailer(config, log)).toThrow(ConfigError);
    expect(() => createMailer(config, log)).toThrow(/MAIL_FROM/);
  });
});
