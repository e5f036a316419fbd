/**
 * The invitation e-mail, in the inviter's language: who invites, to which event, in which
 * role and what that role can do, one button to the link, and until when it works.
 */
import type { MemberRole } from '../../../shared/domain/roles';
import { intlLocale } from '../../../shared/i18n/format';
import type { Language } from '../../../shared/i18n/index';
import { translate } from '../../../shared/i18n/translate';
import { emailButton, emailDocument, emailParagraph } from '../../adapters/mail/email-layout';

export type InvitationEmailInput = {
  language: Language;
  siteName: string;
  inviterName: string;
  eventName: string;
  role: MemberRole;
  url: string;
  expiresAt: Date;
  timeZone: string;
};

/** "1 grudnia 2026, 18:30" or "1 December 2026, 18:30" in the event's zone. */
function formatInstant(at: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(at);
}

export function renderInvitationEmail(input: InvitationEmailInput) {
  const { language } = input;
  const roleName = translate(language, `members.roles.${input.role}`).toLowerCase();
  const params = {
    siteName: input.siteName,
    inviter: input.inviterName,
    event: input.eventName,
    role: roleName,
    date: formatInstant(input.expiresAt, language, input.timeZone),
  };
  const t = (key: string) => translate(language, `members.emails.invitation.${key}`, params);
  const subject = t('subject');
  const paragraphs = [t('intro'), t(input.role)];
  const text = [
    input.siteName,
    '',
    t('heading'),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${t('action')}: ${input.url}`,
    '',
    t('validity'),
    '',
    '--',
    t('reason'),
    '',
  ].join('\n');
  const html = emailDocument({
    language,
    siteName: input.siteName,
    subject,
    preheader: t('preheader'),
    heading: t('heading'),
    body: [
      ...paragraphs.map((p) => emailParagraph(p)),
      emailButton(t('action'), input.url),
      emailParagraph(t('validity'), { muted: true }),
    ].join('\n'),
    footer: [t('reason')],
  });
  return { subject, text, html };
}
