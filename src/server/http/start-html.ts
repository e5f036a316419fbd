/**
 * The owner app's HTML for a visitor with no session cookie: certainly signed out, so the page
 * says so (`<meta name="momenty-session" content="none">`: the app starts on the start screen
 * without asking the server first), and `/` carries a static picture of the start screen's top
 * (the headline and the lead, in the visitor's language) that shows before any script runs.
 */
import type { Language } from '../../shared/i18n/index';
import { translate } from '../../shared/i18n/translate';
import { authCookiePrefix } from '../features/auth/auth';
import { deferStylesheets } from './defer-stylesheets';
import { escapeHtml } from './escape-html';

/** Whether a Cookie header carries the auth session cookie (http or https name). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  const names = [`${authCookiePrefix}.session_token`, `__Secure-${authCookiePrefix}.session_token`];
  return (cookieHeader ?? '').split(';').some((part) => {
    const name = part.slice(0, part.indexOf('=')).trim();
    return part.includes('=') && names.includes(name);
  });
}

const startShellCss = `
body{margin:0}
.ss{min-height:100svh;box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Liberation Sans",Arial,sans-serif;color:#2e2722;background:radial-gradient(ellipse 80% 60% at 85% 20%,#f5e3dd 0%,transparent 70%),linear-gradient(180deg,#fbf3f0 0%,#fff 100%)}
.ss-bar{height:64px;box-sizing:border-box;display:flex;align-items:center;padding:0 16px 0 58px;font-family:"Iowan Old Style","Palatino Linotype",Palatino,Georgia,"Noto Serif","DejaVu Serif",serif;font-weight:700;font-size:1.5rem;border-bottom:1px solid #e6ddd4;background:#fffcf9}
.ss-hero{max-width:1140px;margin:0 auto;padding:40px 16px 64px;display:flex;flex-direction:column;gap:20px}
.ss-eyebrow{margin:0;font-size:.75rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#874436}
.ss h1{margin:0;font-family:"Iowan Old Style","Palatino Linotype",Palatino,"Book Antiqua",Georgia,"Noto Serif","DejaVu Serif",serif;font-size:clamp(2rem,1.5rem + 2vw,3rem);line-height:1.12;font-weight:700;color:#2e2722;overflow-wrap:break-word;hyphens:auto}
.ss-lead{margin:0;font-size:clamp(1.05rem,1rem + .3vw,1.2rem);line-height:1.65;color:#463c34;max-width:36rem}
@media (min-width:62em){.ss-hero{max-width:1140px;padding-inline:32px}.ss h1,.ss-lead{max-width:50%}}
`.trim();

/**
 * index.html for this visitor: `signedOut` adds the session hint; `startLanguage` (only for `/`)
 * adds the start screen's static top in that language.
 */
export function renderOwnerHtml(
  template: string,
  options: { signedOut: boolean; startLanguage: Language | null; siteName: string },
): string {
  if (!options.signedOut) return template;
  let html = template.replace(
    '</head>',
    '<meta name="momenty-session" content="none" />\n  </head>',
  );
  const language = options.startLanguage;
  if (language) {
    const t = (key: string) => escapeHtml(translate(language, key));
    const shell = `<div class="ss" lang="${language}"><header class="ss-bar">${escapeHtml(options.siteName)}</header><main class="ss-hero"><p class="ss-eyebrow">${t('shell.start.eyebrow')}</p><h1>${t('shell.start.headline')}</h1><p class="ss-lead">${t('shell.start.lead')}</p></main></div>`;
    // The app's stylesheets are fetched without holding the picture back: the app applies them
    // before its first render (main.tsx, applyDeferredStyles). Its code comes behind the
    // picture too (low priority): what a phone shows first is the text.
    html = deferStylesheets(html)
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace('</head>', `<style>${startShellCss}</style>\n  </head>`)
      // What a search result says of the site, in the visitor's language: the start screen's lead.
      .replace(
        '</head>',
        `<meta name="description" content="${t('shell.start.lead')}" />\n  </head>`,
      )
      .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
  }
  return html;
}
