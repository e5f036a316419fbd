/** Full-page screenshots of the start screen and the terms, in both languages, on a phone and a desktop. */
import { expect, test } from '@playwright/test';
import { hasChromium, skipReason } from './browser';

test.skip(!hasChromium, skipReason);

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const pages = [
  { name: 'start', path: '/' },
  { name: 'terms', path: '/terms' },
] as const;

for (const viewport of viewports) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const language of ['pl', 'en'] as const) {
      for (const target of pages) {
        test(`${target.name} in ${language}`, async ({ page }) => {
          await page.goto(`${target.path}?lang=${language}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // The app itself, not the start screen's static picture that comes before it.
          await expect(page.getByRole('heading', { level: 2 }).first()).toBeAttached();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await page.screenshot({
            path: `test-results/screenshots/${target.name}-${language}-${viewport.width}x${viewport.height}.png`,
            fullPage: true,
            animations: 'disabled',
          });
        });
      }
    }
  });
}
