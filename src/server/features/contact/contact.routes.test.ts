/** POST /api/contact against the real app: stored, e-mailed to support, validated, limited. */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { startTestServer, type TestServer } from '../../../test/server';
import { parseEml } from '../../adapters/mail/parse-eml';
import { contactMessages, rateLimits } from '../../db/schema';
import { createContactRepository } from './contact.repository';
import { createContactService } from './contact.service';

const valid = {
  name: 'Anna Kowalska',
  email: 'anna@example.com',
  subject: 'billing',
  message: 'Czy mogę dostać fakturę VAT za pakiet Premium?',
};

function supportMails(server: TestServer) {
  const dir = path.join(server.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml') && !f.startsWith('.'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => parseEml(readFileSync(path.join(dir, file))))
    .filter((mail) => mail.headers.get('to') === server.config.supportEmail);
}

async function messageCount(server: TestServer) {
  return (await server.database.db.select({ n: count() }).from(contactMessages))[0]?.n;
}

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.each(testDatabases)('contact form on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase, {
      env: {
        SUPPORT_EMAIL: 'pomoc@momenty.example',
        CONTACT_RATE_LIMIT_MAX: '3',
        CLIENT_IP_HEADER: 'x-real-ip',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const from = (ip: string) => browser(server, { 'x-real-ip': ip });

  it('stores the message and e-mails it to support with Reply-To set to the sender', async () => {
    const res = await from('10.0.0.1').post('/api/contact', {
      ...valid,
      name: '  Anna Kowalska ',
      website: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const [stored] = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'anna@example.com'));
    expect(stored).toMatchObject({
      name: 'Anna Kowalska',
      subject: 'billing',
      message: valid.message,
      userId: null,
      error: null,
    });
    expect(stored?.sentAt).toBeInstanceOf(Date);
    const [mail] = supportMails(server);
    expect(mail?.headers.get('reply-to')).toBe('anna@example.com');
    expect(mail?.headers.get('subject')).toBe('[Momenty · Płatności i faktury] Anna Kowalska');
    expect(mail?.text).toContain(valid.message);
    expect(mail?.text).toContain('anna@example.com');
  });

  it('links the message to the signed-in owner', async () => {
    const owner = await signedInOwner(server);
    owner.client.options.headers = { 'x-real-ip': '10.0.0.2' };
    const res = await owner.client.post('/api/contact', { ...valid, email: owner.email });
    expect(res.status).toBe(200);
    const [stored] = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, owner.email));
    expect(stored?.userId).toBe(owner.userId);
  });

  it.each([
    ['name', { name: '   ' }, 'validation.contact.nameRequired'],
    ['email', { email: 'anna@' }, 'validation.email.invalid'],
    ['email', { email: '' }, 'validation.email.required'],
    ['subject', { subject: 'spam' }, 'validation.contact.subjectRequired'],
    ['message', { message: '' }, 'validation.contact.messageRequired'],
    ['message', { message: ' za krótko ' }, 'validation.contact.messageTooShort'],
  ] as [string, Record<string, string>, string][])(
    'refuses a bad %s (%j) and changes nothing',
    async (field, change, key) => {
      const before = await messageCount(server);
      const mails = supportMails(server).length;
      const res = await from('10.0.0.3').post('/api/contact', { ...valid, ...change });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('errors.validation');
      expect(res.body.data.issues).toEqual([{ path: field, message: key }]);
      expect(await messageCount(server)).toBe(before);
      expect(supportMails(server)).toHaveLength(mails);
    },
  );

  it('refuses missing fields and overlong ones', async () => {
    const missing = await from('10.0.0.3').post('/api/contact', { name: 'Anna' });
    expect(missing.status).toBe(400);
    const long = await from('10.0.0.3').post('/api/contact', {
      ...valid,
      message: 'x'.repeat(5001),
    });
    expect(long.status).toBe(400);
    expect(long.body.data.issues).toEqual([
      { path: 'message', message: 'contact.form.messageTooLong' },
    ]);
  });

  it('drops what fills the honeypot, answering as usual', async () => {
    const before = await messageCount(server);
    const mails = supportMails(server).length;
    const res = await from('10.0.0.4').post('/api/contact', {
      ...valid,
      website: 'https://spam.example',
    });
    expect(res.status).toBe(200);
    expect(await messageCount(server)).toBe(before);
    expect(supportMails(server)).toHaveLength(mails);
  });

  it('limits messages per client address', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await from('10.0.0.5').post('/api/contact', valid)).status).toBe(200);
    }
    const limited = await from('10.0.0.5').post('/api/contact?lang=en', valid);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('errors.rateLimited');
    expect(limited.body.data.seconds).toBeGreaterThan(3500);
    expect(limited.body.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    // Bad input does not count; another address is not affected.
    expect((await from('10.0.0.6').post('/api/contact', valid)).status).toBe(200);
  });

  it('shares the count between instances through the database', async () => {
    const services = [0, 1].map(() =>
      createContactService({
        repository: createContactRepository(server.database.db),
        mailer: { send: async () => ({ id: 'x' }), verify: async () => {}, close: async () => {} },
        logger: { info() {}, warn() {} },
        siteName: 'Momenty',
        supportEmail: 'pomoc@momenty.example',
        rateLimit: { max: 2, windowSeconds: 60 },
        now: () => new Date('2026-06-01T10:00:00Z'),
      }),
    );
    const sender = { clientIp: '10.9.9.9', userId: null, language: 'pl' as const };
    await services[0]?.send(valid, sender);
    await services[1]?.send(valid, sender);
    await expect(services[0]?.send(valid, sender)).rejects.toMatchObject({ id: 'rateLimited' });
    const [row] = await server.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'contact:10.9.9.9'));
    expect(row?.count).toBe(3);
  });
});

describe.each(testDatabases)('contact form with a failing mail server on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase, {
      env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers the spec's send error and keeps the message with the error", async () => {
    const res = await browser(server).post('/api/contact?lang=en', valid);
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('errors.contactSendFailed');
    expect(res.body.message).toBe(
      'Could not send the message. Please try again or write to us by e-mail.',
    );
    const [stored] = await server.database.db.select().from(contactMessages);
    expect(stored?.sentAt).toBeNull();
    expect(stored?.error).toBeTruthy();
  });
});
