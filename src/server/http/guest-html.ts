/**
 * The guest pages' HTML (/public/{eventId}, its slideshow, /test-event): the
 * guest entry's built page with a small static picture of the event (its
 * colours, date, name and buttons, or the password or "not found" screen)
 * and the page's data inlined, so a guest on a weak phone sees the event from
 * the first bytes, before any script, and the app needs no second request.
 */

import { eventStyleSchema } from '../../shared/api/events';
import type { PublicEventResponse } from '../../shared/api/public';
import { shellActionHashes, shellPickerAttribute } from '../../shared/api/public-constants';
import {
  guestActionIcons,
  guestPageVariables,
  iconSvgAttributes,
  textBlockPanel,
} from '../../shared/domain/guest-look';
import { resolveGuestStyle } from '../../shared/domain/guest-style';
import { mediaAccept } from '../../shared/domain/limits';
import { formatLongDate } from '../../shared/i18n/format';
import type { Language } from '../../shared/i18n/index';
import { translate } from '../../shared/i18n/translate';
import { deferStylesheets } from './defer-stylesheets';
import { escapeHtml } from './escape-html';

/** Only our own media paths and https addresses go into the page's CSS. */
function imageUrl(url: string | undefined): string | undefined {
  if (!url || !/^(\/|https:\/\/)[^"'()\\\s<>]*$/.test(url)) return undefined;
  return url;
}

/**
 * The shell's look. The event page's first screen is laid out by the rules of the page itself
 * (web/ui/guest-page-view.module.css: the hero, its blocks, the name, the buttons and their icons)
 * from the same custom properties (shared/domain/guest-look.ts), so nothing moves when the app
 * takes over; e2e/shell-layout.spec.ts holds the two side by side. The other screens (password,
 * unavailable, not found) are a card.
 */
export const guestShellCss = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-width:320px;-webkit-text-size-adjust:100%;text-size-adjust:100%}
.gs{--gs-img:var(--guest-bg-mobile);display:flex;flex-direction:column;min-height:100svh;background-color:var(--guest-bg-color);color:var(--guest-text-color);font-family:var(--guest-font);font-size:var(--guest-text-size);line-height:1.4;overflow-wrap:anywhere;hyphens:auto;text-align:center}
.gs-hero{display:flex;flex-direction:column;justify-content:center;min-height:100svh;padding:32px 20px;background:var(--gs-img) center/cover no-repeat}
.gs[data-size=half] .gs-hero{min-height:50svh}
.gs[data-size=most] .gs-hero{min-height:75svh}
.gs[data-position=top] .gs-hero{justify-content:flex-start}
.gs[data-position=bottom] .gs-hero{justify-content:flex-end}
@media (min-width:48em){.gs{--gs-img:var(--guest-bg-desktop)}.gs-hero{padding:56px 32px}}
.gs-content{display:flex;flex-direction:column;align-items:center;gap:16px;width:100%;max-width:36rem;margin-inline:auto;min-width:0}
.gs-block{display:flex;flex-direction:column;align-items:center;gap:4px;max-width:100%;min-width:0}
.gs-block[style]{padding:10px 18px}
.gs-block p{margin:0;white-space:pre-line}
.gs-date{font-weight:var(--guest-bold);letter-spacing:.02em}
.gs h1{margin:0;font-size:var(--guest-title-size);font-weight:var(--guest-bold);line-height:1.15;max-width:100%}
.gs-actions{display:flex;flex-direction:column;align-items:stretch;gap:12px;width:100%;max-width:22rem;margin-top:8px}
.gs-btn{position:relative;display:inline-flex;align-items:center;justify-content:center;gap:10px;min-height:48px;padding:10px 20px;border:2px solid var(--guest-button-color);border-radius:var(--guest-button-radius);background:color-mix(in srgb,var(--guest-bg-color) 85%,transparent);color:var(--guest-text-color);font:inherit;font-size:1rem;font-weight:var(--guest-bold);line-height:1.25;text-align:center;text-decoration:none;cursor:pointer;overflow-wrap:anywhere;min-width:0;-webkit-tap-highlight-color:transparent}
.gs-btn[data-primary]{background:var(--guest-button-color);color:var(--guest-button-text-color);font-size:1.0625rem;min-height:56px}
.gs-btn svg{flex:none}
.gs-btn:disabled{cursor:not-allowed;opacity:.55}
.gs-btn:focus-within{outline:3px solid var(--guest-button-color);outline-offset:3px}
.gs-pick{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.gs-gallery{flex:1;background:var(--guest-gallery-color)}
.gs-mark{position:fixed;top:0;left:0}
#message:target~.gs-hero [href="#message"],#voice:target~.gs-hero [href="#voice"]{cursor:progress;animation:gs-wait .8s ease-in-out infinite alternate}
#message:target~.gs-hero [href="#message"]::after,#voice:target~.gs-hero [href="#voice"]::after{content:"…"}
@keyframes gs-wait{to{opacity:.6}}
@media (prefers-reduced-motion:reduce){.gs-hero [href]{animation:none!important}}
.gs-screen{min-height:100svh;display:flex;flex-direction:column;justify-content:center;align-items:center;gap:12px;padding:32px 20px;text-align:center;background:var(--guest-bg-color,#f4ece6) var(--gs-img,none) center/cover no-repeat;color:var(--guest-text-color,#2e2722);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:break-word;hyphens:auto}
.gs-screen p{margin:0;font-size:1.05rem}
.gs-screen h1{margin:0;font-size:clamp(1.9rem,8vw,3rem);line-height:1.15;font-weight:700}
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
function fitStyle(name: string, size: string): string {
  const longest = Math.max(0, ...name.split(/\s+/).map((word) => [...word].length));
  if (longest < 9) return '';
  return ` style="font-size:min(${size},calc((100vw - 40px) / ${(longest * 0.62).toFixed(2)}))"`;
}

/** An inline style attribute from CSS declarations (values from a validated style). */
const styleAttribute = (declarations: Record<string, string>) =>
  ` style="${escapeHtml(
    Object.entries(declarations)
      .map(([name, value]) => `${name}:${value}`)
      .join(';'),
  )}"`;

/** A button's icon, as the page draws it (shared/domain/guest-look.ts). */
function icon(action: keyof typeof guestActionIcons): string {
  const attributes = Object.entries(iconSvgAttributes)
    // JSX's strokeWidth is HTML's stroke-width; viewBox keeps its case.
    .map(
      ([name, value]) =>
        `${name.replace(/^stroke([A-Z])/, (_, c) => `stroke-${c.toLowerCase()}`)}="${value}"`,
    )
    .join(' ');
  return `<svg ${attributes} aria-hidden="true">${guestActionIcons[action].map((d) => `<path d="${d}"/>`).join('')}</svg>`;
}

/** The top or bottom text's block, with its panel when the owner chose one. */
function block(content: string, panel: ReturnType<typeof textBlockPanel>): string {
  const style = panel
    ? styleAttribute({ background: panel.background, 'border-radius': `${panel.borderRadius}px` })
    : '';
  return `<div class="gs-block"${style}>${content}</div>`;
}

function shell(input: GuestHtmlInput): string {
  const t = (key: string, params?: Record<string, unknown>) =>
    escapeHtml(translate(input.language, key, params));
  const { answer } = input;
  if (!answer) {
    return `<main class="gs-screen"><div class="gs-card"><h1>${t('guest.notFound.title')}</h1><p>${t('guest.notFound.text')}</p></div></main>`;
  }
  // Stored styles were checked when saved; one that no longer passes shows the defaults.
  const checked = eventStyleSchema.safeParse(answer.event.style);
  const style = resolveGuestStyle(checked.success ? checked.data : undefined);
  const images = {
    mobile: imageUrl(style.backgroundImages.mobile ?? style.backgroundImages.desktop),
    desktop: imageUrl(style.backgroundImages.desktop ?? style.backgroundImages.mobile),
  };
  const variables = guestPageVariables(style, images);
  if (answer.access !== 'open') {
    const screen = styleAttribute({ ...variables, '--gs-img': variables['--guest-bg-mobile'] });
    const name = `<h1${fitStyle(answer.event.name, 'clamp(1.9rem,8vw,3rem)')}>${escapeHtml(answer.event.name)}</h1>`;
    const card =
      answer.access === 'locked'
        ? `<p><strong>${t('guest.password.title')}</strong></p><p>${t('guest.password.text')}</p>`
        : `<p><strong>${t(`guest.unavailable.${answer.reason}.title`)}</strong></p>`;
    return `<main class="gs-screen"${screen}>${name}<div class="gs-card">${card}</div></main>`;
  }
  const { event } = answer;
  const date = event.eventDate
    ? `<p class="gs-date"><time datetime="${escapeHtml(event.eventDate)}">${escapeHtml(formatLongDate(event.eventDate, input.language))}</time></p>`
    : '';
  const top = style.topText.text ? `<p>${escapeHtml(style.topText.text)}</p>` : '';
  const bottom = style.bottomText.text ? `<p>${escapeHtml(style.bottomText.text)}</p>` : '';
  const name = `<h1${fitStyle(event.name, 'var(--guest-title-size)')}>${escapeHtml(event.name)}</h1>`;
  const upload =
    style.button.preset === 'custom'
      ? escapeHtml(style.button.customText.trim()) || t('guestPage.buttons.shareMemories')
      : t(`guestPage.buttons.${style.button.preset}`);
  const full = !event.demo && event.allowance.files === 0;
  // As the page shows them: disabled while the event takes no uploads (and in the demo).
  const open = event.uploadState === 'open' && !event.demo;
  const content = (action: keyof typeof guestActionIcons, text: string) =>
    `${icon(action)}<span>${text}</span>`;
  const button = (action: keyof typeof guestActionIcons, text: string, primary = '') =>
    `<button type="button" class="gs-btn"${primary}${open ? '' : ' disabled'}>${content(action, text)}</button>`;
  // Only the event page takes over what was done in its picture (the slideshow's would go
  // nowhere): web/features/guest/shell-handover.ts.
  const handsOver = open && (input.page ?? 'event') === 'event';
  // "Share" is the browser's own picker, so a tap opens it before any script has arrived; the
  // page takes what was picked there when it starts.
  const share = handsOver
    ? `<label class="gs-btn" data-primary><input type="file" class="gs-pick" accept="${escapeHtml(mediaAccept)}" multiple ${shellPickerAttribute}>${content('upload', upload)}</label>`
    : button('upload', upload, ' data-primary');
  // "Message" and "voice" are links to a place in the page: a tap before the script has arrived
  // marks the address, the button shows that it is waiting (:target), and the page opens that
  // dialog when it starts. The places are fixed at the screen's top, so the tap scrolls nothing.
  const later = (action: keyof typeof shellActionHashes, text: string) =>
    handsOver
      ? `<a class="gs-btn" href="${shellActionHashes[action]}">${content(action, text)}</a>`
      : button(action, text);
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
  const blocks = [
    top || date ? block(`${top}${date}`, textBlockPanel(style.topText)) : '',
    block(`${bottom}${name}`, textBlockPanel(style.bottomText)),
  ].join('');
  return `<main class="gs" data-size="${style.backgroundSize}" data-position="${style.contentPosition}"${styleAttribute(variables)}>${marks}<section class="gs-hero"><div class="gs-content">${blocks}<nav class="gs-actions" aria-label="${t('guestPage.actions')}">${buttons}</nav></div></section><div class="gs-gallery"></div></main>`;
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
