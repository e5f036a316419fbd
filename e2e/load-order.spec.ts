/**
 * What a page asks the server for first. A signed-in owner's page asks for the app's code and
 * its language's catalogue before its first reads (the code takes longer to be ready), and all
 * before the app starts;
 * a signed-out visitor's start page asks for none of an owner's reads. A guest's page leaves the
 * upload code out and asks for it the moment the guest opens the picker, not when they send.
 * Read from the page's own resource timings.
 */
import { expect, type Page, test } from '@playwright/test';
import { pl } from '../src/shared/i18n/pl/index';
import { hasChromium, skipReason } from './browser';
import { ownerWithEvent, phone } from './guest-support';
import { assetsFetched } from './helpers';
import { ownerWithTrial } from './owners';

test.skip(!hasChromium, skipReason);

/** When (ms after navigation) the page asked for each resource. */
async function timings(page: Page) {
  return page.evaluate(() => ({
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
}

function startOf(resources: { name: string; startTime: number }[], pattern: RegExp): number {
  const found = resources.find((entry) => pattern.test(entry.name));
  expect(found, `a request for ${pattern}`).toBeDefined();
  return found?.startTime ?? Number.NaN;
}

test('a signed-in owner: the app code and catalogue first, then the page reads, all before the app starts', async ({
  page,
  request,
  baseURL,
}) => {
  const eventId = await ownerWithTrial(page, request, baseURL as string, 'Wesele Ani i Tomka');
  await page.goto(`/events/album/${eventId}?lang=pl`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wesele Ani i Tomka' })).toBeVisible();
  // The app renders with its first reads, then asks for its configuration: the page can be
  // on screen a moment before that request is made.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/api/config')),
  );
  const { resources } = await timings(page);
  const app = startOf(resources, /^\/assets\/app-main-[\w-]+\.js$/);
  const catalogue = startOf(resources, /^\/assets\/i18n-pl-[\w-]+\.js$/);
  const reads = [
    startOf(resources, /^\/api\/auth\/get-session$/),
    startOf(resources, /^\/api\/events$/),
    startOf(resources, new RegExp(`^/api/events/${eventId}$`)),
    startOf(resources, new RegExp(`^/api/events/${eventId}/albums$`)),
  ];
  // Asked for by the app once it runs: after the early reads.
  const config = startOf(resources, /^\/api\/config$/);
  for (const read of reads) {
    expect(app).toBeLessThanOrEqual(read);
    expect(catalogue).toBeLessThanOrEqual(read);
    expect(read).toBeLessThan(config);
  }
});

test('a signed-out visitor: the start page asks for none of the owner reads', async ({ page }) => {
  await page.goto('/?lang=pl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/app-main-')),
  );
  // The app has started (its configuration asked for), and still nothing of an owner's was.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/api/config')),
  );
  const { resources } = await timings(page);
  const names = resources.map((entry) => entry.name);
  expect(names).not.toContain('/api/events');
  expect(names).not.toContain('/api/auth/get-session');
});

test('a guest: the upload code comes when the picker opens, not with the page', async ({
  browser,
  page,
  baseURL,
}) => {
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  const context = await browser.newContext({ viewport: phone, locale: 'pl-PL' });
  const guest = await context.newPage();
  await guest.goto(`/public/${eventId}`);
  // The page is there and has read its gallery (empty).
  await expect(guest.getByText(pl.guest.gallery.empty)).toBeVisible();
  const engineAsked = async () => (await assetsFetched(guest, 'load-engine-')).length > 0;
  expect(await engineAsked()).toBe(false);

  // The picker opens; nothing is picked or sent, and the code is on its way already.
  const chooser = guest.waitForEvent('filechooser');
  await guest.getByRole('button', { name: pl.guestPage.buttons.shareMemories }).click();
  await chooser;
  await expect.poll(engineAsked).toBe(true);
  await expect(guest.getByRole('dialog')).toHaveCount(0);
  await context.close();
});
