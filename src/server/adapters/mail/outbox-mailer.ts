/** Mail for the embedded deployment: each message becomes an .eml file in a folder, its code echoed to the log. */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import {
  type Mailer,
  type MailLogger,
  type MailMessage,
  parseSender,
  prepareMail,
  type SentMail,
  toSendMailOptions,
} from './mail';

/** Options of {@link OutboxMailer}. */
export type OutboxMailerOptions = {
  /** Default sender, `Name <address>` or a bare address. */
  from: string;
  /** Gets one line per message: recipient, subject, file and, when present, the code. */
  log: MailLogger;
};

/**
 * A {@link Mailer} that writes each message, as the RFC 822 bytes an SMTP
 * server would receive (CRLF line ends, encoded UTF-8 headers), to
 * `<dir>/<timestamp>-<id>.eml`. The timestamp is ISO 8601 in its basic form
 * (`20260521T143005.123Z`: no colons, valid on every file system), so the
 * names sort by time. Files appear whole: written under a dot-name, fsynced,
 * then renamed.
 */
export class OutboxMailer implements Mailer {
  private readonly from: string;
  private readonly log: MailLogger;
  private readonly composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  /**
   * @param dir the outbox folder; created when needed
   * @throws {InvalidMailMessageError} when `from` is not a valid sender
   */
  constructor(
    readonly dir: string,
    options: OutboxMailerOptions,
  ) {
    parseSender(options.from);
    this.from = options.from;
    this.log = options.log;
  }

  async send(message: MailMessage): Promise<SentMail> {
    const mail = prepareMail(message, this.from);
    const info = await this.composer.sendMail(toSendMailOptions(mail));
    const fileName = `${basicIsoTimestamp(mail.date)}-${mail.id}.eml`;
    await writeFileAtomically(this.dir, fileName, info.message as Buffer);
    this.log.info(
      {
        mailId: mail.id,
        to: mail.to,
        subject: mail.subject,
        ...(mail.code !== undefined ? { code: mail.code } : {}),
        file: path.join(this.dir, fileName),
      },
      mail.code !== undefined
        ? `e-mail written to the outbox, code ${mail.code}`
        : 'e-mail written to the outbox',
    );
    return { id: mail.id };
  }

  /** Creates the folder and writes and removes a probe file. */
  async verify(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const probe = path.join(this.dir, `.verify-${randomUUID()}`);
    const handle = await open(probe, 'wx');
    await handle.close();
    await rm(probe, { force: true });
  }

  async close(): Promise<void> {
    this.composer.close();
  }
}

/** `2026-05-21T14:30:05.123Z` as `20260521T143005.123Z`. */
function basicIsoTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '');
}

async function writeFileAtomically(dir: string, fileName: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${fileName}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path.join(dir, fileName));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
