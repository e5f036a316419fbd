/**
 * The daily digest e-mail, in the host's language: what the guests added since the last
 * one (photos, videos, voice messages, wishes, with the language's plural forms), up to six
 * small inline thumbnails, the newest wish, a button to the album, and the one-click
 * opt-out link.
 */
import type { Language } from '../../../shared/i18n/index';
import { translate, translateCount } from '../../../shared/i18n/translate';
import {
  emailButton,
  emailColors,
  emailDocument,
  emailFonts,
  emailParagraph,
  escapeHtml,
} from '../../adapters/mail/email-layout';
import type { MailAttachment } from '../../adapters/mail/mail';

export type DigestCounts = { photos: number; videos: number; voice: number; wishes: number };

export type DigestEmailInput = {
  language: Language;
  siteName: string;
  eventName: string;
  counts: DigestCounts;
  /** JPEG thumbnails, newest first (at most six are shown). */
  thumbnails: Buffer[];
  newestWish: { guestName: string | null; message: string } | null;
  albumUrl: string;
  optOutUrl: string;
};

/** Pixel size of a thumbnail's square in the e-mail. */
export const digestThumbSize = 88;

export function renderDigestEmail(input: DigestEmailInput) {
  const { language, counts } = input;
  const params = { siteName: input.siteName, event: input.eventName };
  const t = (key: string, extra: Record<string, unknown> = {}) =>
    translate(language, `members.emails.digest.${key}`, { ...params, ...extra });
  const parts = (['photos', 'videos', 'voice', 'wishes'] as const)
    .filter((kind) => counts[kind] > 0)
    .map((kind) => translateCount(language, `members.emails.digest.${kind}`, counts[kind]));
  const summary = parts.join(', ');
  const subject = t('subject', { summary });

  const attachments: MailAttachment[] = input.thumbnails.slice(0, 6).map((content, index) => ({
    filename: `photo-${index + 1}.jpg`,
    contentType: 'image/jpeg',
    cid: `digest-${index + 1}@momenty`,
    content,
  }));
  const wishName = input.newestWish?.guestName?.trim() || t('anonymous');
  const wish = input.newestWish?.message.trim() ?? '';

  const list = parts
    .map(
      (part) =>
        `<li style="margin:0 0 4px;font-family:${emailFonts.sans};font-size:16px;color:${emailColors.text};">${escapeHtml(part)}</li>`,
    )
    .join('');
  const thumbs = attachments
    .map(
      (a) =>
        `<td style="padding:0 6px 6px 0;"><img src="cid:${a.cid}" width="${digestThumbSize}" height="${digestThumbSize}" alt="${escapeHtml(t('thumbAlt'))}" style="display:block;width:${digestThumbSize}px;height:${digestThumbSize}px;border-radius:8px;object-fit:cover;"></td>`,
    )
    .join('');
  const wishHtml = wish
    ? [
        emailParagraph(t('newestWish', { name: wishName }), { muted: true }),
        `<blockquote style="margin:0 0 20px;padding:12px 16px;background-color:${emailColors.factBackground};border-left:3px solid ${emailColors.brand};border-radius:8px;font-family:${emailFonts.serif};font-size:17px;line-height:1.5;color:${emailColors.text};white-space:pre-line;">${escapeHtml(wish)}</blockquote>`,
      ].join('')
    : '';
  const html = emailDocument({
    language,
    siteName: input.siteName,
    subject,
    preheader: t('preheader'),
    heading: t('heading'),
    body: [
      emailParagraph(t('intro')),
      `<ul style="margin:0 0 20px;padding:0 0 0 20px;">${list}</ul>`,
      thumbs
        ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 14px;"><tr>${thumbs}</tr></table>`
        : '',
      wishHtml,
      emailButton(t('action'), input.albumUrl),
    ].join('\n'),
    footer: [t('reason')],
    footerHtml: `<br><a href="${escapeHtml(input.optOutUrl)}" style="color:${emailColors.muted};">${escapeHtml(t('optOut'))}</a>`,
  });
  const text = [
    input.siteName,
    '',
    t('heading'),
    '',
    t('intro'),
    ...parts.map((part) => `- ${part}`),
    '',
    ...(wish ? [t('newestWish', { name: wishName }), wish, ''] : []),
    `${t('action')}: ${input.albumUrl}`,
    '',
    '--',
    t('reason'),
    `${t('optOut')}: ${input.optOutUrl}`,
    '',
  ].join('\n');
  return { subject, text, html, attachments };
}
