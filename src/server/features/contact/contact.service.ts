/**
 * The contact form: validates the message with the shared rule, drops what bots send through
 * the hidden honeypot field, limits messages per client address, stores the message and
 * e-mails it to the support address with Reply-To set to the sender. The mail server is called
 * after the message is stored, outside any transaction; when it fails the answer is
 * `contactSendFailed` and the stored message keeps the error.
 */
import type { Logger } from 'pino';
import type { ContactRequest } from '../../../shared/api/contact';
import { validateContact } from '../../../shared/domain/validation';
import { type Language, parseLanguage } from '../../../shared/i18n/index';
import { translate } from '../../../shared/i18n/translate';
import type { Mailer } from '../../adapters/mail/mail';
import { newId } from '../../db/ids';
import { appError } from '../../http/app-error';
import type { ContactRepository } from './contact.repository';

export type ContactServiceDeps = {
  repository: ContactRepository;
  mailer: Mailer;
  logger: Pick<Logger, 'info' | 'warn'>;
  siteName: string;
  supportEmail: string;
  rateLimit: { max: number; windowSeconds: number };
  now?: () => Date;
};

/** Who sent the form. */
export type ContactSender = { clientIp: string; userId: string | null; language: Language };

/** The language support reads the messages in. */
const supportLanguage: Language = 'pl';

export function createContactService(deps: ContactServiceDeps) {
  const { repository, mailer, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const windowMs = deps.rateLimit.windowSeconds * 1000;

  function supportMail(
    id: string,
    body: Required<Omit<ContactRequest, 'website' | 'language'>>,
    sender: ContactSender,
  ) {
    const t = (key: string, params: Record<string, unknown> = {}) =>
      translate(supportLanguage, `contact.${key}`, params);
    const subjectName = t(`subjects.${body.subject}`);
    const lines = [
      t('supportEmail.intro'),
      '',
      `${t('supportEmail.name')}: ${body.name}`,
      `${t('supportEmail.email')}: ${body.email}`,
      `${t('supportEmail.subjectLabel')}: ${subjectName}`,
      `${t('supportEmail.language')}: ${sender.language}`,
      `${t('supportEmail.account')}: ${sender.userId ?? t('supportEmail.guest')}`,
      `ID: ${id}`,
      '',
      body.message,
      '',
      '--',
      t('supportEmail.replyHint'),
      '',
    ];
    // One line, no control characters: the subject header refuses them.
    const subject = t('supportEmail.subject', {
      siteName: deps.siteName,
      subject: subjectName,
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      name: body.name.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').slice(0, 80),
    });
    return { subject, text: lines.join('\n') };
  }

  return {
    async send(body: ContactRequest, sender: ContactSender): Promise<void> {
      if ((body.website ?? '').trim() !== '') {
        // A person never sees the honeypot field: answer as usual, store and send nothing.
        logger.info({ ip: sender.clientIp }, 'contact form: honeypot filled, message dropped');
        return;
      }
      const errors = validateContact(body);
      const issues = Object.entries(errors).map(([path, message]) => ({ path, message }));
      if (issues.length > 0) throw appError('validation', { issues });

      const at = now();
      const { count, windowStart } = await repository.hit(
        `contact:${sender.clientIp}`,
        at.getTime(),
        windowMs,
      );
      if (count > deps.rateLimit.max) {
        const seconds = Math.max(1, Math.ceil((windowStart + windowMs - at.getTime()) / 1000));
        throw appError('rateLimited', { seconds });
      }

      const clean = {
        name: body.name.trim(),
        email: body.email.trim(),
        subject: body.subject,
        message: body.message.trim(),
      };
      const id = newId();
      await repository.insert({
        id,
        userId: sender.userId,
        ...clean,
        language: parseLanguage(body.language) ?? sender.language,
        createdAt: at,
      });
      const mail = supportMail(id, clean, sender);
      try {
        await mailer.send({
          to: deps.supportEmail,
          replyTo: clean.email,
          subject: mail.subject,
          text: mail.text,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await repository.markSent(id, { error: message.slice(0, 1000) });
        logger.warn({ contactMessageId: id, err: message }, 'contact message not e-mailed');
        throw appError('contactSendFailed', undefined, error);
      }
      await repository.markSent(id, { sentAt: now() });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
