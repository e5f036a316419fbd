/**
 * How well one colour reads on another: the contrast ratio of WCAG 2 (1 for the same colour, 21
 * for black on white). The settings warn a host whose button text would be hard to read.
 */

/** Normal-sized text needs at least this ratio to be read easily (WCAG 2, level AA). */
export const readableContrast = 4.5;

/** The relative luminance of `#rgb`, `#rrggbb` or `#rrggbbaa` (its opacity left out); else null. */
function luminance(color: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours (1–21), or null when either is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = luminance(foreground);
  const b = luminance(background);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Whether text in `foreground` is easy to read on `background` (unknown colours: no warning). */
export function readsWell(foreground: string, background: string): boolean {
  const ratio = contrastRatio(foreground, background);
  return ratio === null || ratio >= readableContrast;
}
