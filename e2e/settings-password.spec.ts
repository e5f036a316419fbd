/**
 * A guests' password typed in the settings is saved by "Save changes" with the
 * rest: the hint says it is not saved until then, the reload shows protection
 * on, and a guest is asked for the password. Both languages.
 */
import { expect, test } from '@playwright/test';
import { hasChromium, skipReason } from './browser';
import { expectNoCatalogueKeys } from './helpers';
import { catalogues, type Lang, ownerWithTrial } from './owners';

test.skip(!hasChromium, skipReason);

const sizes = { pl: { width: 390, height: 844 }, en: { width: 1440, height: 900 } } as const;

for (const lang of ['pl', 'en'] as Lang[]) {
  test.describe(`${lang}`, () => {
    test.use({ viewport: sizes[lang] });

    test(`a typed password is saved by Save changes (${lang})`, async ({
      page,
      browser,
      request,
      baseURL,
    }, testInfo) => {
      const t = catalogues[lang];
      const s = t.eventSettings;
      const p = s.features.password;
      const id = await ownerWithTrial(page, request, baseURL ?? '', 'Przyjęcie z hasłem', lang);
      await page.goto(`/events/settings/${id}?tab=features&lang=${lang}`);
      const toggle = page.getByRole('switch', { name: p.toggle });
      await toggle.check();
      await page.getByLabel(p.new).fill('Goscie2026');
      await expect(page.getByText(p.hintPending)).toBeVisible();
      await expect(page.getByText(s.unsavedNote)).toBeVisible();
      await expectNoCatalogueKeys(page);
      await page.screenshot({ path: testInfo.outputPath(`password-pending-${lang}.png`) });

      await page.getByRole('button', { name: s.save }).click();
      await expect(page.getByText(s.saved)).toBeVisible();
      await expect(page.getByText(s.savedNote)).toBeVisible();
      const stored = await (await page.request.get(`/api/events/${id}`)).json();
      expect(stored.event.hasPassword).toBe(true);

      await page.reload();
      await expect(page.getByRole('switch', { name: p.toggle })).toBeChecked();
      await expect(page.getByText(p.hintOn)).toBeVisible();

      // A guest (no session) is asked for the password.
      const guestContext = await browser.newContext();
      const guest = await guestContext.newPage();
      await guest.goto(`${baseURL}/public/${id}?lang=${lang}`);
      await expect(guest.getByRole('heading', { name: t.guest.password.title })).toBeVisible();
      await guestContext.close();
    });
  });
}
