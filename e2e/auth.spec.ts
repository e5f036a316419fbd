/**
 * Owner accounts in the browser, in Polish and in English: signing up with the
 * e-mailed code, landing on /events, signing out and back in; the redirect of
 * a signed-out visit to an owner route; no Google button without configuration.
 */
import { expect, type Page, test } from '@playwright/test';
import { hasChromium, skipReason } from './browser';
import { expectNoCatalogueKeys } from './helpers';
import { mailsTo, waitForCode } from './outbox';
import {
  catalogues,
  createOwner,
  enterCode,
  type Lang,
  newOwnerEmail,
  ownerPassword,
} from './owners';

test.skip(!hasChromium, skipReason);

async function fillSignUp(page: Page, lang: Lang, email: string) {
  const t = catalogues[lang];
  await page.getByRole('tab', { name: t.auth.panel.tabs.signUp }).click();
  await page.getByRole('textbox', { name: t.auth.fields.email, exact: true }).fill(email);
  await page
    .getByRole('textbox', { name: t.auth.fields.password, exact: true })
    .fill(ownerPassword);
  await page
    .getByRole('textbox', { name: t.auth.fields.confirmPassword, exact: true })
    .fill(ownerPassword);
  await page.getByRole('checkbox').check();
}

async function signIn(page: Page, lang: Lang, email: string) {
  const t = catalogues[lang];
  await page.getByRole('textbox', { name: t.auth.fields.email, exact: true }).fill(email);
  await page
    .getByRole('textbox', { name: t.auth.fields.password, exact: true })
    .fill(ownerPassword);
  await page.getByRole('button', { name: t.auth.signIn.submit }).click();
}

for (const lang of ['pl', 'en'] as const) {
  const t = catalogues[lang];

  test.describe(`in ${lang}`, () => {
    test('a new owner signs up, confirms the code, signs out and signs back in', async ({
      page,
    }) => {
      // Five screens and two password checks: over 30 s on a busy 2-core machine.
      test.setTimeout(60_000);
      const email = newOwnerEmail(`signup-${lang}`);
      await page.goto(`/?lang=${lang}`);
      await fillSignUp(page, lang, email);
      const submit = page.getByRole('button', { name: t.auth.signUp.submit });
      await expect(submit).toBeEnabled();
      await submit.click();

      await expect(
        page.getByRole('heading', { level: 2, name: t.auth.confirmSignUp.title }),
      ).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      const code = await waitForCode(email);
      await enterCode(page, t.auth.code.label, code);

      await expect(page).toHaveURL(/\/events$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t.shell.events.title }),
      ).toBeVisible();
      await expect(page.getByText(t.shell.events.empty.title)).toBeVisible();
      // The address is confirmed: no banner asking for it.
      await expect(page.getByText(t.auth.verifyBanner.title)).toHaveCount(0);
      await expectNoCatalogueKeys(page);

      const nav = page.getByRole('navigation', { name: t.shell.nav.label });
      await nav.getByRole('button', { name: t.shell.nav.signOut }).click();
      const dialog = page.getByRole('dialog', { name: t.shell.signOut.title });
      await dialog.getByRole('button', { name: t.shell.signOut.confirm }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('tab', { name: t.auth.panel.tabs.signIn })).toBeVisible();

      await signIn(page, lang, email);
      await expect(page).toHaveURL(/\/events$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t.shell.events.title }),
      ).toBeVisible();

      // The account follows the interface language for its e-mails.
      const session = await (await page.request.get('/api/auth/get-session')).json();
      expect(session.user.language).toBe(lang);
    });

    test('a signed-out visit to /events goes to sign-in and back to /events', async ({
      page,
      request,
      baseURL,
    }) => {
      const owner = await createOwner(request, baseURL ?? '', { language: lang });
      await page.goto(`/events?lang=${lang}`);
      await expect(page).toHaveURL(/\/\?redirect=%2Fevents/);
      await expect(page.getByRole('tab', { name: t.auth.panel.tabs.signIn })).toBeVisible();

      await signIn(page, lang, owner.email);
      await expect(page).toHaveURL(/\/events\?lang=/);
      await expect(
        page.getByRole('heading', { level: 1, name: t.shell.events.title }),
      ).toBeVisible();
    });

    test('wrong credentials show one generic message', async ({ page, request, baseURL }) => {
      const owner = await createOwner(request, baseURL ?? '', { language: lang });
      await page.goto(`/?lang=${lang}`);
      await page.getByRole('textbox', { name: t.auth.fields.email, exact: true }).fill(owner.email);
      await page
        .getByRole('textbox', { name: t.auth.fields.password, exact: true })
        .fill('Wrong#Password1');
      await page.getByRole('button', { name: t.auth.signIn.submit }).click();
      await expect(page.getByRole('alert')).toHaveText(t.auth.errors.invalidCredentials);
      await expect(page).toHaveURL(/\/\?lang=/);
    });

    test('an unconfirmed owner may confirm later, from the banner on /events', async ({
      page,
      request,
      baseURL,
    }) => {
      const owner = await createOwner(request, baseURL ?? '', { language: lang, verified: false });
      await page.goto(`/?lang=${lang}`);
      await signIn(page, lang, owner.email);
      await expect(
        page.getByRole('heading', { level: 2, name: t.auth.verifyContact.title }),
      ).toBeVisible();
      await page.getByRole('button', { name: t.auth.verifyContact.later }).click();

      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByText(t.auth.verifyBanner.title)).toBeVisible();
      const seen = (await mailsTo(owner.email)).length;
      await page.getByRole('button', { name: t.auth.verifyBanner.action }).click();
      const dialog = page.getByRole('dialog', { name: t.auth.verifyModal.title });
      await dialog.getByRole('button', { name: t.auth.verifyContact.send }).click();
      await enterCode(page, t.auth.code.label, await waitForCode(owner.email, seen));
      await expect(page.getByText(t.auth.confirmVerify.done)).toBeVisible();
      await expect(page.getByText(t.auth.verifyBanner.title)).toHaveCount(0);
    });

    test('a forgotten password is reset with an e-mailed code', async ({
      page,
      request,
      baseURL,
    }) => {
      const owner = await createOwner(request, baseURL ?? '', { language: lang });
      const newPassword = 'Nowe#Haslo2026';
      await page.goto(`/?lang=${lang}`);
      await page.getByRole('button', { name: t.auth.signIn.forgotPassword }).click();
      await page.getByRole('textbox', { name: t.auth.fields.email, exact: true }).fill(owner.email);
      const seen = (await mailsTo(owner.email)).length;
      await page.getByRole('button', { name: t.auth.forgotPassword.submit }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: t.auth.resetPassword.title }),
      ).toBeVisible();
      await enterCode(page, t.auth.code.label, await waitForCode(owner.email, seen));
      await page
        .getByRole('textbox', { name: t.auth.fields.newPassword, exact: true })
        .fill(newPassword);
      await page
        .getByRole('textbox', { name: t.auth.fields.confirmNewPassword, exact: true })
        .fill(newPassword);
      await page.getByRole('button', { name: t.auth.resetPassword.submit }).click();
      await expect(page.getByText(t.auth.signIn.passwordReset)).toBeVisible();

      await page
        .getByRole('textbox', { name: t.auth.fields.password, exact: true })
        .fill(newPassword);
      await page.getByRole('button', { name: t.auth.signIn.submit }).click();
      await expect(page).toHaveURL(/\/events$/);
    });
  });
}

test('the Google button is absent without Google configured', async ({ page, request }) => {
  const config = await (await request.get('/api/config')).json();
  expect(config.googleSignIn).toBe(false);
  await page.goto('/?lang=pl');
  await expect(page.getByRole('tab', { name: catalogues.pl.auth.panel.tabs.signIn })).toBeVisible();
  await expect(page.getByRole('button', { name: catalogues.pl.auth.google.continue })).toHaveCount(
    0,
  );
  await page.getByRole('tab', { name: catalogues.pl.auth.panel.tabs.signUp }).click();
  await expect(page.getByRole('button', { name: catalogues.pl.auth.google.continue })).toHaveCount(
    0,
  );
});
