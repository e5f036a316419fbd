/**
 * Keeps the words of a heading whole. A long Polish word ("Brzęczyszczykiewicz") wider than the
 * heading on a narrow phone would otherwise be cut mid-word, and hyphenation depends on the
 * browser having a dictionary for the language. So the heading's font shrinks, step by step,
 * until its widest word fits, down to `minScale` of the stylesheet's size; only a word that
 * still does not fit then may break. Refits when the heading's width or text changes, and when
 * a web font arrives (the guest page's fonts load after the first view).
 *
 * The first fit is measured when the browser has laid the page out (a ResizeObserver's first
 * notice comes after layout and before paint, so the heading is never shown cut): measured during
 * the render, it would make the browser lay out the whole page in the middle of the page's first
 * script, one long task on a slow phone. Without ResizeObserver it is measured at once.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

export function useFitWords<T extends HTMLElement>(
  text: string,
  minScale = 0.55,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text needs a new fit
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let fittedWidth = -1;
    const refit = () => {
      const width = element.clientWidth;
      if (width === fittedWidth) return;
      fittedWidth = width;
      element.style.fontSize = '';
      element.style.overflowWrap = 'normal';
      const base = Number.parseFloat(getComputedStyle(element).fontSize);
      if (!(base > 0)) return;
      let size = base;
      while (element.scrollWidth > element.clientWidth + 1 && size > base * minScale) {
        size = Math.max(base * minScale, size * 0.92);
        element.style.fontSize = `${size}px`;
      }
      if (element.scrollWidth > element.clientWidth + 1) element.style.overflowWrap = 'anywhere';
    };
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    const refitForFont = () => {
      fittedWidth = -1;
      refit();
    };
    fonts?.addEventListener?.('loadingdone', refitForFont);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(refit);
    if (observer) observer.observe(element);
    else refit();
    return () => {
      observer?.disconnect();
      fonts?.removeEventListener?.('loadingdone', refitForFont);
    };
  }, [text, minScale]);
  return ref;
}
