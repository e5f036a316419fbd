/** Checks shared by the journeys. */
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

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

/** The words of the element's text that are split over two lines or more. */
export async function brokenWords(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index ?? 0);
        range.setEnd(node, (match.index ?? 0) + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/**
 * The labels of visible buttons, links, tabs and badges cut off by their own box (wider text
 * than the control shows, with the rest hidden). A label shortened on purpose, with an
 * ellipsis, is not counted.
 */
export async function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, a, [role="tab"], .mantine-Button-label, .mantine-Badge-label, .mantine-Tabs-tabLabel, .mantine-SegmentedControl-label',
      ),
    ]
      .filter((element) => {
        if (element.offsetParent === null) return false;
        const style = getComputedStyle(element);
        return (
          element.scrollWidth > element.clientWidth + 1 &&
          style.overflowX !== 'visible' &&
          style.textOverflow !== 'ellipsis'
        );
      })
      .map((element) => element.innerText.trim()),
  );
}

/**
 * Opens pages as a browser with site data blocked does (Chromium's setting, some in-app
 * browsers): reading localStorage, sessionStorage or indexedDB throws.
 */
export async function refuseSiteData(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const kind of ['localStorage', 'sessionStorage', 'indexedDB']) {
      Object.defineProperty(window, kind, { configurable: true, get: refused });
    }
  });
}
