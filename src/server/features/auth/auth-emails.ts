/**
 * The account e-mails: the confirmation code, the password-reset code and the
 * "you already have an account" notice. Each is rendered in the owner's
 * language from the `emails.*` catalogue as a subject, a plain-text part and
 * an HTML part (table layout, inline styles, the product's warm colours, the
 * code large, monospaced and selectable with one tap).
 */
import type { Language } from '../../../shared/i18n/index';
import { translate } from '../../../shared/i18n/translate';
import { emailColors, emailFonts } from '../../adapters/mail/email-layout';
import { escapeHtml } from '../../http/escape-html';

/** What a rendered e-mail hands to the mailer. */
export type RenderedEmail = { subject: string; text: string; html: string };

export type AuthEmailsOptions = {
  siteName: string;
  /** Public address of the site, without a trailing slash. */
  baseUrl: string;
  supportEmail: string;
  /** How long an e-mailed code stays valid, in minutes. */
  codeValidityMinutes: number;
};

/** The colours of the web app's theme (clay and sand), repeated here because e-mails carry no CSS. */
const colors = {
  ...emailColors,
  codeBackground: '#fbf3f0',
  codeBorder: '#e0a592',
};

const sansFonts = emailFonts.sans;
const serifFonts = emailFonts.serif;
const monoFonts = "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', 'Courier New', monospace";

type Block =
  | { kind: 'paragraph'; text: string; muted?: boolean }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; url: string };

type Layout = {
  language: Language;
  subject: string;
  preheader: string;
  heading: string;
  blocks: Block[];
};

export function createAuthEmails(options: AuthEmailsOptions) {
  const { siteName, baseUrl, supportEmail, codeValidityMinutes } = options;
  const t = (language: Language, key: string, params: Record<string, unknown> = {}) =>
    translate(language, `emails.${key}`, { siteName, supportEmail, ...params });

  function render(layout: Layout): RenderedEmail {
    const { language } = layout;
    const footer = t(language, 'layout.footer');
    const support = t(language, 'layout.support');

    const textBlocks = layout.blocks.map((block) => {
      if (block.kind === 'code') return `${t(language, 'layout.codeLabel')}: ${block.code}`;
      if (block.kind === 'button') return `${block.label}: ${block.url}`;
      return block.text;
    });
    const text = [
      siteName,
      '',
      layout.heading,
      '',
      ...textBlocks.flatMap((block) => [block, '']),
      '--',
      footer,
      support,
      '',
    ].join('\n');

    const paragraph = (content: string, muted = false) =>
      `<p style="margin:0 0 16px;font-family:${sansFonts};font-size:${muted ? 14 : 16}px;line-height:1.6;color:${muted ? colors.muted : colors.text};">${escapeHtml(content)}</p>`;
    const htmlBlocks = layout.blocks.map((block) => {
      if (block.kind === 'paragraph') return paragraph(block.text, block.muted);
      if (block.kind === 'button') {
        return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:10px;background-color:${colors.brand};"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:14px 28px;font-family:${sansFonts};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:10px;">${escapeHtml(block.label)}</a></td></tr></table>`;
      }
      return [
        `<p style="margin:8px 0 8px;font-family:${sansFonts};font-size:13px;letter-spacing:1px;text-transform:uppercase;color:${colors.muted};text-align:center;">${escapeHtml(t(language, 'layout.codeLabel'))}</p>`,
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;"><tr><td align="center">`,
        `<div style="display:inline-block;padding:18px 18px 18px 28px;background-color:${colors.codeBackground};border:2px dashed ${colors.codeBorder};border-radius:14px;font-family:${monoFonts};font-size:38px;font-weight:700;letter-spacing:10px;color:${colors.text};-webkit-user-select:all;user-select:all;">${escapeHtml(block.code)}</div>`,
        `</td></tr></table>`,
      ].join('');
    });

    const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(layout.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colors.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${escapeHtml(layout.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colors.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px;">
<tr><td align="center" style="padding:0 0 20px;font-family:${serifFonts};font-size:30px;font-weight:600;letter-spacing:0.5px;color:${colors.brand};">${escapeHtml(siteName)}</td></tr>
<tr><td style="background-color:${colors.card};border:1px solid ${colors.border};border-radius:18px;padding:36px 32px;">
<h1 style="margin:0 0 16px;font-family:${serifFonts};font-size:24px;font-weight:600;line-height:1.3;color:${colors.text};">${escapeHtml(layout.heading)}</h1>
${htmlBlocks.join('\n')}
</td></tr>
<tr><td align="center" style="padding:20px 16px 0;font-family:${sansFonts};font-size:12px;line-height:1.6;color:${colors.muted};">${escapeHtml(footer)}<br>${escapeHtml(support)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
    return { subject: layout.subject, text, html };
  }

  function codeEmail(
    language: Language,
    kind: 'verifyEmail' | 'resetPassword',
    code: string,
  ): RenderedEmail {
    return render({
      language,
      subject: t(language, `${kind}.subject`, { code }),
      preheader: t(language, `${kind}.preheader`),
      heading: t(language, `${kind}.heading`),
      blocks: [
        { kind: 'paragraph', text: t(language, `${kind}.intro`) },
        { kind: 'code', code },
        { kind: 'paragraph', text: t(language, 'layout.copyHint') },
        {
          kind: 'paragraph',
          text: t(language, 'layout.validity', { minutes: codeValidityMinutes }),
        },
        { kind: 'paragraph', text: t(language, 'layout.ignore'), muted: true },
      ],
    });
  }

  return {
    /** The code that confirms an e-mail address (after sign-up, or asked for again). */
    verifyEmail: (language: Language, code: string) => codeEmail(language, 'verifyEmail', code),
    /** The code that lets the owner set a new password. */
    resetPassword: (language: Language, code: string) => codeEmail(language, 'resetPassword', code),
    /** Sent instead of a code when someone signs up with an address that already has an account. */
    existingAccount: (language: Language): RenderedEmail =>
      render({
        language,
        subject: t(language, 'existingAccount.subject'),
        preheader: t(language, 'existingAccount.preheader'),
        heading: t(language, 'existingAccount.heading'),
        blocks: [
          { kind: 'paragraph', text: t(language, 'existingAccount.intro') },
          {
            kind: 'button',
            label: t(language, 'existingAccount.action'),
            url: `${baseUrl}/?lang=${language}`,
          },
          { kind: 'paragraph', text: t(language, 'existingAccount.forgotPassword') },
          { kind: 'paragraph', text: t(language, 'layout.ignore'), muted: true },
        ],
      }),
  };
}

export type AuthEmails = ReturnType<typeof createAuthEmails>;
