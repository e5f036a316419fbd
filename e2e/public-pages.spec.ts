/** Signed-out pages: start screen on any path, terms, privacy; no raw keys; nothing wider than 320 px. */
import { expect, test } from '@playwright/test';
import { pl } from '../src/shared/i18n/pl/index';
import { hasChromium, skipReason } from './browser';
import { expectNoCatalogueKeys, expectNoHorizontalOverflow } from './helpers';

test.skip(!hasChromium, skipReason);
test.use({ locale: 'pl-PL' });

test('any unknown path shows the start screen with its steps and highlights', async ({ page }) => {
  await page.goto('/some/unknown/path');
  await expect(
    page.getByRole('heading', { level: 1, name: pl.shell.start.headline }),
  ).toBeVisible();
  for (const step of ['create', 'qr', 'upload', 'download'] as const) {
    await expect(
      page.getByRole('heading', { level: 3, name: pl.shell.start.steps[step].title }),
    ).toBeVisible();
  }
  await expect(
    page.getByRole('heading', { level: 3, name: pl.shell.start.highlights.wall.title }),
  ).toBeVisible();
  await expectNoCatalogueKeys(page);
});

for (const document of ['terms', 'privacy'] as const) {
  test(`/${document} renders with the site's name and support e-mail`, async ({
    page,
    request,
  }) => {
    const config = (await (await request.get('/api/config')).json()) as {
      siteName: string;
      supportEmail: string;
    };
    await page.goto(`/${document}`);
    await expect(
      page.getByRole('heading', { level: 1, name: pl.shell.legal[document].title }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${pl.shell.legal[document].title} · ${config.siteName}`);
    await expect(page.getByText(config.siteName, { exact: false }).first()).toBeVisible();
    await expect(
      page.locator(`main a[href="mailto:${config.supportEmail}"]`).first(),
    ).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8);
    await expectNoCatalogueKeys(page);
  });
}

test('the footer links lead to the terms and the privacy policy', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: pl.shell.footer.terms }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(
    page.getByRole('heading', { level: 1, name: pl.shell.legal.terms.title }),
  ).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: pl.shell.footer.privacy }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: pl.shell.legal.privacy.title }),
  ).toBeVisible();
  await page.getByRole('link', { name: pl.common.homeLink }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: pl.shell.start.headline }),
  ).toBeVisible();
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ['/', '/terms', '/privacy', '/?lang=en', '/terms?lang=en']) {
    test(`${path} has no horizontal overflow`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  }
});

test('search engines: robots.txt keeps them off the API and the media; event pages say noindex', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  const rules = (await robots.text())
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
  expect(rules).toEqual(['User-agent: *', 'Disallow: /api/', 'Disallow: /media/', 'Allow: /']);
  // The start page is for search results, with a description in the visitor's language.
  const start = await request.get('/', { headers: { 'accept-language': 'en' } });
  expect(start.headers()['x-robots-tag']).toBeUndefined();
  expect(await start.text()).toContain(`<meta name="description" content="Guests scan a QR code`);
  // A guest page is not (whether or not the event exists).
  const event = await request.get('/public/abcdefghijklmnopqrstuv');
  expect(event.headers()['x-robots-tag']).toBe('noindex, nofollow');
});
