/**
 * The house layout of the e-mails features send to hosts (invitations, the daily digest):
 * one card on a warm page, the site's name above, a heading, paragraphs, a button, and a
 * small footer. Table layout and inline styles, as mail clients need; every text escaped.
 */
import { escapeHtml } from '../../http/escape-html';

export { escapeHtml };

export const emailColors = {
  page: '#f2ece6',
  card: '#ffffff',
  border: '#e6ddd4',
  text: '#2e2722',
  muted: '#7a6a5c',
  brand: '#a65442',
  factBackground: '#fbf7f3',
};

export const emailFonts = {
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  serif: "Georgia, 'Palatino Linotype', Palatino, 'Times New Roman', serif",
};

/** A paragraph of body text. */
export function emailParagraph(content: string, options: { muted?: boolean } = {}): string {
  const color = options.muted ? emailColors.muted : emailColors.text;
  const size = options.muted ? 14 : 16;
  return `<p style="margin:0 0 16px;font-family:${emailFonts.sans};font-size:${size}px;line-height:1.6;color:${color};">${escapeHtml(content)}</p>`;
}

/** The e-mail's one call to action. */
export function emailButton(label: string, url: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:10px;background-color:${emailColors.brand};"><a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 28px;font-family:${emailFonts.sans};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:10px;">${escapeHtml(label)}</a></td></tr></table>`;
}

/** A whole HTML e-mail around `body` (already HTML). */
export function emailDocument(input: {
  language: string;
  siteName: string;
  subject: string;
  preheader: string;
  heading: string;
  body: string;
  /** Lines of the small print under the card (plain text). */
  footer: string[];
  /** Extra HTML under the footer lines (e.g. an unsubscribe link). */
  footerHtml?: string;
  /** Width of the card in pixels (560 unless given). */
  maxWidth?: number;
}): string {
  const { siteName, subject } = input;
  return `<!doctype html>
<html lang="${escapeHtml(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${emailColors.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${emailColors.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:${input.maxWidth ?? 560}px;">
<tr><td align="center" style="padding:0 0 20px;font-family:${emailFonts.serif};font-size:30px;font-weight:600;letter-spacing:0.5px;color:${emailColors.brand};">${escapeHtml(siteName)}</td></tr>
<tr><td style="background-color:${emailColors.card};border:1px solid ${emailColors.border};border-radius:18px;padding:36px 32px;">
<h1 style="margin:0 0 16px;font-family:${emailFonts.serif};font-size:24px;font-weight:600;line-height:1.3;color:${emailColors.text};overflow-wrap:break-word;">${escapeHtml(input.heading)}</h1>
${input.body}
</td></tr>
<tr><td align="center" style="padding:20px 16px 0;font-family:${emailFonts.sans};font-size:12px;line-height:1.6;color:${emailColors.muted};">${input.footer.map(escapeHtml).join('<br>')}${input.footerHtml ?? ''}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
