/** The SMTP mailer against a real SMTP server (smtp-server) on a random local port. */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidMailMessageError } from './mail';
import { parseEml } from './parse-eml';
import { SmtpMailer } from './smtp-mailer';

const from = 'Momenty <no-reply@momenty.example>';
const polish = 'Zażółć gęślą jaźń';

type Received = { mailFrom: string; rcptTo: string[]; user: unknown; raw: Buffer };

type TestServer = {
  port: number;
  received: Received[];
  connections: number;
  close(): Promise<void>;
};

/**
 * Start an SMTP server without TLS. With `users`, AUTH PLAIN/LOGIN is
 * required and checked against them; recipients in `refuse` get a 550.
 */
async function startServer(
  options: { users?: Record<string, string>; refuse?: string[] } = {},
): Promise<TestServer> {
  const received: Received[] = [];
  const state = { connections: 0 };
  const serverOptions: SMTPServerOptions = {
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: options.users === undefined,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      state.connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      const users = options.users ?? {};
      if (auth.username !== undefined && users[auth.username] === auth.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address)) {
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          mailFrom: mailFrom === false ? '' : mailFrom.address,
          rcptTo: rcptTo.map((r) => r.address),
          user: session.user,
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  const netServer = await new Promise<ReturnType<SMTPServer['listen']>>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    port: (netServer.address() as AddressInfo).port,
    received,
    get connections() {
      return state.connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SmtpMailer', () => {
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup(
    serverOptions: Parameters<typeof startServer>[0],
    credentials = '',
  ): Promise<{ server: TestServer; mailer: SmtpMailer }> {
    const server = await startServer(serverOptions);
    cleanups.push(() => server.close());
    const auth = credentials ? `${credentials}@` : '';
    const mailer = new SmtpMailer(`smtp://${auth}127.0.0.1:${server.port}`, {
      from,
      connectionTimeoutMs: 5_000,
    });
    cleanups.push(() => mailer.close());
    return { server, mailer };
  }

  it('delivers envelope, headers, text and html with AUTH', async () => {
    // The password holds URL-reserved characters, percent-encoded in SMTP_URL.
    const password = 'p@ss:w/rd?';
    const { server, mailer } = await setup(
      { users: { mailer: password } },
      `mailer:${encodeURIComponent(password)}`,
    );
    const { id } = await mailer.send({
      to: 'guest@example.com',
      subject: `${polish} — twój kod`,
      text: `Twój kod: 123456\n${polish}\n`,
      html: `<p>Twój kod: <b>123456</b></p><p>${polish}</p>`,
      replyTo: 'owner@example.com',
      code: '123456',
    });

    expect(server.received).toHaveLength(1);
    const [message] = server.received as [Received];
    expect(message.mailFrom).toBe('no-reply@momenty.example');
    expect(message.rcptTo).toEqual(['guest@example.com']);
    expect(message.user).toBe('mailer');

    const eml = parseEml(message.raw);
    expect(eml.headers.get('from')).toBe(from);
    expect(eml.headers.get('to')).toBe('guest@example.com');
    expect(eml.headers.get('reply-to')).toBe('owner@example.com');
    expect(eml.headers.get('subject')).toBe(`${polish} — twój kod`);
    expect(eml.headers.get('message-id')).toBe(`<${id}@momenty.example>`);
    expect(eml.text?.replace(/\r\n/g, '\n')).toBe(`Twój kod: 123456\n${polish}\n`);
    expect(eml.html).toBe(`<p>Twój kod: <b>123456</b></p><p>${polish}</p>`);
  });

  it('sends without credentials to a server that does not ask for them', async () => {
    const { server, mailer } = await setup({});
    await mailer.send({
      to: 'guest@example.com',
      subject: 'Hello',
      text: 'Hi',
      from: 'Support <help@momenty.example>',
    });
    expect(server.received[0]?.mailFrom).toBe('help@momenty.example');
    expect(server.received[0]?.user).toBeUndefined();
  });

  it('verifies the connection and the credentials', async () => {
    const { mailer } = await setup({ users: { mailer: 'secret' } }, 'mailer:secret');
    await expect(mailer.verify()).resolves.toBeUndefined();
    const { mailer: wrong } = await setup({ users: { mailer: 'secret' } }, 'mailer:wrong');
    await expect(wrong.verify()).rejects.toMatchObject({ code: 'EAUTH' });
  });

  it('rejects a send when the credentials are wrong', async () => {
    const { server, mailer } = await setup({ users: { mailer: 'secret' } }, 'mailer:wrong');
    await expect(
      mailer.send({ to: 'guest@example.com', subject: 'Hello', text: 'Hi' }),
    ).rejects.toMatchObject({ code: 'EAUTH' });
    expect(server.received).toHaveLength(0);
  });

  it('rejects a send when the server refuses the recipient with 550', async () => {
    const { server, mailer } = await setup({ refuse: ['gone@example.com'] });
    await expect(
      mailer.send({ to: 'gone@example.com', subject: 'Hello', text: 'Hi' }),
    ).rejects.toMatchObject({ code: 'EENVELOPE', responseCode: 550 });
    expect(server.received).toHaveLength(0);
  });

  it('rejects a send when no server listens', async () => {
    const { server, mailer } = await setup({});
    await server.close();
    await expect(
      mailer.send({ to: 'guest@example.com', subject: 'Hello', text: 'Hi' }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^E[A-Z]+$/) });
  });

  it('refuses header injection before connecting', async () => {
    const { server, mailer } = await setup({});
    await expect(
      mailer.send({
        to: 'guest@example.com',
        subject: 'Hello\r\nBcc: victim@example.com',
        text: 'Hi',
      }),
    ).rejects.toBeInstanceOf(InvalidMailMessageError);
    await expect(
      mailer.send({ to: 'guest@example.com\r\nBcc: victim@example.com', subject: 'x', text: 'Hi' }),
    ).rejects.toBeInstanceOf(InvalidMailMessageError);
    expect(server.connections).toBe(0);
  });

  it('never writes the code to the console', async () => {
    const spies = (['log', 'info', 'warn', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    const { mailer } = await setup({});
    await mailer.send({
      to: 'guest@example.com',
      subject: 'Kod',
      text: 'Kod 987654',
      code: '987654',
    });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
