/** Mail for the scaled deployment: messages go to an SMTP server named by `SMTP_URL`. */
import nodemailer from 'nodemailer';
import {
  type Mailer,
  type MailMessage,
  parseSender,
  prepareMail,
  type SentMail,
  toSendMailOptions,
} from './mail';

/** Options of {@link SmtpMailer}. */
export type SmtpMailerOptions = {
  /** Default sender, `Name <address>` or a bare address. */
  from: string;
  /** Milliseconds to wait for the TCP connection and for the greeting (default 15 s each). */
  connectionTimeoutMs?: number;
  /** Milliseconds of silence before a connection is dropped (default 60 s). */
  socketTimeoutMs?: number;
};

/**
 * A {@link Mailer} over SMTP with nodemailer. `smtp://user:pass@host:587`
 * upgrades with STARTTLS when the server offers it (add `?requireTLS=true` to
 * insist); `smtps://…:465` is TLS from the start. Credentials in the URL are
 * percent-encoded. One connection per message, no pool. Nothing is logged,
 * least of all a message's code; errors are nodemailer's (`code` such as
 * `EAUTH`, `EENVELOPE`, `ECONNECTION`, and `responseCode`).
 */
export class SmtpMailer implements Mailer {
  private readonly from: string;
  private readonly transport: ReturnType<typeof createSmtpTransport>;

  /**
   * @param url the `SMTP_URL`, `smtp://` or `smtps://`
   * @throws {InvalidMailMessageError} when `from` is not a valid sender
   */
  constructor(url: string, options: SmtpMailerOptions) {
    parseSender(options.from);
    this.from = options.from;
    this.transport = createSmtpTransport(url, options);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const mail = prepareMail(message, this.from);
    const info = await this.transport.sendMail(toSendMailOptions(mail));
    if (info.rejected.length > 0) {
      // With one recipient nodemailer rejects instead; this guards the rule anyway.
      throw new Error(`The SMTP server refused the recipient: ${info.response}`);
    }
    return { id: mail.id };
  }

  /** Connects and authenticates, then disconnects; rejects with the reason otherwise. */
  async verify(): Promise<void> {
    await this.transport.verify();
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

function createSmtpTransport(url: string, options: SmtpMailerOptions) {
  const connectionTimeout = options.connectionTimeoutMs ?? 15_000;
  return nodemailer.createTransport({
    url,
    connectionTimeout,
    greetingTimeout: connectionTimeout,
    socketTimeout: options.socketTimeoutMs ?? 60_000,
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  });
}
