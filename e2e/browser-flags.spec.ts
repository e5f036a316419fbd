/**
 * The Chromium the journeys run in starts as browser.ts says: its last
 * `--disable-features` (the only one Chromium keeps) still turns off everything Playwright's own
 * turns off, and no new window loads the address bar's drop-down page.
 */
import { readFileSync } from 'node:fs';
import { chromium, expect, test } from '@playwright/test';
import {
  chromiumArgs,
  chromiumPath,
  hasChromium,
  omniboxPopupFeatures,
  skipReason,
} from './browser';

test.skip(!hasChromium, skipReason);

test("Chromium keeps Playwright's disabled features and loads no address-bar page", async ({
  browser,
}) => {
  // The command line of a browser launched as the journeys' is (playwright.config.ts), read off
  // its process: the headless shell has no chrome://version page.
  const launched = await chromium.launchServer({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  let args: string[];
  try {
    args = readFileSync(`/proc/${launched.process().pid}/cmdline`, 'utf8').split('\0');
  } finally {
    await launched.close();
  }
  const lists = args
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
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
