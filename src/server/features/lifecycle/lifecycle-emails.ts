/**
 * The lifecycle e-mails, rendered in the owner's language from the `lifecycle.*` catalogue:
 * a subject, a plain-text part and an HTML part (table layout, inline styles, the product's
 * colours), with the event's name, the dates that matter written out in full, and the link
 * of each e-mail: the guest page and its QR code (an inline PNG) for the welcome, the event's
 * albums for the download reminders, the upgrade page when a trial ends.
 */
import type { EmailType } from '../../../shared/domain/email-schedule';
import { type PlanId, planRules } from '../../../shared/domain/plans';
import { type CalendarDate, localDate } from '../../../shared/domain/time';
import { formatLongDate } from '../../../shared/i18n/format';
import { parseLanguage } from '../../../shared/i18n/index';
import { translate } from '../../../shared/i18n/translate';
import {
  emailButton,
  emailColors,
  emailDocument,
  emailFonts,
  emailParagraph,
} from '../../adapters/mail/email-layout';
import type { MailAttachment } from '../../adapters/mail/mail';
import { escapeHtml } from '../../http/escape-html';
import { guestQrPng, qrSize } from '../events/guest-qr';

/** What the scheduler hands to the mailer. */
export type LifecycleEmail = {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
};

/** Everything one lifecycle e-mail says. */
export type LifecycleEmailInput = {
  type: EmailType;
  /** The owner's language; anything else falls back to Polish. */
  language: string;
  plan: string;
  event: { id: string; name: string; timeZone: string; expiresAt: Date };
  startUploadDate: CalendarDate;
  endUploadDate: CalendarDate;
  endDownloadDate: CalendarDate;
  endFreeTrialDate: CalendarDate | null;
};

export type LifecycleEmailsOptions = {
  siteName: string;
  /** Public address of the site, without a trailing slash. */
  baseUrl: string;
  supportEmail: string;
};

/** The content id of the guest link's QR code (the event's screen QR, `guestQrPng`) in the welcome e-mail. */
const qrCid = 'guest-qr@momenty';

const colors = emailColors;

const sansFonts = emailFonts.sans;

/** Which link an e-mail's button opens. */
const actionTarget: Record<EmailType, 'guest' | 'download' | 'upgrade'> = {
  welcomeEmail: 'guest',
  beforeEventStartsEmail: 'guest',
  beforeUploadPeriodEndsEmail: 'guest',
  uploadPeriodEndsEmail: 'download',
  beforeDownloadPeriodEndsEmail: 'download',
  downloadPeriodEndsEmail: 'download',
  trialEndsEmail: 'upgrade',
};

export function createLifecycleEmails(options: LifecycleEmailsOptions) {
  const { siteName, baseUrl, supportEmail } = options;

  return {
    /** Renders one lifecycle e-mail; the welcome carries the guest page's QR code inline. */
    async render(input: LifecycleEmailInput): Promise<LifecycleEmail> {
      const language = parseLanguage(input.language) ?? 'pl';
      const plan = planRules(input.plan as PlanId);
      const date = (value: CalendarDate) => formatLongDate(value, language);
      const deletionDate = localDate(input.event.expiresAt, input.event.timeZone);
      const params = {
        siteName,
        supportEmail,
        eventName: input.event.name,
        startUpload: date(input.startUploadDate),
        endUpload: date(input.endUploadDate),
        endDownload: date(input.endDownloadDate),
        endTrial: date(input.endFreeTrialDate ?? input.endUploadDate),
        deletionDate: date(deletionDate),
        maxFiles: plan.maxFiles ?? '',
        // Where the print kit is, named as the settings name it.
        shareTab: translate(language, 'eventSettings.tabs.share'),
      };
      const t = (key: string) => translate(language, `lifecycle.${key}`, params);
      const common = (key: string) => translate(language, `emails.layout.${key}`, params);
      const own = (key: string) => t(`${input.type}.${key}`);

      const lang = `lang=${language}`;
      const guestUrl = `${baseUrl}/public/${encodeURIComponent(input.event.id)}`;
      const eventUrl = `${baseUrl}/events/album/${encodeURIComponent(input.event.id)}?${lang}`;
      const links = {
        guest: guestUrl,
        download: eventUrl,
        upgrade: `${baseUrl}/events/${encodeURIComponent(input.event.id)}/upgrade?${lang}`,
      };
      const actionUrl = links[actionTarget[input.type]];

      const paragraphs = [own('intro')];
      if (input.type === 'welcomeEmail') {
        paragraphs.push(plan.id === 'trial' ? own('trial') : own('paid'));
      } else {
        paragraphs.push(own('hint'));
      }

      const facts: [string, string][] = [
        [
          t('layout.facts.uploads'),
          translate(language, 'lifecycle.layout.facts.uploadsRange', {
            from: params.startUpload,
            to: params.endUpload,
          }),
        ],
      ];
      if (input.endFreeTrialDate) facts.push([t('layout.facts.trialEnds'), params.endTrial]);
      facts.push([t('layout.facts.downloads'), params.endDownload]);
      facts.push([t('layout.facts.deletion'), params.deletionDate]);

      const attachments: MailAttachment[] = [];
      let qr = '';
      if (input.type === 'welcomeEmail') {
        attachments.push({
          filename: 'qr-code.png',
          contentType: 'image/png',
          cid: qrCid,
          content: await guestQrPng(guestUrl, 'screen'),
        });
        qr = [
          `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;"><tr><td align="center">`,
          `<img src="cid:${qrCid}" width="${qrSize}" height="${qrSize}" alt="${escapeHtml(own('qrAlt'))}" style="display:block;width:${qrSize}px;height:${qrSize}px;border:1px solid ${colors.border};border-radius:12px;">`,
          `<p style="margin:10px 0 0;font-family:${sansFonts};font-size:13px;color:${colors.muted};">${escapeHtml(own('qrCaption'))}</p>`,
          `<p style="margin:4px 0 0;font-family:${sansFonts};font-size:13px;word-break:break-all;"><a href="${escapeHtml(guestUrl)}" style="color:${colors.brand};">${escapeHtml(guestUrl)}</a></p>`,
          `</td></tr></table>`,
        ].join('');
      }

      const subject = own('subject');
      const heading = own('heading');
      const text = [
        siteName,
        '',
        heading,
        '',
        ...paragraphs.flatMap((p) => [p, '']),
        `${own('action')}: ${actionUrl}`,
        '',
        ...facts.map(([label, value]) => `${label}: ${value}`),
        '',
        `${t('layout.manage')}: ${eventUrl}`,
        '',
        '--',
        t('layout.reason'),
        common('footer'),
        common('support'),
        '',
      ].join('\n');

      const factRows = facts
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px;font-family:${sansFonts};font-size:14px;color:${colors.muted};border-bottom:1px solid ${colors.border};">${escapeHtml(label)}</td><td style="padding:8px 12px;font-family:${sansFonts};font-size:14px;font-weight:600;color:${colors.text};border-bottom:1px solid ${colors.border};text-align:right;">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      const factTable = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;background-color:${colors.factBackground};border-radius:12px;border-collapse:separate;">${factRows}</table>`;
      const manage = `<p style="margin:0;font-family:${sansFonts};font-size:14px;line-height:1.6;"><a href="${escapeHtml(eventUrl)}" style="color:${colors.brand};">${escapeHtml(t('layout.manage'))}</a></p>`;

      const html = emailDocument({
        language,
        siteName,
        subject,
        preheader: own('preheader'),
        heading,
        body: [
          paragraphs.map((p) => emailParagraph(p)).join('\n'),
          qr,
          emailButton(own('action'), actionUrl),
          factTable,
          manage,
        ].join('\n'),
        footer: [t('layout.reason'), common('footer'), common('support')],
      });
      return { subject, text, html, attachments };
    },
  };
}

export type LifecycleEmails = ReturnType<typeof createLifecycleEmails>;
