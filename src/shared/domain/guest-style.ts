/**
 * The guest page's look with every default filled in: the stored style leaves
 * out whatever the owner never changed, and the page, the live preview and the
 * settings form all read the same resolved values from here.
 */
import type { ButtonTextPreset, EventStyle, StyleFont } from '../api/events';

export interface ResolvedTextBlock {
  text: string;
  background: boolean;
  radius: number;
  color: string;
  opacity: number;
}

export interface ResolvedGuestStyle {
  backgroundColor: string;
  backgroundSize: 'full' | 'half' | 'most';
  contentPosition: 'center' | 'top' | 'bottom';
  topText: ResolvedTextBlock;
  bottomText: ResolvedTextBlock;
  textColor: string;
  font: StyleFont;
  titleFontSize: number;
  textFontSize: number;
  button: {
    preset: ButtonTextPreset;
    customText: string;
    color: string;
    textColor: string;
    radius: number;
    oneButton: boolean;
  };
  gallery: { color: string; frameRadius: number };
  backgroundImages: { mobile?: string; desktop?: string };
}

const defaultTextBlock: ResolvedTextBlock = {
  text: '',
  background: false,
  radius: 12,
  color: '#ffffff',
  opacity: 0.75,
};

/** What a new event's guest page looks like. */
export const defaultGuestStyle: ResolvedGuestStyle = {
  backgroundColor: '#f4ece6',
  backgroundSize: 'full',
  contentPosition: 'center',
  topText: defaultTextBlock,
  bottomText: defaultTextBlock,
  textColor: '#2e2722',
  font: 'Playfair Display',
  titleFontSize: 40,
  textFontSize: 18,
  button: {
    preset: 'shareMemories',
    customText: '',
    color: '#a65442',
    textColor: '#ffffff',
    radius: 24,
    oneButton: false,
  },
  gallery: { color: '#ffffff', frameRadius: 12 },
  backgroundImages: {},
};

/** The stored style with defaults for everything left out. */
export function resolveGuestStyle(style: EventStyle | undefined): ResolvedGuestStyle {
  const s = style ?? {};
  const d = defaultGuestStyle;
  return {
    backgroundColor: s.backgroundColor ?? d.backgroundColor,
    backgroundSize: s.backgroundSize ?? d.backgroundSize,
    contentPosition: s.contentPosition ?? d.contentPosition,
    topText: { ...d.topText, ...s.topText },
    bottomText: { ...d.bottomText, ...s.bottomText },
    textColor: s.textColor ?? d.textColor,
    font: s.font ?? d.font,
    titleFontSize: s.titleFontSize ?? d.titleFontSize,
    textFontSize: s.textFontSize ?? d.textFontSize,
    button: { ...d.button, ...s.button },
    gallery: { ...d.gallery, ...s.gallery },
    backgroundImages: { ...s.backgroundImages },
  };
}

/**
 * `#rgb`, `#rrggbb` or `#rrggbbaa` with an extra opacity (0–1) as `rgba(…)`;
 * an alpha already in the colour is multiplied in. Anything else: transparent.
 */
export function colorWithOpacity(color: string, opacity: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color)?.[1];
  if (!hex) return 'transparent';
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  const channel = (index: number) => Number.parseInt(full.slice(index, index + 2), 16);
  const alpha = full.length === 8 ? channel(6) / 255 : 1;
  const a = Math.round(Math.min(1, Math.max(0, opacity)) * alpha * 1000) / 1000;
  return `rgba(${channel(0)}, ${channel(2)}, ${channel(4)}, ${a})`;
}
