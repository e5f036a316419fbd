/**
 * The contact form and the FAQ in Chromium: bad inputs, sending (the support address gets the
 * message with Reply-To), the per-address limit, the pages reachable signed out and signed in
 * from the sidebar, and screenshots on a phone and a desktop in both languages.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parseEml } from '../src/server/adapters/mail/parse-eml';
import { hasChromium, skipReason } from './browser';
import { clippedLabels, expectNoCatalogueKeys, expectNoHorizontalOverflow } from './helpers';
import { dataDirVariable } from './outbox';
import { catalogues, createOwner, signInThroughApi } from './owners';

test.skip(!hasChromium, skipReason);

const supportEmail = 'support@momenty.example';

/** E-mails to support whose Reply-To is `from`. */
async function supportMailsFrom(from: string) {
  const dir = join(process.env[dataDirVariable] as string, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter(
    (f) => f.endsWith('.eml') && !f.startsWith('.'),
  );
  const found = [];
  for (const file of files) {
    const eml = parseEml(await readFile(join(dir, file)));
    if (eml.headers.get('to') === supportEmail && eml.headers.get('reply-to') === from) {
      found.push(eml);
    }
  }
  return found;
}

async function fill(page: Page, lang: 'pl' | 'en', values: { email: string; message: string }) {
  const t = catalogues[lang].contact;
  await page.getByLabel(t.form.name).fill('Zofia Wąsowicz-Brzęczyszczykiewicz');
  await page.getByLabel(t.form.email).fill(values.email);
  await page.getByRole('combobox', { name: t.form.subject }).click();
  await page.getByRole('option', { name: t.subjects.support }).click();
  await page.getByLabel(t.form.message).fill(values.message);
}

test.describe('contact form', () => {
  test('checks every field, sends, and limits messages per address', async ({ page }) => {
    const t = catalogues.pl;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact?lang=pl');
    await expect(page.getByRole('heading', { level: 1, name: t.contact.title })).toBeVisible();
    await page.getByRole('button', { name: t.contact.form.submit }).click();
    for (const message of [
      t.validation.contact.nameRequired,
      t.validation.email.required,
      t.validation.contact.subjectRequired,
      t.validation.contact.messageRequired,
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel(t.contact.form.email).fill('zofia@');
    await page.getByLabel(t.contact.form.message).fill('za mało');
    await expect(page.getByText(t.validation.email.invalid)).toBeVisible();
    await expect(page.getByText(t.validation.contact.messageTooShort)).toBeVisible();
    await page.screenshot({
      path: 'test-results/screenshots/contact-errors-pl-390x844.png',
      fullPage: true,
    });

    const sender = `zofia-${Date.now()}@example.test`;
    await fill(page, 'pl', { email: sender, message: 'Nie widzę kodu QR w ustawieniach.' });
    await page.getByRole('button', { name: t.contact.form.submit }).click();
    await expect(page.getByText(t.contact.sent.title)).toBeVisible();
    await expect
      .poll(async () => (await supportMailsFrom(sender)).length, { timeout: 10_000 })
      .toBe(1);
    const [mail] = await supportMailsFrom(sender);
    expect(mail?.text).toContain('Nie widzę kodu QR w ustawieniach.');

    // The default limit is 5 messages an hour per address: 4 more pass, the next one not.
    for (let i = 0; i < 4; i++) {
      const res = await page.request.post('/api/contact', {
        data: { name: 'Zofia', email: sender, subject: 'other', message: `Wiadomość numer ${i}` },
      });
      expect(res.status()).toBe(200);
    }
    await page.getByRole('button', { name: t.contact.sent.again }).click();
    await fill(page, 'pl', { email: sender, message: 'Jeszcze jedno pytanie o płatność.' });
    await page.getByRole('button', { name: t.contact.form.submit }).click();
    await expect(page.getByRole('alert')).toContainText('Zbyt wiele prób');
    expect(await supportMailsFrom(sender)).toHaveLength(5);
  });
});

test('FAQ and Contact are reachable from the sidebar when signed in', async ({ page, baseURL }) => {
  const owner = await createOwner(page.request, baseURL as string, { language: 'en' });
  await signInThroughApi(page, baseURL as string, owner);
  const t = catalogues.en;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/events?lang=en');
  const nav = page.getByRole('navigation', { name: t.shell.nav.label });
  await nav.getByRole('link', { name: t.shell.nav.faq }).click();
  await expect(page).toHaveURL(/\/faq/);
  await expect(page.getByRole('heading', { level: 1, name: t.faq.title })).toBeVisible();
  await nav.getByRole('link', { name: t.shell.nav.contact }).click();
  await expect(page).toHaveURL(/\/contact/);
  await expect(page.getByRole('heading', { level: 1, name: t.contact.title })).toBeVisible();
  await expect(page.getByLabel(t.contact.form.email)).toHaveValue(owner.email);
  await page.screenshot({
    path: 'test-results/screenshots/contact-signed-in-en-1440x900.png',
    fullPage: true,
  });
  // On a small phone, inside the owner area, the form's button shows its whole label (the
  // area's own margins are not doubled by the page's) in both languages.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const language of ['pl', 'en'] as const) {
    await page.goto(`/contact?lang=${language}`);
    await expect(
      page.getByRole('button', { name: catalogues[language].contact.form.submit }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await clippedLabels(page), language).toEqual([]);
    await expectNoHorizontalOverflow(page);
  }
  await page.screenshot({ path: 'test-results/screenshots/contact-signed-in-en-320x640.png' });
  // An unknown path shows "page not found" to an owner, the sign-in screen to a visitor.
  await page.goto('/no/such/page?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: t.shell.notFound.title })).toBeVisible();
});

test('an unknown path shows the sign-in screen to a visitor', async ({ page }) => {
  await page.goto('/something/else?lang=pl');
  await expect(page.getByRole('tab', { name: catalogues.pl.auth.panel.tabs.signIn })).toBeVisible();
});

const viewports = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

for (const viewport of viewports) {
  for (const language of ['pl', 'en'] as const) {
    for (const target of ['faq', 'contact'] as const) {
      test(`${target} in ${language} at ${viewport.width}x${viewport.height}`, async ({ page }) => {
        const t = catalogues[language];
        await page.setViewportSize(viewport);
        await page.goto(`/${target}?lang=${language}`);
        await expect(page.getByRole('heading', { level: 1, name: t[target].title })).toBeVisible();
        if (target === 'faq') {
          // Open two answers so the screenshot shows them.
          await page.getByRole('button', { name: t.faq.questions.guestsUpload.q }).click();
          await page.getByRole('button', { name: t.faq.questions.zip.q }).click();
          await expect(page.getByText(t.faq.questions.zip.a)).toBeVisible();
        }
        await expectNoCatalogueKeys(page);
        await expectNoHorizontalOverflow(page);
        expect(await clippedLabels(page)).toEqual([]);
        await page.screenshot({
          path: `test-results/screenshots/${target}-${language}-${viewport.width}x${viewport.height}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      });
    }
  }
}
