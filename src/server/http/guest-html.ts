/**
 * The guest pages' HTML (/public/{eventId}, its slideshow, /test-event): the
 * guest entry's built page with a small static picture of the event (its
 * colours, date, name and buttons, or the password or "not found" screen)
 * and the page's data inlined, so a guest on a weak phone sees the event from
 * the first bytes, before any script, and the app needs no second request.
 */

import { eventStyleSchema } from '../../shared/api/events';
import type { PublicEventResponse } from '../../shared/api/public';
import {
  shellActionHashes,
  shellPasswordAttribute,
  shellPickerAttribute,
  shellUnlockHash,
} from '../../shared/api/public-constants';
import {
  eyeIcon,
  guestActionIcons,
  guestPageVariables,
  iconSvgAttributes,
  shownBackgrounds,
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
 * unavailable, not found) are the page's card (web/features/guest/guest-screen.module.css and
 * its fields and button), the password prompt with its field and "enter".
 */
export const guestShellCss = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-width:320px;-webkit-text-size-adjust:100%;text-size-adjust:100%}
button,input{font:inherit}
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
.gs-screen{--gs-img:var(--guest-bg-mobile,none);min-height:100svh;display:flex;align-items:center;justify-content:center;padding:56px 16px 32px;background:var(--guest-bg-color,#f4ece6) var(--gs-img,none) center/cover no-repeat;color:var(--guest-text-color,#2e2722);font-family:var(--guest-font,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);line-height:1.5;overflow-wrap:anywhere;hyphens:auto}
@media (min-width:48em){.gs-screen{--gs-img:var(--guest-bg-desktop,none)}}
.gs-card{width:100%;max-width:26rem;padding:28px 20px;border-radius:20px;background:rgb(255 255 255 / 92%);color:#2e2722;box-shadow:0 12px 40px rgb(0 0 0 / 14%);text-align:center;min-width:0}
.gs-name{margin:0 0 4px;font-size:1.6rem;line-height:1.2;font-weight:var(--guest-bold,700)}
.gs-title{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1.05rem;font-weight:600}
.gs-text{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#5f5247}
.gs-stack{display:flex;flex-direction:column;gap:16px}
.gs-field{display:flex;flex-direction:column;gap:4px;text-align:start;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.gs-label{font-size:.95rem;font-weight:600;color:#2e2722}
.gs-password{position:relative;display:flex}
.gs-input{width:100%;min-height:44px;padding:10px 48px 10px 12px;border:1px solid #cfc4bc;border-radius:10px;background:#fff;color:#2e2722;font:inherit;font-size:1rem}
.gs-input:focus{outline:2px solid #1c7ed6;outline-offset:0;border-color:#1c7ed6}
.gs-reveal{position:absolute;inset-block:2px;inset-inline-end:2px;width:44px;border:0;background:transparent;color:#5c524b}
.gs-submit{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:8px 18px;border:1px solid var(--guest-button-color,#8c6a5d);border-radius:var(--guest-button-radius,24px);background:var(--guest-button-color,#a65442);color:var(--guest-button-text-color,#fff);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1rem;font-weight:600;line-height:1.2;text-decoration:none;-webkit-tap-highlight-color:transparent}
#unlock:target~.gs-card .gs-submit{cursor:progress;animation:gs-wait .8s ease-in-out infinite alternate}
#unlock:target~.gs-card .gs-submit::after{content:"…"}
@media (prefers-reduced-motion:reduce){.gs-submit{animation:none!important}}
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
  /** The site's name, for the link's preview in a messenger. */
  siteName?: string;
}

/**
 * Keeps the name's longest word whole before the app's own fitting runs: the heading's size is
 * capped so that a word of that many letters fits the screen's width (about 0.62 em a letter).
 */
function fitStyle(name: string, size: string, width = '100vw - 40px'): string {
  const longest = Math.max(0, ...name.split(/\s+/).map((word) => [...word].length));
  if (longest < 9) return '';
  return ` style="font-size:min(${size},calc((${width}) / ${(longest * 0.62).toFixed(2)}))"`;
}

/** An inline style attribute from CSS declarations (values from a validated style). */
const styleAttribute = (declarations: Record<string, string>) =>
  ` style="${escapeHtml(
    Object.entries(declarations)
      .map(([name, value]) => `${name}:${value}`)
      .join(';'),
  )}"`;

/** An icon's `<svg>` attributes as HTML writes them (JSX's strokeWidth is stroke-width). */
const svgAttributes = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(
      ([name, value]) =>
        `${name.replace(/^stroke([A-Z])/, (_, c) => `stroke-${c.toLowerCase()}`)}="${value}"`,
    )
    .join(' ');

/** A decorative icon's `<svg>` from the shared drawings' attributes and paths. */
const svg = (attributes: Record<string, string>, paths: readonly string[]) =>
  `<svg ${svgAttributes(attributes)} aria-hidden="true">${paths.map((d) => `<path d="${d}"/>`).join('')}</svg>`;

/** A button's icon, as the page draws it (shared/domain/guest-look.ts). */
function icon(action: keyof typeof guestActionIcons): string {
  return svg(iconSvgAttributes, guestActionIcons[action]);
}

/** The top or bottom text's block, with its panel when the owner chose one. */
function block(content: string, panel: ReturnType<typeof textBlockPanel>): string {
  const style = panel
    ? styleAttribute({ background: panel.background, 'border-radius': `${panel.borderRadius}px` })
    : '';
  return `<div class="gs-block"${style}>${content}</div>`;
}

/**
 * A protected or unavailable event's picture: the page's card with the event's name. A protected
 * event's card (the event page's and the slideshow's) has the password field and "enter" (a link
 * to a place in the page): what is typed there, and a tap on "enter", are taken by the page when
 * it starts (web/features/guest/shell-handover.ts). There is no form, so nothing can send the
 * password before the page's script (a form's own sending would put it in the address).
 */
function screen(
  input: GuestHtmlInput,
  answer: Exclude<PublicEventResponse, { access: 'open' }>,
  variables: ReturnType<typeof guestPageVariables>,
): string {
  const t = (key: string) => escapeHtml(translate(input.language, key));
  const look = styleAttribute(variables);
  const name = `<h1 class="gs-name"${fitStyle(answer.event.name, '1.6rem', 'min(26rem, 100vw - 32px) - 40px')}>${escapeHtml(answer.event.name)}</h1>`;
  if (answer.access === 'unavailable') {
    return `<main class="gs-screen"${look}><div class="gs-card">${name}<h2 class="gs-title">${t(`guest.unavailable.${answer.reason}.title`)}</h2><p class="gs-text">${t(`guest.unavailable.${answer.reason}.text`)}</p></div></main>`;
  }
  const heading = `<div><h2 class="gs-title">${t('guest.password.title')}</h2><p class="gs-text">${t('guest.password.text')}</p></div>`;
  // The page's "show" button, drawn where the page draws it; it shows the password once the
  // page has come, so here it is out of the way of a screen reader and the keyboard.
  const eye = svg({ ...iconSvgAttributes, width: '20', height: '20' }, eyeIcon);
  const field = `<div class="gs-field"><label class="gs-label" for="gs-password">${t('guest.password.label')}</label><span class="gs-password"><input id="gs-password" class="gs-input" type="password" autocomplete="current-password" ${shellPasswordAttribute}><button type="button" class="gs-reveal" tabindex="-1" aria-hidden="true">${eye}</button></span></div>`;
  const enter = `<a class="gs-submit" href="${shellUnlockHash}">${t('guest.password.submit')}</a>`;
  return `<main class="gs-screen"${look}><i id="${shellUnlockHash.slice(1)}" class="gs-mark"></i><div class="gs-card">${name}<div class="gs-stack">${heading}${field}${enter}</div></div></main>`;
}

function shell(input: GuestHtmlInput): string {
  const t = (key: string, params?: Record<string, unknown>) =>
    escapeHtml(translate(input.language, key, params));
  const { answer } = input;
  if (!answer) {
    return `<main class="gs-screen"><div class="gs-card"><h1 class="gs-title">${t('guest.notFound.title')}</h1><p class="gs-text">${t('guest.notFound.text')}</p></div></main>`;
  }
  // Stored styles were checked when saved; one that no longer passes shows the defaults.
  const checked = eventStyleSchema.safeParse(answer.event.style);
  const style = resolveGuestStyle(checked.success ? checked.data : undefined);
  const shown = shownBackgrounds(style.backgroundImages);
  const images = { mobile: imageUrl(shown.mobile), desktop: imageUrl(shown.desktop) };
  const variables = guestPageVariables(style, images);
  if (answer.access !== 'open') return screen(input, answer, variables);
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
 * What a messenger shows of a guest link someone sent (Open Graph): the event's name and an
 * invitation to add photos, in the page's language. A link to no event shows nothing of it.
 */
function linkPreview(input: GuestHtmlInput): string {
  if (!input.answer) return '';
  const name = escapeHtml(input.answer.event.name);
  const text = escapeHtml(translate(input.language, 'printKit.linkPreview'));
  return [
    `<meta name="description" content="${text}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(input.siteName ?? 'Momenty')}">`,
    `<meta property="og:title" content="${name}">`,
    `<meta property="og:description" content="${text}">`,
  ].join('');
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
    .replace('<!--guest-head-->', `${linkPreview(input)}<style>${guestShellCss}</style>`)
    .replace('<!--guest-shell-->', shell(input))
    .replace('<!--guest-data-->', data);
}
