/** Chooses each adapter's implementation once, from the validated configuration. */
import { type Config, ConfigError } from '../config';
import { InvalidMailMessageError, type Mailer, type MailLogger } from './mail/mail';
import { OutboxMailer } from './mail/outbox-mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { LazyS3Storage } from './storage/lazy-s3-storage';
import { LocalStorage } from './storage/local-storage';
import type { Storage } from './storage/storage';

/**
 * Files: the S3-compatible bucket when S3_BUCKET is set (its SDK loaded on first use),
 * otherwise local disk under DATA_DIR/files.
 */
export function createStorage(config: Config): Storage {
  return config.storage.kind === 's3'
    ? new LazyS3Storage(config.storage)
    : new LocalStorage(config.paths.files);
}

/** Mail: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox. */
export function createMailer(config: Config, log: MailLogger): Mailer {
  try {
    return config.mail.kind === 'smtp'
      ? new SmtpMailer(config.mail.url, { from: config.mail.from })
      : new OutboxMailer(config.paths.outbox, { from: config.mail.from, log });
  } catch (error) {
    if (error instanceof InvalidMailMessageError) {
      throw new ConfigError([
        `MAIL_FROM: must be an e-mail address or "Name <address>" (got ${JSON.stringify(config.mail.from)})`,
      ]);
    }
    throw error;
  }
}
