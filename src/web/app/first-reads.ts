/** How long the app's first render (app-main.tsx) waits for an owner page's first reads (prefetch.ts). */

/**
 * How long the app's first render waits for the page's first reads. They were sent by the
 * entry script before the app's code loaded, so they have usually arrived by then; rendered
 * with them, the page is built once, instead of a loading screen first and the page again
 * (about 100 ms sooner to the album's first tiles on a 2-core machine). Slower answers are
 * not waited for beyond this: the loading screen shows, as before.
 */
export const firstReadsWaitMs = 100;

/** Resolves when `reads` have, or after `waitMs`, whichever comes first. */
export function whenArrivedOrAfter(reads: Promise<void>, waitMs = firstReadsWaitMs): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([reads, waited]).finally(() => clearTimeout(timer));
}
