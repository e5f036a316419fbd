/**
 * How the guest page's first screen is drawn from its resolved style, in one place for the two
 * that draw it: the page's first HTML (src/server/http/guest-html.ts), which a guest sees before
 * any script has arrived, and the page itself (src/web/ui/guest-page-view.tsx), which takes its
 * place. Both set the same CSS custom properties from here, and both draw the same button icons,
 * so that nothing moves when the page takes over.
 */
import type { StyleFont } from '../api/events';
import { colorWithOpacity, type ResolvedGuestStyle, type ResolvedTextBlock } from './guest-style';

const sans =
  "system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";
const serif = "Georgia, 'Noto Serif', 'DejaVu Serif', 'Times New Roman', serif";
const script = "'Segoe Script', 'Brush Script MT', 'URW Chancery L', cursive";

/** The CSS font-family of each font, with fallbacks of the same kind. */
export const fontStacks: Record<StyleFont, string> = {
  Inter: `'Inter', ${sans}`,
  Roboto: `'Roboto', ${sans}`,
  Montserrat: `'Montserrat', ${sans}`,
  Lato: `'Lato', ${sans}`,
  'Playfair Display': `'Playfair Display', ${serif}`,
  Lora: `'Lora', ${serif}`,
  'Cormorant Garamond': `'Cormorant Garamond', ${serif}`,
  'Great Vibes': `'Great Vibes', ${script}`,
  'Dancing Script': `'Dancing Script', ${script}`,
  Parisienne: `'Parisienne', ${script}`,
};

/** The weight of headings and buttons: 700, or 400 for the script fonts that have only that. */
export const boldWeight: Record<StyleFont, 400 | 700> = {
  Inter: 700,
  Roboto: 700,
  Montserrat: 700,
  Lato: 700,
  'Playfair Display': 700,
  Lora: 700,
  'Cormorant Garamond': 700,
  'Great Vibes': 400,
  'Dancing Script': 700,
  Parisienne: 400,
};

/** A value for a CSS `background-image` custom property, or `none`. */
export function cssUrl(url: string | undefined): string {
  if (!url) return 'none';
  return `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}

/** The images a guest screen shows on a phone and from 48em: each its own, else the other one. */
export function shownBackgrounds(images: { mobile?: string; desktop?: string }): {
  mobile: string | undefined;
  desktop: string | undefined;
} {
  return { mobile: images.mobile ?? images.desktop, desktop: images.desktop ?? images.mobile };
}

/** The page's custom properties (`--guest-*`), with the background images the page shows. */
export function guestPageVariables(
  style: ResolvedGuestStyle,
  images: { mobile: string | undefined; desktop: string | undefined },
) {
  return {
    '--guest-bg-color': style.backgroundColor,
    '--guest-bg-mobile': cssUrl(images.mobile),
    '--guest-bg-desktop': cssUrl(images.desktop),
    '--guest-text-color': style.textColor,
    '--guest-font': fontStacks[style.font],
    '--guest-bold': String(boldWeight[style.font]),
    '--guest-title-size': `${style.titleFontSize}px`,
    '--guest-text-size': `${style.textFontSize}px`,
    '--guest-button-color': style.button.color,
    '--guest-button-text-color': style.button.textColor,
    '--guest-button-radius': `${style.button.radius}px`,
    '--guest-gallery-color': style.gallery.color,
    '--guest-frame-radius': `${style.gallery.frameRadius}px`,
  };
}

/** A text block's panel behind the top or bottom text, when the owner chose one. */
export function textBlockPanel(
  block: ResolvedTextBlock,
): { background: string; borderRadius: number } | undefined {
  if (!block.background) return undefined;
  return { background: colorWithOpacity(block.color, block.opacity), borderRadius: block.radius };
}

/** The attributes of a button icon's `<svg>` (a 24-unit outline drawing, 1.25em wide), as JSX names them. */
export const iconSvgAttributes = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: '1.25em',
  height: '1.25em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The outlines of the three buttons' icons (Tabler Icons' camera, message-heart, microphone; MIT). */
export const guestActionIcons = {
  upload: [
    'M5 7h1a2 2 0 0 0 2 -2a1 1 0 0 1 1 -1h6a1 1 0 0 1 1 1a2 2 0 0 0 2 2h1a2 2 0 0 1 2 2v9a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-9a2 2 0 0 1 2 -2',
    'M9 13a3 3 0 1 0 6 0a3 3 0 0 0 -6 0',
  ],
  message: [
    'M8 9h8',
    'M8 13h3.5',
    'M10.48 19.512l-2.48 1.488v-3h-2a3 3 0 0 1 -3 -3v-8a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v4',
    'M18 22l3.35 -3.284a2.143 2.143 0 0 0 .005 -3.071a2.242 2.242 0 0 0 -3.129 -.006l-.224 .22l-.223 -.22a2.242 2.242 0 0 0 -3.128 -.006a2.143 2.143 0 0 0 -.006 3.071l3.355 3.296',
  ],
  voice: [
    'M9 5a3 3 0 0 1 3 -3a3 3 0 0 1 3 3v5a3 3 0 0 1 -3 3a3 3 0 0 1 -3 -3l0 -5',
    'M5 10a7 7 0 0 0 14 0',
    'M8 21l8 0',
    'M12 17l0 4',
  ],
} as const satisfies Record<'upload' | 'message' | 'voice', readonly string[]>;

/** The password field's "show" icon (Tabler Icons' eye; MIT), drawn 20 units wide. */
export const eyeIcon = [
  'M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0',
  'M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6',
] as const;
