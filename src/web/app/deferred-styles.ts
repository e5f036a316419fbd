/**
 * The start page's HTML fetches the app's stylesheets as preloads (so the static picture of the
 * start screen paints at once, see server/http/start-html.ts). Before the app's first render they
 * become stylesheets, and the render waits until they have loaded (or failed), and until the
 * picture has been painted once (on a fast connection the script may arrive before that).
 */
import { afterPaint } from '../shared/after-paint';

export async function applyDeferredStyles(doc: Document = document): Promise<void> {
  if (doc.querySelector('link[rel="preload"][data-app-style]')) {
    // Two frames: the first is the one that paints the picture.
    await afterPaint(2);
  }
  await loadStyles(doc);
}

function loadStyles(doc: Document): Promise<void> {
  const preloads = [
    ...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-app-style]'),
  ];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.href = preload.href;
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.addEventListener('load', () => resolve());
          sheet.addEventListener('error', () => resolve());
          preload.replaceWith(sheet);
        }),
    ),
  ).then(() => undefined);
}
