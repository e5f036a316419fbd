/**
 * Long Polish words stay whole: event names such as "Brzęczyszczykiewicz" and
 * "Wierzchowskiego" in the event list, on the event page and in the settings,
 * and the plan names ("Podstawowy") in the wizard, and the guest page (its first HTML and the
 * running page), at 320, 390 and 1440 px. On the same screens (every settings tab among them)
 * no button, link, tab or badge shows only part of its label.
 */
import { expect, type Page, test } from '@playwright/test';
import { hasChromium, skipReason } from './browser';
import { brokenWords, clippedLabels, expectNoHorizontalOverflow } from './helpers';
import { catalogues, ownerWithTrial } from './owners';

test.skip(!hasChromium, skipReason);

const t = catalogues.pl;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

for (const viewport of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('long Polish words are never cut mid-word (pl)', async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      // A journey over five screens (events, event page, settings, wizard, guest page).
      test.setTimeout(90_000);
      const name = 'Wesele Brzęczyszczykiewicz Wierzchowskiego';
      const id = await ownerWithTrial(page, request, baseURL ?? '', name, 'pl');

      await page.goto('/events?lang=pl');
      const card = page.getByTestId('event-card').filter({ hasText: name });
      await expect(card).toBeVisible();
      await settle(page);
      expect(await brokenWords(card.getByRole('heading', { level: 2 }))).toEqual([]);
      await expectNoHorizontalOverflow(page);
      expect(await clippedLabels(page)).toEqual([]);

      await page.goto(`/events/album/${id}?lang=pl`);
      const title = page.getByRole('heading', { level: 1, name });
      await expect(title).toBeVisible();
      await settle(page);
      expect(await brokenWords(title)).toEqual([]);
      await expectNoHorizontalOverflow(page);
      expect(await clippedLabels(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`event-page-${viewport.width}.png`) });

      await page.goto(`/events/settings/${id}?lang=pl`);
      const settingsTitle = page.getByRole('heading', { level: 1, name });
      await expect(settingsTitle).toBeVisible();
      await settle(page);
      expect(await brokenWords(settingsTitle)).toEqual([]);
      // Every tab of the settings: no button, tab or badge shows half its label.
      for (const tab of Object.values(t.eventSettings.tabs)) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await settle(page);
        expect(await clippedLabels(page), tab).toEqual([]);
        await expectNoHorizontalOverflow(page);
      }

      // The guest page: in its first HTML (no script yet) and once the page runs, with the
      // event's own heading font.
      const guestName = 'Wesele Agnieszki i Krzysztofa Brzęczyszczykiewiczów';
      const renamed = await page.request.patch(`/api/events/${id}`, {
        headers: { origin: baseURL ?? '' },
        data: { name: guestName },
      });
      expect(renamed.ok(), await renamed.text()).toBe(true);
      const guest = await page.context().browser()?.newContext({
        viewport,
        locale: 'pl-PL',
        javaScriptEnabled: false,
      });
      const firstHtml = await guest?.newPage();
      await firstHtml?.goto(`${baseURL}/public/${id}`);
      const shellTitle = firstHtml?.getByRole('heading', { level: 1 });
      if (!shellTitle) throw new Error('no guest page');
      await expect(shellTitle).toHaveText(guestName);
      expect(await brokenWords(shellTitle)).toEqual([]);
      await guest?.close();
      await page.goto(`/public/${id}`);
      const guestTitle = page.getByRole('heading', { level: 1, name: guestName });
      await expect(guestTitle).toBeVisible();
      await settle(page);
      expect(await brokenWords(guestTitle)).toEqual([]);
      await expectNoHorizontalOverflow(page);
      expect(await clippedLabels(page)).toEqual([]);
      // …and the password screen of a protected event.
      const locked = await page.request.put(`/api/events/${id}/password`, {
        headers: { origin: baseURL ?? '' },
        data: { password: 'Sto-lat-2026' },
      });
      expect(locked.ok(), await locked.text()).toBe(true);
      const browser = page.context().browser();
      if (!browser) throw new Error('no browser');
      const stranger = await browser.newContext({ viewport, locale: 'pl-PL' });
      const prompt = await stranger.newPage();
      await prompt.goto(`${baseURL}/public/${id}`);
      const promptTitle = prompt.getByRole('heading', { level: 1, name: guestName });
      await expect(prompt.getByRole('textbox', { name: t.guest.password.label })).toBeVisible();
      await prompt.waitForTimeout(300);
      expect(await brokenWords(promptTitle)).toEqual([]);
      await stranger.close();

      await page.goto('/events/create?lang=pl');
      await page.getByRole('button', { name: t.events.create.next }).click();
      await page.getByLabel(t.events.create.details.name).fill('Chrzciny');
      await page.getByLabel(t.events.create.details.date).fill('2027-01-20');
      await page.getByRole('radio', { name: t.events.create.types.family }).click();
      await page.getByRole('button', { name: t.events.create.next }).click();
      for (const plan of ['trial', 'basic', 'standard', 'premium']) {
        const heading = page.getByTestId(`plan-${plan}`).getByRole('heading', { level: 3 });
        await expect(heading).toBeVisible();
        expect(await brokenWords(heading)).toEqual([]);
      }
      expect(await clippedLabels(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`plans-${viewport.width}.png`),
        fullPage: true,
      });
    });
  });
}
