/**
 * The guest pages' HTML (/public/{eventId}, its slideshow, /test-event): the
 * guest entry's built page with a small static picture of the event (its
 * colours, date, name and buttons, or the password or "not found" screen)
 * and the page's data inlined, so a guest on a weak phone sees the event from
 * the first bytes, before any script, and the app needs no second request.
 */
import type { PublicEventResponse } from '../../shared/api/public';
import { shellActionHashes, shellPickerAttribute } from '../../shared/api/public-constants';
import { resolveGuestStyle } from '../../shared/domain/guest-style';
import { mediaAccept } from '../../shared/domain/limits';
import { formatLongDate } from '../../shared/i18n/format';
import type { Language } from '../../shared/i18n/index';
import { translate } from '../../shared/i18n/translate';
import { deferStylesheets } from './defer-stylesheets';
import { escapeHtml } from './escape-html';

/** A colour as CSS accepts it from us: a hex colour, or the fallback. */
const color = (value: string, fallback: string) =>
  /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback;

/** Only our own media paths and https addresses go into the page's CSS. */
function imageUrl(url: string | undefined): string | null {
  if (!url || !/^(\/|https:\/\/)[^"'()\\\s<>]*$/.test(url)) return null;
  return url;
}

/** The shell's look: laid out like the page's first screen, so nothing jumps when the app takes over. */
export const guestShellCss = `
body{margin:0}
.gs{min-height:100svh;display:flex;flex-direction:column;justify-content:center;align-items:center;gap:12px;padding:32px 20px;box-sizing:border-box;text-align:center;background:var(--bg) var(--img) center/cover no-repeat;color:var(--fg);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:break-word;hyphens:auto}
.gs p{margin:0;font-size:1.05rem}
.gs h1{margin:0;font-size:clamp(1.9rem,8vw,3rem);line-height:1.15;font-weight:700}
.gs-actions{display:flex;flex-direction:column;gap:12px;width:100%;max-width:22rem;margin-top:12px}
.gs-btn{position:relative;display:flex;align-items:center;justify-content:center;min-height:52px;padding:10px 18px;border:1px solid var(--bc);border-radius:var(--br);background:var(--bc);color:var(--bt);font:inherit;font-weight:600;font-size:1rem;cursor:pointer}
.gs-btn+.gs-btn{background:transparent;color:var(--fg)}
.gs-btn:disabled{cursor:not-allowed;opacity:.55}
.gs-btn:focus-within{outline:2px solid var(--fg);outline-offset:2px}
.gs-pick{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
a.gs-btn{text-decoration:none;-webkit-tap-highlight-color:transparent}
.gs-mark{position:fixed;top:0;left:0}
#message:target~.gs-actions [href="#message"],#voice:target~.gs-actions [href="#voice"]{cursor:progress;animation:gs-wait .8s ease-in-out infinite alternate}
#message:target~.gs-actions [href="#message"]::after,#voice:target~.gs-actions [href="#voice"]::after{content:"…"}
@keyframes gs-wait{to{opacity:.6}}
@media (prefers-reduced-motion:reduce){.gs-actions [href]{animation:none!important}}
.gs-card{max-width:26rem;padding:24px;border-radius:16px;background:rgb(255 255 255 / 92%);color:#2e2722}
`.trim();

export interface GuestHtmlInput {
  /** The page's answer, or null when the link leads to no event. */
  answer: PublicEventResponse | null;
  /** The page's language: `?lang`, the browser's (Accept-Language), the event's, Polish. */
  language: Language;
  /**
   * Which guest page: only the event page takes what is picked in its picture (the slideshow's
   * picture shows the same buttons, and its picks would go nowhere).
   */
  page?: 'event' | 'slideshow';
}

/**
 * Keeps the name's longest word whole before the app's own fitting runs: the heading's size is
 * capped so that a word of that many letters fits the screen's width (about 0.62 em a letter).
 */
function fitStyle(name: string): string {
  const longest = Math.max(0, ...name.split(/\s+/).map((word) => [...word].length));
  if (longest < 9) return '';
  return ` style="font-size:min(clamp(1.9rem,8vw,3rem),calc((100vw - 40px) / ${(longest * 0.62).toFixed(2)}))"`;
}

function shell(input: GuestHtmlInput): string {
  const t = (key: string, params?: Record<string, unknown>) =>
    escapeHtml(translate(input.language, key, params));
  const { answer } = input;
  if (!answer) {
    return `<main class="gs" style="--bg:#f4ece6;--fg:#2e2722"><div class="gs-card"><h1>${t('guest.notFound.title')}</h1><p>${t('guest.notFound.text')}</p></div></main>`;
  }
  const style = resolveGuestStyle(answer.event.style);
  const image = imageUrl(style.backgroundImages.mobile ?? style.backgroundImages.desktop);
  const variables = [
    `--bg:${color(style.backgroundColor, '#f4ece6')}`,
    `--fg:${color(style.textColor, '#2e2722')}`,
    `--bc:${color(style.button.color, '#8c6a5d')}`,
    `--bt:${color(style.button.textColor, '#ffffff')}`,
    `--br:${Math.max(0, Math.min(40, Math.round(style.button.radius)))}px`,
    `--img:${image ? `url(&quot;${escapeHtml(image)}&quot;)` : 'none'}`,
  ].join(';');
  const name = `<h1${fitStyle(answer.event.name)}>${escapeHtml(answer.event.name)}</h1>`;
  if (answer.access === 'locked') {
    return `<main class="gs" style="${variables}">${name}<div class="gs-card"><p><strong>${t('guest.password.title')}</strong></p><p>${t('guest.password.text')}</p></div></main>`;
  }
  if (answer.access === 'unavailable') {
    return `<main class="gs" style="${variables}">${name}<div class="gs-card"><p><strong>${t(`guest.unavailable.${answer.reason}.title`)}</strong></p></div></main>`;
  }
  const { event } = answer;
  const date = event.eventDate
    ? `<p><time datetime="${escapeHtml(event.eventDate)}">${escapeHtml(formatLongDate(event.eventDate, input.language))}</time></p>`
    : '';
  const top = style.topText.text ? `<p>${escapeHtml(style.topText.text)}</p>` : '';
  const bottom = style.bottomText.text ? `<p>${escapeHtml(style.bottomText.text)}</p>` : '';
  const upload =
    style.button.preset === 'custom'
      ? escapeHtml(style.button.customText.trim()) || t('guestPage.buttons.shareMemories')
      : t(`guestPage.buttons.${style.button.preset}`);
  const full = !event.demo && event.allowance.files === 0;
  // As the page shows them: disabled while the event takes no uploads (and in the demo).
  const open = event.uploadState === 'open' && !event.demo;
  const button = (text: string) =>
    `<button type="button" class="gs-btn"${open ? '' : ' disabled'}>${text}</button>`;
  // Only the event page takes over what was done in its picture (the slideshow's would go
  // nowhere): web/features/guest/shell-handover.ts.
  const handsOver = open && (input.page ?? 'event') === 'event';
  // "Share" is the browser's own picker, so a tap opens it before any script has arrived; the
  // page takes what was picked there when it starts.
  const share = handsOver
    ? `<label class="gs-btn"><input type="file" class="gs-pick" accept="${escapeHtml(mediaAccept)}" multiple ${shellPickerAttribute}>${upload}</label>`
    : button(upload);
  // "Message" and "voice" are links to a place in the page: a tap before the script has arrived
  // marks the address, the button shows that it is waiting (:target), and the page opens that
  // dialog when it starts. The places are fixed at the screen's top, so the tap scrolls nothing.
  const later = (action: keyof typeof shellActionHashes, text: string) =>
    handsOver
      ? `<a class="gs-btn" role="button" href="${shellActionHashes[action]}">${text}</a>`
      : button(text);
  const guestbook = event.guestbookVisible && !style.button.oneButton;
  const buttons = [
    full ? '' : share,
    guestbook
      ? `${later('message', t('guestPage.message'))}${full ? '' : later('voice', t('guestPage.voice'))}`
      : '',
  ].join('');
  const marks =
    handsOver && guestbook
      ? Object.values(shellActionHashes)
          .map((hash) => `<i id="${hash.slice(1)}" class="gs-mark"></i>`)
          .join('')
      : '';
  return `<main class="gs" style="${variables}">${marks}${top}${date}${bottom}${name}<nav class="gs-actions" aria-label="${t('guestPage.actions')}">${buttons}</nav></main>`;
}

/**
 * The built guest page with the shell, the inlined data, the title and the language filled in,
 * and its stylesheets as preloads (the shell carries its own styles).
 */
export function renderGuestHtml(template: string, input: GuestHtmlInput): string {
  const title = input.answer ? escapeHtml(input.answer.event.name) : 'Momenty';
  const data = input.answer
    ? `<script id="guest-data" type="application/json">${JSON.stringify({
        language: input.language,
        answer: input.answer,
      })
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029')}</script>`
    : '';
  // The page's own stylesheets do not hold the picture back: the app applies them before it
  // takes over (guest-main.tsx).
  return deferStylesheets(template)
    .replace(/<html lang="[^"]*">/, `<html lang="${input.language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('<!--guest-head-->', `<style>${guestShellCss}</style>`)
    .replace('<!--guest-shell-->', shell(input))
    .replace('<!--guest-data-->', data);
}
