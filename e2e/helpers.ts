/** Checks shared by the journeys. */
import { expect, type Page } from '@playwright/test';

/** No raw catalogue key (e.g. `shell.start.headline`) is visible on the page. */
export async function expectNoCatalogueKeys(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(?:common|shell|errors|validation)\.[A-Za-z]/);
}

/** The page does not scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(overflow.scrollWidth, 'page is wider than the viewport').toBeLessThanOrEqual(
    overflow.clientWidth,
  );
}

/** The owner app's message catalogues (one chunk per language) the page has fetched, by path. */
export async function cataloguesFetched(page: Page): Promise<string[]> {
  return assetsFetched(page, 'i18n-');
}

/** The paths of the built chunks whose names start with `prefix` that the page has fetched. */
export async function assetsFetched(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(
    (start) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith(start)),
    `/assets/${prefix}`,
  );
}
