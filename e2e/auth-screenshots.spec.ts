/**
 * Screenshots of the sign-in, sign-up and confirm-code screens and of /events
 * with the sidebar, in both languages, on a phone and a desktop, into
 * test-results/screenshots/ for a person to look at.
 */
import { expect, type Page, test } from '@playwright/test';
import { hasChromium, skipReason } from './browser';
import { expectNoCatalogueKeys, expectNoHorizontalOverflow } from './helpers';
import { catalogues, createOwner, newOwnerEmail, signInThroughApi } from './owners';

test.skip(!hasChromium, skipReason);

const viewports = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

async function capture(page: Page, name: string, fullPage = true) {
  await expectNoCatalogueKeys(page);
  await expectNoHorizontalOverflow(page);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({
    path: `test-results/screenshots/${name}-${width}x${height}.png`,
    fullPage,
    animations: 'disabled',
  });
}

for (const viewport of viewports) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const lang of ['pl', 'en'] as const) {
      const t = catalogues[lang];

      test(`sign-in, sign-up and confirm-code in ${lang}`, async ({ page }) => {
        await page.goto(`/?lang=${lang}`);
        await expect(page.getByRole('tab', { name: t.auth.panel.tabs.signIn })).toBeVisible();
        await capture(page, `sign-in-${lang}`, false);

        await page.getByRole('tab', { name: t.auth.panel.tabs.signUp }).click();
        const email = newOwnerEmail(`shot-${lang}`);
        await page.getByRole('textbox', { name: t.auth.fields.email, exact: true }).fill(email);
        await page
          .getByRole('textbox', { name: t.auth.fields.password, exact: true })
          .fill('Wesele2026');
        await page
          .getByRole('textbox', { name: t.auth.fields.confirmPassword, exact: true })
          .fill('Wesele2026!');
        await expect(page.getByText(t.validation.password.mismatch)).toBeVisible();
        await capture(page, `sign-up-${lang}`, false);

        await page
          .getByRole('textbox', { name: t.auth.fields.password, exact: true })
          .fill('Wesele2026!');
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: t.auth.signUp.submit }).click();
        await expect(
          page.getByRole('heading', { level: 2, name: t.auth.confirmSignUp.title }),
        ).toBeVisible();
        await capture(page, `confirm-code-${lang}`, false);
      });

      for (const verified of [true, false]) {
        const screen = verified ? 'events' : 'events-unconfirmed';
        test(`${screen} with the sidebar in ${lang}`, async ({ page, request, baseURL }) => {
          let name = screen;
          const owner = await createOwner(request, baseURL ?? '', { language: lang, verified });
          await signInThroughApi(page, baseURL ?? '', owner);
          await page.goto(`/events?lang=${lang}`);
          await expect(
            page.getByRole('heading', { level: 1, name: t.shell.events.title }),
          ).toBeVisible();
          await expect(page.getByText(t.shell.events.empty.title)).toBeVisible();
          if (!verified) await expect(page.getByText(t.auth.verifyBanner.title)).toBeVisible();
          if (viewport.width < 768) {
            await capture(page, `${name}-${lang}`, false);
            await page.getByRole('button', { name: t.shell.header.openNavigation }).click();
            name = `${name}-menu`;
          }
          await expect(
            page
              .getByRole('navigation', { name: t.shell.nav.label })
              .getByText(t.shell.nav.signOut),
          ).toBeVisible();
          await capture(page, `${name}-${lang}`, false);
        });
      }
    }
  });
}
