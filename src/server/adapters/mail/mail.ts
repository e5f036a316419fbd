/** The mail adapter's contract, and the message checks and MIME options both mailers share. */
import { randomUUID } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';

/** One e-mail to one recipient. Features render `subject`, `text` and `html` from their templates. */
export type MailMessage = {
  /** A bare address (`guest@example.com`), no display name. */
  to: string;
  /** One line: control characters, CR and LF included, are refused. */
  subject: string;
  text: string;
  html?: string;
  /** A bare address, like `to`. */
  replyTo?: string;
  /** Overrides the mailer's default sender; `Name <address>` or a bare address. */
  from?: string;
  /**
   * The one-time code the message carries. The outbox echoes it in its log
   * line so a local developer can sign in without opening the file; the SMTP
   * mailer never logs it.
   */
  code?: string;
  /** Files carried by the message; one with a `cid` is an inline image the HTML shows as `cid:<cid>`. */
  attachments?: MailAttachment[];
};

/** A file attached to a message, given as bytes (never read from a path or URL). */
export type MailAttachment = {
  /** One line, no control characters. */
  filename: string;
  content: Buffer;
  /** `type/subtype`, e.g. `image/png`. */
  contentType: string;
  /** Content-ID of an inline image (letters, digits, `.`, `-`, `_`, `@`). */
  cid?: string;
};

/** What a mailer reports after accepting a message. */
export type SentMail = {
  /** Random id of the message; also the local part of its Message-ID header. */
  id: string;
};

/** Sends e-mail: to an outbox folder in the embedded deployment, over SMTP when `SMTP_URL` is set. */
export interface Mailer {
  /**
   * Send one message; resolves once the transport has accepted it.
   * @throws {InvalidMailMessageError} before sending anything, for a bad address or header
   */
  send(message: MailMessage): Promise<SentMail>;
  /** Check that mail can go out (SMTP: connect and authenticate; outbox: the folder is writable). */
  verify(): Promise<void>;
  /** Release connections; the mailer is unusable afterwards. */
  close(): Promise<void>;
}

/** The part of a pino logger the outbox needs. */
export type MailLogger = { info(obj: Record<string, unknown>, msg: string): void };

/** A message that cannot be sent as given. A programming or input-validation error: HTTP 400 or 500. */
export class InvalidMailMessageError extends Error {
  override readonly name = 'InvalidMailMessageError';
  readonly code = 'invalid_mail_message';
  constructor(
    readonly field: string,
    reason: string,
  ) {
    super(`Invalid e-mail ${field}: ${reason}`);
  }
}

/** A message that passed {@link prepareMail}, with its sender and id settled. */
export type PreparedMail = {
  id: string;
  date: Date;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  code?: string;
  attachments?: MailAttachment[];
  /** The `<id@domain>` Message-ID header. */
  messageId: string;
};

// C0 controls (CR, LF and NUL among them), DEL and C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

const emailSchema = z.email();

/** Whether `value` is a bare e-mail address, by the same rule as the API's zod schemas. */
export function isEmailAddress(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

function assertHeaderText(field: string, value: unknown): asserts value is string {
  if (typeof value !== 'string') throw new InvalidMailMessageError(field, 'must be a string');
  if (CONTROL_CHARACTERS.test(value)) {
    throw new InvalidMailMessageError(field, 'contains a line break or control character');
  }
}

function assertAddress(field: string, value: unknown): asserts value is string {
  assertHeaderText(field, value);
  if (!isEmailAddress(value)) throw new InvalidMailMessageError(field, 'is not an e-mail address');
}

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;
const CONTENT_ID = /^[A-Za-z0-9._@-]{1,100}$/;

function assertAttachment(attachment: MailAttachment): void {
  assertHeaderText('attachment filename', attachment.filename);
  if (attachment.filename.trim() === '') {
    throw new InvalidMailMessageError('attachment filename', 'is empty');
  }
  if (!Buffer.isBuffer(attachment.content)) {
    throw new InvalidMailMessageError('attachment content', 'must be a Buffer');
  }
  if (typeof attachment.contentType !== 'string' || !CONTENT_TYPE.test(attachment.contentType)) {
    throw new InvalidMailMessageError('attachment contentType', 'must be type/subtype');
  }
  if (attachment.cid !== undefined && !CONTENT_ID.test(attachment.cid)) {
    throw new InvalidMailMessageError('attachment cid', 'must be letters, digits, . - _ or @');
  }
}

/**
 * Check a sender: `Name <address>` or a bare address, exactly one mailbox.
 * Mailers call it at construction, so a bad `MAIL_FROM` stops start-up.
 * @returns the sender's address part
 * @throws {InvalidMailMessageError}
 */
export function parseSender(from: string): string {
  assertHeaderText('from', from);
  const mailboxes = addressparser(from, { flatten: true });
  const address = mailboxes.length === 1 ? mailboxes[0]?.address : undefined;
  if (address === undefined || !isEmailAddress(address)) {
    throw new InvalidMailMessageError('from', 'must be one e-mail address, optionally with a name');
  }
  return address;
}

/**
 * Validate a message and settle its sender, id, date and Message-ID. Refuses
 * CR, LF and other control characters in every header field (header
 * injection), and anything but one bare address in `to` and `replyTo`.
 * @throws {InvalidMailMessageError}
 */
export function prepareMail(message: MailMessage, defaultFrom: string): PreparedMail {
  assertAddress('to', message.to);
  assertHeaderText('subject', message.subject);
  if (message.subject.trim() === '') throw new InvalidMailMessageError('subject', 'is empty');
  if (typeof message.text !== 'string')
    throw new InvalidMailMessageError('text', 'must be a string');
  if (message.html !== undefined && typeof message.html !== 'string') {
    throw new InvalidMailMessageError('html', 'must be a string');
  }
  if (message.replyTo !== undefined) assertAddress('replyTo', message.replyTo);
  if (message.code !== undefined) assertHeaderText('code', message.code);
  for (const attachment of message.attachments ?? []) assertAttachment(attachment);
  const from = message.from ?? defaultFrom;
  const senderDomain = parseSender(from).split('@').pop() as string;
  const id = randomUUID();
  return {
    id,
    date: new Date(),
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html !== undefined ? { html: message.html } : {}),
    ...(message.replyTo !== undefined ? { replyTo: message.replyTo } : {}),
    ...(message.code !== undefined ? { code: message.code } : {}),
    ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    messageId: `<${id}@${senderDomain}>`,
  };
}

/** The nodemailer message for a prepared mail: strings only, so nothing is read from files or URLs. */
export function toSendMailOptions(mail: PreparedMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html !== undefined ? { html: mail.html } : {}),
    ...(mail.replyTo !== undefined ? { replyTo: mail.replyTo } : {}),
    ...(mail.attachments
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
            ...(a.cid !== undefined ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
          })),
        }
      : {}),
    messageId: mail.messageId,
    date: mail.date,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
