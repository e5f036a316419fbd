/**
 * Deleting an event: from the settings' danger zone (pl, phone) and from the
 * event page's menu (en, desktop). The consequences are spelled out, the typed
 * phrase is required, a failed delete says 'Error deleting event' and keeps the
 * event, a done one lands on the event list with a notice, the event is gone
 * from the list and its guest link answers "not found".
 */
import { expect, test } from '@playwright/test';
import { hasChromium, skipReason } from './browser';
import { expectNoCatalogueKeys, expectNoHorizontalOverflow } from './helpers';
import { catalogues, ownerWithTrial } from './owners';

test.skip(!hasChromium, skipReason);

test.describe('390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('deletes an event from its settings with the typed phrase (pl)', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const t = catalogues.pl;
    const d = t.eventSettings.delete;
    const id = await ownerWithTrial(page, request, baseURL ?? '', 'Wesele do usunięcia', 'pl');
    await page.goto(`/events/settings/${id}?lang=pl`);
    const zone = page.getByRole('region', { name: d.zoneTitle });
    await zone.scrollIntoViewIfNeeded();
    await expect(zone.getByText(d.zoneText)).toBeVisible();
    await zone.getByRole('button', { name: d.open }).click();

    const dialog = page.getByRole('dialog', { name: d.title });
    for (const line of [d.files, d.guestbook, d.downloads, d.link]) {
      await expect(dialog.getByText(line)).toBeVisible();
    }
    const submit = dialog.getByRole('button', { name: d.submit });
    await expect(submit).toBeDisabled();
    const phrase = dialog.getByRole('textbox', { name: /usunięcie nieodwracalne/ });
    await phrase.fill('usuniecie');
    await expect(submit).toBeDisabled();
    await phrase.fill('usunięcie nieodwracalne');
    await expectNoCatalogueKeys(page);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('delete-event-pl-390.png') });

    // A failure says so and keeps the event.
    await page.route(`**/api/events/${id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'errors.internal', message: 'x', status: 500 }),
          })
        : route.continue(),
    );
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(t.errors.deleteEventFailed);
    expect((await page.request.get(`/api/events/${id}`)).status()).toBe(200);
    await page.unroute(`**/api/events/${id}`);

    await submit.click();
    await expect(page).toHaveURL(/\/events(\?|$)/);
    await expect(page.getByText(d.done.replace('{{name}}', 'Wesele do usunięcia'))).toBeVisible();
    await expect(page.getByText('Wesele do usunięcia', { exact: true })).toHaveCount(0);
    expect((await page.request.get(`/api/events/${id}`)).status()).toBe(404);
    expect((await page.request.get(`/api/public/events/${id}`)).status()).toBe(404);
  });
});

test.describe('1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('deletes an event from the event page menu (en)', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const t = catalogues.en;
    const d = t.eventSettings.delete;
    const id = await ownerWithTrial(page, request, baseURL ?? '', 'Christmas party', 'en');
    await page.goto(`/events/album/${id}?lang=en`);
    await page.getByRole('button', { name: t.events.page.moreActions }).click();
    await page.getByRole('menuitem', { name: d.open }).click();
    const dialog = page.getByRole('dialog', { name: d.title });
    await expect(dialog.getByText(d.lead.replace('{{name}}', 'Christmas party'))).toBeVisible();
    await dialog.getByRole('textbox', { name: /permanent delete/ }).fill('Permanent Delete');
    await page.screenshot({ path: testInfo.outputPath('delete-event-en-1440.png') });
    await dialog.getByRole('button', { name: d.submit }).click();
    await expect(page).toHaveURL(/\/events(\?|$)/);
    await expect(page.getByText(d.done.replace('{{name}}', 'Christmas party'))).toBeVisible();
    await expectNoCatalogueKeys(page);
    expect((await page.request.get(`/api/events/${id}`)).status()).toBe(404);
    const guest = await page.request.get(`/api/public/events/${id}`);
    expect(guest.status()).toBe(404);
  });
});
