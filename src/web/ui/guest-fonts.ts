/**
 * The guest page's fonts, bundled (no font CDN: the page must work offline
 * behind a strict CSP). Each font's stylesheet is imported only when a page
 * uses it; its @font-face rules carry unicode-range, so the browser fetches
 * only the subsets the text needs (latin and latin-ext for Polish). Until a
 * font arrives (`font-display: swap`), the fallback stack of its kind shows
 * (`fontStacks` in shared/domain/guest-look.ts).
 */
import type { StyleFont } from '../../shared/api/events';

// Literal specifiers so that the bundler emits each stylesheet (and its files) as its own chunk.
const loaders: Record<StyleFont, () => Promise<unknown>[]> = {
  Inter: () => [import('@fontsource/inter/400.css'), import('@fontsource/inter/700.css')],
  Roboto: () => [import('@fontsource/roboto/400.css'), import('@fontsource/roboto/700.css')],
  Montserrat: () => [
    import('@fontsource/montserrat/400.css'),
    import('@fontsource/montserrat/700.css'),
  ],
  Lato: () => [import('@fontsource/lato/400.css'), import('@fontsource/lato/700.css')],
  'Playfair Display': () => [
    import('@fontsource/playfair-display/400.css'),
    import('@fontsource/playfair-display/700.css'),
  ],
  Lora: () => [import('@fontsource/lora/400.css'), import('@fontsource/lora/700.css')],
  'Cormorant Garamond': () => [
    import('@fontsource/cormorant-garamond/400.css'),
    import('@fontsource/cormorant-garamond/700.css'),
  ],
  'Great Vibes': () => [import('@fontsource/great-vibes/400.css')],
  'Dancing Script': () => [
    import('@fontsource/dancing-script/400.css'),
    import('@fontsource/dancing-script/700.css'),
  ],
  Parisienne: () => [import('@fontsource/parisienne/400.css')],
};

const loaded = new Map<StyleFont, Promise<void>>();

/** A task of its own: after the work that asked for the font (a page's first effects). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads a font's stylesheets once; a failure (offline) leaves the fallback stack and is retried
 * later. The stylesheets are added in a task of their own: adding them costs a slow phone tens of
 * milliseconds, which would otherwise lengthen the page's first effects into one long task.
 */
export function loadGuestFont(font: StyleFont): Promise<void> {
  const known = loaded.get(font);
  if (known) return known;
  const loader = loaders[font];
  if (!loader) return Promise.resolve();
  const loading = nextTask()
    .then(() => Promise.all(loader()))
    .then(
      () => undefined,
      () => {
        loaded.delete(font);
      },
    );
  loaded.set(font, loading);
  return loading;
}
