/**
 * The owner's account from the sidebar: updating the password, and turning on
 * two-step verification, which the next sign-in then asks for.
 */
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { hasChromium, skipReason } from './browser';
import { assetsFetched, expectNoHorizontalOverflow } from './helpers';
import { catalogues, createOwner, enterCode, ownerPassword, signInThroughApi } from './owners';

test.skip(!hasChromium, skipReason);

function currentCode(secret: string): string {
  return new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    digits: 6,
    period: 30,
  }).generate();
}

/** The app's next code: the server takes each code only once, so wait for a new 30-second step. */
async function nextCode(secret: string, used: string): Promise<string> {
  for (;;) {
    const code = currentCode(secret);
    if (code !== used) return code;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function openFromSidebar(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: /./ }).filter({ hasText: label });
  await nav.getByRole('button', { name: label }).click();
}

test('updating the password: a wrong current one is refused, then it changes (en)', async ({
  page,
  request,
  baseURL,
}) => {
  const t = catalogues.en;
  const owner = await createOwner(request, baseURL ?? '', { language: 'en' });
  await signInThroughApi(page, baseURL ?? '', owner);
  await page.goto('/events?lang=en');
  await openFromSidebar(page, t.shell.nav.updatePassword);

  const dialog = page.getByRole('dialog', { name: t.auth.updatePassword.title });
  const save = dialog.getByRole('button', { name: t.auth.updatePassword.save });
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: t.auth.fields.currentPassword }).fill('Wrong#Pass123');
  await dialog
    .getByRole('textbox', { name: t.auth.fields.newPassword, exact: true })
    .fill('Nowe#Haslo2026');
  await dialog
    .getByRole('textbox', { name: t.auth.fields.confirmNewPassword })
    .fill('Nowe#Haslo2026');
  await save.click();
  await expect(dialog.getByText('Incorrect password')).toBeVisible();
  await page.screenshot({
    path: 'test-results/screenshots/update-password-en-1280x720.png',
    animations: 'disabled',
  });

  await dialog.getByRole('textbox', { name: t.auth.fields.currentPassword }).fill(ownerPassword);
  await save.click();
  await expect(page.getByText('Password has been updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  const check = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL ?? '' },
    data: { email: owner.email, password: 'Nowe#Haslo2026' },
  });
  expect(check.ok()).toBe(true);
});

test('switching the language while signed in changes the language of the e-mails too', async ({
  page,
  request,
  baseURL,
}) => {
  const owner = await createOwner(request, baseURL ?? '', { language: 'pl' });
  await signInThroughApi(page, baseURL ?? '', owner);
  const accountLanguage = async () =>
    (await (await page.request.get('/api/auth/get-session')).json()).user.language;
  // A link with ?lang=en shows English but leaves the account's language (the e-mails') alone.
  await page.goto('/events?lang=en');
  await expect(
    page.getByRole('heading', { level: 1, name: catalogues.en.shell.events.title }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await accountLanguage()).toBe('pl');
  await page.goto('/events?lang=pl');
  await expect(
    page.getByRole('heading', { level: 1, name: catalogues.pl.shell.events.title }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: catalogues.pl.shell.nav.label })
    .getByText('EN', { exact: true })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: catalogues.en.shell.events.title }),
  ).toBeVisible();
  await expect.poll(accountLanguage).toBe('en');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('two-step verification: turned on with the QR code, then asked for at sign-in (pl)', async ({
    page,
    request,
    baseURL,
  }) => {
    // The sign-in needs the app's next code, up to 30 seconds after the one that turned it on.
    test.setTimeout(90_000);
    const t = catalogues.pl;
    const owner = await createOwner(request, baseURL ?? '', { language: 'pl' });
    await signInThroughApi(page, baseURL ?? '', owner);
    await page.goto('/events?lang=pl');
    await page.getByRole('button', { name: t.shell.header.openNavigation }).click();
    await openFromSidebar(page, t.shell.nav.twoStepVerification);

    const dialog = page.getByRole('dialog', { name: t.auth.twoFactor.title });
    await expect(dialog.getByText(t.auth.twoFactor.off)).toBeVisible();
    // The QR code's library is fetched only when one is to be shown.
    expect(await assetsFetched(page, 'qrcode-')).toEqual([]);
    await dialog.getByRole('textbox', { name: t.auth.fields.password }).fill(ownerPassword);
    await dialog.getByRole('button', { name: t.auth.twoFactor.enable }).click();

    const qr = dialog.getByRole('img', { name: /QR/ });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await assetsFetched(page, 'qrcode-')).toHaveLength(1);
    const secret = (await dialog.locator('code').first().innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7 ]+$/);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({
      path: 'test-results/screenshots/two-factor-setup-pl-390x844.png',
      animations: 'disabled',
    });

    const firstCode = currentCode(secret);
    await enterCode(page, t.auth.code.appLabel, firstCode);
    await expect(dialog.getByText(t.auth.twoFactor.backupTitle)).toBeVisible();
    await dialog.getByRole('button', { name: t.auth.twoFactor.done }).click();

    // Signing in again now takes the code from the app.
    await page.context().clearCookies();
    await page.goto('/?lang=pl');
    await page.getByRole('textbox', { name: t.auth.fields.email, exact: true }).fill(owner.email);
    await page
      .getByRole('textbox', { name: t.auth.fields.password, exact: true })
      .fill(ownerPassword);
    await page.getByRole('button', { name: t.auth.signIn.submit }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: t.auth.confirmSignIn.title }),
    ).toBeVisible();
    await enterCode(page, t.auth.code.appLabel, '000000');
    await expect(page.getByRole('alert')).toHaveText(t.auth.errors.incorrectAppCode);
    await enterCode(page, t.auth.code.appLabel, await nextCode(secret, firstCode));
    await expect(page).toHaveURL(/\/events$/);
  });
});
