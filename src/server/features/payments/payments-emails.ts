/**
 * The e-mail with a bought activation code, in the buyer's language
 * (`emails.activationCode.*`): subject, plain text and HTML with the code
 * large and selectable, and where to use it.
 */
import type { PlanId } from '../../../shared/domain/plans';
import type { Language } from '../../../shared/i18n/index';
import { translate } from '../../../shared/i18n/translate';
import { escapeHtml } from '../../http/escape-html';
import type { RenderedEmail } from '../auth/auth-emails';

export type PaymentsEmailsOptions = { siteName: string; baseUrl: string; supportEmail: string };

const sans = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const serif = "Georgia, 'Palatino Linotype', Palatino, 'Times New Roman', serif";
const mono = "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', 'Courier New', monospace";

export function createPaymentsEmails(options: PaymentsEmailsOptions) {
  const { siteName, baseUrl, supportEmail } = options;
  const t = (language: Language, key: string, params: Record<string, unknown> = {}) =>
    translate(language, `emails.${key}`, { siteName, supportEmail, ...params });

  return {
    /** The single-use code a paid gift purchase (or the operator) issued. */
    activationCode(language: Language, code: string, plan: PlanId): RenderedEmail {
      const k = 'activationCode';
      // Every line may name the plan: each gets its name.
      const line = (key: string) =>
        t(language, `${k}.${key}`, { plan: translate(language, `events.plans.${plan}`) });
      const subject = line('subject');
      const heading = line('heading');
      const intro = line('intro');
      const how = line('how');
      const once = line('once');
      const action = line('action');
      const url = `${baseUrl}/events/create?lang=${language}`;
      const footer = t(language, 'layout.footer');
      const support = t(language, 'layout.support');
      const text = [
        siteName,
        '',
        heading,
        '',
        intro,
        '',
        `${line('codeLabel')}: ${code}`,
        '',
        how,
        `${action}: ${url}`,
        '',
        once,
        '',
        '--',
        footer,
        support,
        '',
      ].join('\n');
      const p = (content: string, muted = false) =>
        `<p style="margin:0 0 16px;font-family:${sans};font-size:${muted ? 14 : 16}px;line-height:1.6;color:${muted ? '#7a6a5c' : '#2e2722'};">${escapeHtml(content)}</p>`;
      const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background-color:#f2ece6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f2ece6;"><tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px;">
<tr><td align="center" style="padding:0 0 20px;font-family:${serif};font-size:30px;font-weight:600;color:#a65442;">${escapeHtml(siteName)}</td></tr>
<tr><td style="background-color:#ffffff;border:1px solid #e6ddd4;border-radius:18px;padding:36px 32px;">
<h1 style="margin:0 0 16px;font-family:${serif};font-size:24px;font-weight:600;line-height:1.3;color:#2e2722;">${escapeHtml(heading)}</h1>
${p(intro)}
<p style="margin:8px 0 8px;font-family:${sans};font-size:13px;letter-spacing:1px;text-transform:uppercase;color:#7a6a5c;text-align:center;">${escapeHtml(line('codeLabel'))}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;"><tr><td align="center"><div style="display:inline-block;padding:16px 20px;background-color:#fbf3f0;border:2px dashed #e0a592;border-radius:14px;font-family:${mono};font-size:24px;font-weight:700;letter-spacing:3px;color:#2e2722;-webkit-user-select:all;user-select:all;">${escapeHtml(code)}</div></td></tr></table>
${p(how)}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:10px;background-color:#a65442;"><a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 28px;font-family:${sans};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:10px;">${escapeHtml(action)}</a></td></tr></table>
${p(once, true)}
</td></tr>
<tr><td align="center" style="padding:20px 16px 0;font-family:${sans};font-size:12px;line-height:1.6;color:#7a6a5c;">${escapeHtml(footer)}<br>${escapeHtml(support)}</td></tr>
</table></td></tr></table>
</body></html>
`;
      return { subject, text, html };
    },
  };
}

export type PaymentsEmails = ReturnType<typeof createPaymentsEmails>;
