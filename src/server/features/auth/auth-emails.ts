/**
 * The account e-mails: the confirmation code, the password-reset code and the
 * "you already have an account" notice. Each is rendered in the owner's
 * language from the `emails.*` catalogue as a subject, a plain-text part and
 * an HTML part (table layout, inline styles, the product's warm colours, the
 * code large, monospaced and selectable with one tap).
 */
import type { Language } from '../../../shared/i18n/index';
import { translate } from '../../../shared/i18n/translate';
import {
  emailButton,
  emailColors,
  emailDocument,
  emailFonts,
  emailParagraph,
} from '../../adapters/mail/email-layout';
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

    const htmlBlocks = layout.blocks.map((block) => {
      if (block.kind === 'paragraph') return emailParagraph(block.text, { muted: block.muted });
      if (block.kind === 'button') return emailButton(block.label, block.url);
      return [
        `<p style="margin:8px 0 8px;font-family:${sansFonts};font-size:13px;letter-spacing:1px;text-transform:uppercase;color:${colors.muted};text-align:center;">${escapeHtml(t(language, 'layout.codeLabel'))}</p>`,
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;"><tr><td align="center">`,
        `<div style="display:inline-block;padding:18px 18px 18px 28px;background-color:${colors.codeBackground};border:2px dashed ${colors.codeBorder};border-radius:14px;font-family:${monoFonts};font-size:38px;font-weight:700;letter-spacing:10px;color:${colors.text};-webkit-user-select:all;user-select:all;">${escapeHtml(block.code)}</div>`,
        `</td></tr></table>`,
      ].join('');
    });

    const html = emailDocument({
      language,
      siteName,
      subject: layout.subject,
      preheader: layout.preheader,
      heading: layout.heading,
      body: htmlBlocks.join('\n'),
      footer: [footer, support],
      maxWidth: 520,
    });
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
