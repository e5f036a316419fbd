/**
 * Language selection: Polish by default, `?lang=` wins and is remembered, the switcher updates
 * the URL. The app fetches only the catalogue of the language it shows, the other when switched
 * to, and a switch whose catalogue cannot be fetched changes nothing.
 */
import { expect, test } from '@playwright/test';
import { en } from '../src/shared/i18n/en/index';
import { pl } from '../src/shared/i18n/pl/index';
import { hasChromium, skipReason } from './browser';
import { cataloguesFetched, expectNoCatalogueKeys } from './helpers';

test.skip(!hasChromium, skipReason);

const headline = { pl: pl.shell.start.headline, en: en.shell.start.headline };

const englishCatalogue = /\/assets\/i18n-en-[\w-]+\.js$/;

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
    // The Polish page has fetched the Polish catalogue only.
    expect(await cataloguesFetched(page)).toEqual([
      expect.stringMatching(/^\/assets\/i18n-pl-[\w-]+\.js$/),
    ]);

    await page
      .getByRole('radiogroup', { name: pl.common.language.label })
      .getByText('EN', { exact: true })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: en.shell.legal.privacy.title }),
    ).toBeVisible();
    expect(await cataloguesFetched(page)).toContainEqual(expect.stringMatching(englishCatalogue));
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

  test('a switch whose catalogue cannot be fetched changes nothing; the next one works', async ({
    page,
  }) => {
    await page.route(englishCatalogue, (route) => route.abort('internetdisconnected'));
    await page.goto('/privacy');
    const title = { pl: pl.shell.legal.privacy.title, en: en.shell.legal.privacy.title };
    await expect(page.getByRole('heading', { level: 1, name: title.pl })).toBeVisible();
    const switcher = page.getByRole('radiogroup', { name: pl.common.language.label });

    const failed = page.waitForEvent('requestfailed', (request) =>
      englishCatalogue.test(request.url()),
    );
    await switcher.getByText('EN', { exact: true }).click();
    await failed;
    await expect(page.getByRole('heading', { level: 1, name: title.pl })).toBeVisible();
    await expect(switcher.getByRole('radio', { name: pl.common.language.pl })).toBeChecked();
    await expect(page).not.toHaveURL(/lang=en/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

    await page.unroute(englishCatalogue);
    await switcher.getByText('EN', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title.en })).toBeVisible();
    await expect(page).toHaveURL(/\/privacy\?lang=en$/);
    await expectNoCatalogueKeys(page);
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
