/**
 * A page's stylesheets as preloads, which the app turns into stylesheets before its first
 * render (web/app/deferred-styles.ts): the picture the server put into the page, with its own
 * inline styles, paints without waiting for them. The start page and the guest pages.
 */
export function deferStylesheets(html: string): string {
  return html.replace(
    /<link rel="stylesheet"([^>]*)>/g,
    '<link rel="preload" as="style" data-app-style$1>',
  );
}
