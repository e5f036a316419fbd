/**
 * The Chromium the journeys run in starts as browser.ts says: its last
 * `--disable-features` (the only one Chromium keeps) still turns off everything Playwright's own
 * turns off, and no new window loads the address bar's drop-down page.
 */
import { expect, test } from '@playwright/test';
import { hasChromium, omniboxPopupFeatures, skipReason } from './browser';

test.skip(!hasChromium, skipReason);

test("Chromium keeps Playwright's disabled features and loads no address-bar page", async ({
  browser,
  page,
}) => {
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) =>
    (match[1] ?? '').split(','),
  );
  // Playwright's own, then ours.
  expect(lists.length).toBeGreaterThanOrEqual(2);
  const kept = lists.at(-1) ?? [];
  for (const earlier of lists.slice(0, -1)) {
    expect(earlier.filter((feature) => !kept.includes(feature))).toEqual([]);
  }
  expect(kept).toEqual(expect.arrayContaining(omniboxPopupFeatures));

  // A second window (a journey's fresh context) gets none either.
  const other = await browser.newContext();
  await (await other.newPage()).goto('about:blank');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.map((target) => target.url).filter((url) => url.includes('omnibox'))).toEqual(
    [],
  );
  await cdp.detach();
  await other.close();
});
