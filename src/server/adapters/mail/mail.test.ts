/** Message checks and MIME options shared by both mailers. */
import { describe, expect, it } from 'vitest';
import {
  InvalidMailMessageError,
  type MailMessage,
  parseSender,
  prepareMail,
  toSendMailOptions,
} from './mail';

const from = 'Momenty <no-reply@momenty.example>';
const valid: MailMessage = { to: 'guest@example.com', subject: 'Twój kod', text: 'Kod: 123456' };

function rejection(run: () => unknown): InvalidMailMessageError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidMailMessageError);
    return error as InvalidMailMessageError;
  }
  throw new Error('expected an InvalidMailMessageError');
}

describe('prepareMail', () => {
  it('settles sender, id, date and Message-ID', () => {
    const mail = prepareMail({ ...valid, replyTo: 'owner@example.com', code: '123456' }, from);
    expect(mail).toMatchObject({
      from,
      to: 'guest@example.com',
      replyTo: 'owner@example.com',
      code: '123456',
    });
    expect(mail.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(mail.messageId).toBe(`<${mail.id}@momenty.example>`);
    expect(mail.date).toBeInstanceOf(Date);
    expect(prepareMail(valid, from).id).not.toBe(mail.id);
  });

  it('lets a message choose its own sender', () => {
    const mail = prepareMail({ ...valid, from: 'Support <help@other.example>' }, from);
    expect(mail.from).toBe('Support <help@other.example>');
    expect(mail.messageId).toMatch(/@other\.example>$/);
  });

  it.each([
    ['to', { to: 'guest@example.com\r\nBcc: victim@example.com' }],
    ['to', { to: 'guest@example.com\nBcc: victim@example.com' }],
    ['subject', { subject: 'Hello\r\nBcc: victim@example.com' }],
    ['subject', { subject: 'Hello\nX-Injected: 1' }],
    ['subject', { subject: 'Hello\rX-Injected: 1' }],
    ['replyTo', { replyTo: 'owner@example.com\r\nBcc: victim@example.com' }],
    ['from', { from: 'Evil <evil@example.com>\r\nBcc: victim@example.com' }],
    ['code', { code: '123456\r\nfake log line' }],
  ])('refuses a line break in %s', (field, change) => {
    const error = rejection(() => prepareMail({ ...valid, ...change }, from));
    expect(error.field).toBe(field);
    expect(error.message).toContain('line break');
  });

  it.each([
    ['to', { to: 'not an address' }],
    ['to', { to: 'Guest <guest@example.com>' }],
    ['to', { to: 'one@example.com, two@example.com' }],
    ['to', { to: '' }],
    ['replyTo', { replyTo: 'nobody' }],
    ['from', { from: 'one@example.com, two@example.com' }],
    ['from', { from: 'Nobody' }],
    ['subject', { subject: '   ' }],
  ])('refuses a bad %s', (field, change) => {
    expect(rejection(() => prepareMail({ ...valid, ...change }, from)).field).toBe(field);
  });

  it('allows line breaks in the bodies', () => {
    expect(() =>
      prepareMail({ ...valid, text: 'line 1\r\nline 2\n', html: '<p>a</p>\n<p>b</p>' }, from),
    ).not.toThrow();
  });
});

describe('parseSender', () => {
  it('accepts a bare address or a named one', () => {
    expect(parseSender('no-reply@momenty.example')).toBe('no-reply@momenty.example');
    expect(parseSender('Momenty <no-reply@momenty.example>')).toBe('no-reply@momenty.example');
    expect(parseSender('"Zażółć, Momenty" <no-reply@momenty.example>')).toBe(
      'no-reply@momenty.example',
    );
  });
});

describe('toSendMailOptions', () => {
  it('passes only strings and forbids file and URL access', () => {
    const mail = prepareMail({ ...valid, html: '<p>x</p>', code: '123456' }, from);
    const options = toSendMailOptions(mail);
    expect(options).toMatchObject({
      from,
      to: valid.to,
      subject: valid.subject,
      text: valid.text,
      html: '<p>x</p>',
      messageId: mail.messageId,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    expect(JSON.stringify(options)).not.toContain('"code"');
  });
});

describe('attachments', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

  it('passes inline images as bytes with their Content-ID', () => {
    const mail = prepareMail(
      {
        ...valid,
        html: '<img src="cid:qr@momenty">',
        attachments: [
          { filename: 'qr.png', content: png, contentType: 'image/png', cid: 'qr@momenty' },
        ],
      },
      from,
    );
    expect(toSendMailOptions(mail).attachments).toEqual([
      {
        filename: 'qr.png',
        content: png,
        contentType: 'image/png',
        cid: 'qr@momenty',
        contentDisposition: 'inline',
      },
    ]);
  });

  it('refuses header injection and paths in attachments', () => {
    const base = { filename: 'qr.png', content: png, contentType: 'image/png' };
    expect(
      rejection(() =>
        prepareMail({ ...valid, attachments: [{ ...base, filename: 'a\r\nBcc: x@y.z' }] }, from),
      ).field,
    ).toBe('attachment filename');
    expect(
      rejection(() =>
        prepareMail(
          { ...valid, attachments: [{ ...base, content: '/etc/passwd' as unknown as Buffer }] },
          from,
        ),
      ).field,
    ).toBe('attachment content');
    expect(
      rejection(() =>
        prepareMail(
          { ...valid, attachments: [{ ...base, contentType: 'image/png\r\nX: y' }] },
          from,
        ),
      ).field,
    ).toBe('attachment filename'.replace('filename', 'contentType'));
    expect(
      rejection(() => prepareMail({ ...valid, attachments: [{ ...base, cid: 'a b>' }] }, from))
        .field,
    ).toBe('attachment cid');
  });
});
