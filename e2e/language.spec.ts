/** Language selection: Polish by default, `?lang=` wins and is remembered, the switcher updates the URL. */
import { expect, test } from '@playwright/test';
import { en } from '../src/shared/i18n/en/index';
import { pl } from '../src/shared/i18n/pl/index';
import { hasChromium, skipReason } from './browser';
import { expectNoCatalogueKeys } from './helpers';

test.skip(!hasChromium, skipReason);

const headline = { pl: pl.shell.start.headline, en: en.shell.start.headline };

test.describe('with a browser in a language the app does not offer', () => {
  test.use({ locale: 'de-DE' });

  test('the start screen is in Polish', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: headline.pl })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(
      page.getByRole('heading', { level: 2, name: pl.shell.start.steps.title }),
    ).toBeVisible();
    await expectNoCatalogueKeys(page);
  });

  test('?lang=en shows English, and the choice stays after a reload without it', async ({
    page,
  }) => {
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: headline.en })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The app itself (not only the page's static picture) is running and has kept the choice.
    await expect(page.getByRole('textbox', { name: en.auth.fields.email })).toBeVisible();
    await expectNoCatalogueKeys(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: headline.en })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unsupported ?lang= is ignored', async ({ page }) => {
    await page.goto('/?lang=de');
    await expect(page.getByRole('heading', { level: 1, name: headline.pl })).toBeVisible();
  });

  test('the switcher changes the language and sets ?lang= in place', async ({ page }) => {
    await page.goto('/privacy');
    await expect(
      page.getByRole('heading', { level: 1, name: pl.shell.legal.privacy.title }),
    ).toBeVisible();

    await page
      .getByRole('radiogroup', { name: pl.common.language.label })
      .getByText('EN', { exact: true })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: en.shell.legal.privacy.title }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/privacy\?lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoCatalogueKeys(page);

    await page
      .getByRole('radiogroup', { name: en.common.language.label })
      .getByText('PL', { exact: true })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: pl.shell.legal.privacy.title }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/privacy\?lang=pl$/);

    // The URL was replaced, not pushed: going back leaves the page.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/privacy/);
  });
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('the start screen follows the browser', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: headline.en })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
