/**
 * The Mantine theme: a warm clay-rose primary colour with text contrast of at
 * least 4.5:1 on its filled shade, warm neutrals, the system font for text and
 * a serif stack for headings. Nothing is fetched from the internet.
 */
import {
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  Modal,
} from '@mantine/core';

const clay: MantineColorsTuple = [
  '#fbf3f0',
  '#f5e3dd',
  '#ebc5b9',
  '#e0a592',
  '#d68a73',
  '#cf785f',
  '#c06650',
  '#a65442',
  '#874436',
  '#693429',
];

/** Warm greys (sand) for borders, muted text and quiet backgrounds. */
const sand: MantineColorsTuple = [
  '#faf7f4',
  '#f2ece6',
  '#e6ddd4',
  '#d6c9bd',
  '#b9a898',
  '#9a8877',
  '#7a6a5c',
  '#5f5247',
  '#463c34',
  '#2e2722',
];

const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";
const serifFonts =
  "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Noto Serif', 'DejaVu Serif', serif";

export const theme = createTheme({
  primaryColor: 'clay',
  primaryShade: { light: 7, dark: 5 },
  colors: { clay, sand },
  black: '#2e2722',
  fontFamily: systemFonts,
  headings: {
    fontFamily: serifFonts,
    fontWeight: '600',
    textWrap: 'balance',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    // A link in a sentence is told from the text around it by more than its colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    Modal: Modal.extend({
      styles: { title: { fontFamily: serifFonts, fontSize: '1.3rem', fontWeight: 600 } },
    }),
  },
  other: { serifFonts },
});

/**
 * Text of the light variant (badges, light buttons) where Mantine's shade 9 on its shade 1 falls
 * under 4.5:1: teal 4.3, green 3.8, orange 3.6, yellow 2.7. These read at 5.4–6.1.
 */
const lightVariantText = {
  teal: '#0b6b4f',
  green: '#1f6f30',
  orange: '#a63c0c',
  yellow: '#8a4b00',
};

/**
 * Page background and borders in warm tones instead of Mantine's cool greys, and light-variant
 * text that reads on its background.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#fffcf9',
    '--mantine-color-default-border': sand[2],
    '--mantine-color-dimmed': sand[6],
    ...Object.fromEntries(
      Object.entries(lightVariantText).map(([color, text]) => [
        `--mantine-color-${color}-light-color`,
        text,
      ]),
    ),
  },
  dark: {},
});
