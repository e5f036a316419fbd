/** The outbox mailer: real .eml files in a temporary folder. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidMailMessageError, type MailLogger } from './mail';
import { OutboxMailer } from './outbox-mailer';
import { parseEml } from './parse-eml';

const from = 'Momenty <no-reply@momenty.example>';
const polish = 'Zażółć gęślą jaźń';

describe('OutboxMailer', () => {
  let sandbox: string;
  let dir: string;
  let info: ReturnType<typeof vi.fn<MailLogger['info']>>;
  let mailer: OutboxMailer;

  beforeEach(async () => {
    sandbox = await mkdtemp(path.join(tmpdir(), 'momenty-outbox-'));
    dir = path.join(sandbox, 'outbox');
    info = vi.fn<MailLogger['info']>();
    mailer = new OutboxMailer(dir, { from, log: { info } });
  });

  afterEach(async () => {
    await mailer.close();
    await rm(sandbox, { recursive: true, force: true });
  });

  it('writes the message as one complete .eml file', async () => {
    const { id } = await mailer.send({
      to: 'guest@example.com',
      subject: `${polish} — twój kod`,
      text: `Twój kod: 123456\n${polish}\n`,
      html: `<p>Twój kod: <b>123456</b></p><p>${polish}</p>`,
      replyTo: 'owner@example.com',
      code: '123456',
    });

    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const [file] = files as [string];
    expect(file).toMatch(/^\d{8}T\d{6}\.\d{3}Z-[0-9a-f-]{36}\.eml$/);
    expect(file.endsWith(`-${id}.eml`)).toBe(true);

    const raw = await readFile(path.join(dir, file));
    const headerBytes = raw.subarray(0, raw.indexOf('\r\n\r\n'));
    expect(headerBytes.every((byte) => byte < 0x80)).toBe(true); // non-ASCII is encoded
    expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/); // CRLF line ends only

    const eml = parseEml(raw);
    expect(eml.headers.get('from')).toBe(from);
    expect(eml.headers.get('to')).toBe('guest@example.com');
    expect(eml.headers.get('reply-to')).toBe('owner@example.com');
    expect(eml.headers.get('subject')).toBe(`${polish} — twój kod`);
    expect(eml.headers.get('message-id')).toBe(`<${id}@momenty.example>`);
    expect(eml.headers.get('mime-version')).toBe('1.0');
    expect(new Date(eml.headers.get('date') ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(eml.text?.replace(/\r\n/g, '\n')).toBe(`Twój kod: 123456\n${polish}\n`);
    expect(eml.html).toBe(`<p>Twój kod: <b>123456</b></p><p>${polish}</p>`);
  });

  it('logs one line with the recipient, the subject and the code', async () => {
    const { id } = await mailer.send({
      to: 'guest@example.com',
      subject: polish,
      text: 'Kod: 654321',
      code: '654321',
    });
    expect(info).toHaveBeenCalledTimes(1);
    const [fields, message] = info.mock.calls[0] as Parameters<MailLogger['info']>;
    expect(fields).toMatchObject({
      to: 'guest@example.com',
      subject: polish,
      code: '654321',
      mailId: id,
    });
    expect(String(fields.file)).toContain(id);
    expect(message).toContain('654321');
  });

  it('logs no code for a message without one', async () => {
    await mailer.send({ to: 'guest@example.com', subject: 'Hello', text: 'Hi' });
    const [fields, message] = info.mock.calls[0] as Parameters<MailLogger['info']>;
    expect(fields).not.toHaveProperty('code');
    expect(message).toBe('e-mail written to the outbox');
    const [file] = (await readdir(dir)) as [string];
    const eml = parseEml(await readFile(path.join(dir, file)));
    expect(eml.text?.trimEnd()).toBe('Hi'); // the message ends with a line break
    expect(eml.html).toBeUndefined();
    expect(eml.headers.has('reply-to')).toBe(false);
  });

  it.each([
    { subject: 'Hello\r\nBcc: victim@example.com' },
    { to: 'guest@example.com\r\nBcc: victim@example.com' },
    { replyTo: 'owner@example.com\nBcc: victim@example.com' },
    { from: 'Evil <evil@example.com>\r\nBcc: victim@example.com' },
  ])('refuses header injection %j and writes nothing', async (change) => {
    await expect(
      mailer.send({ to: 'guest@example.com', subject: 'Hello', text: 'Hi', ...change }),
    ).rejects.toBeInstanceOf(InvalidMailMessageError);
    await expect(readdir(dir)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(info).not.toHaveBeenCalled();
  });

  it('writes messages sent at once to separate files', async () => {
    const ids = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        mailer.send({ to: `guest${i}@example.com`, subject: `Message ${i}`, text: `${i}` }),
      ),
    );
    const files = await readdir(dir);
    expect(files).toHaveLength(10);
    for (const { id } of ids) expect(files.some((file) => file.includes(id))).toBe(true);
  });

  it('verifies that the folder is writable, creating it', async () => {
    await expect(mailer.verify()).resolves.toBeUndefined();
    expect(await readdir(dir)).toEqual([]);
  });

  it('fails verification when the folder cannot be created', async () => {
    await writeFile(path.join(sandbox, 'a-file'), 'x');
    const blocked = new OutboxMailer(path.join(sandbox, 'a-file', 'outbox'), {
      from,
      log: { info },
    });
    await expect(blocked.verify()).rejects.toMatchObject({ code: 'ENOTDIR' });
    await blocked.close();
  });

  it('refuses an invalid default sender at construction', () => {
    expect(() => new OutboxMailer(dir, { from: 'nobody', log: { info } })).toThrow(
      InvalidMailMessageError,
    );
  });
});
