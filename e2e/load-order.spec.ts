/**
 * What a page asks the server for first. A signed-in owner's page asks for the app's code, the
 * owner's screens and its language's catalogue before its first reads (the code takes longer to
 * be ready), and all before the app starts;
 * a signed-out visitor's start page asks for none of an owner's reads, nor their screens' code. A guest's page leaves the
 * upload code out and asks for it the moment the guest opens the picker, not when they send, and
 * paints its picture of the event without waiting for its stylesheets, which the app applies
 * before it takes over. Its "share" opens the picker before any script has arrived, and the page
 * takes what was picked there when it starts.
 * Read from the page's own resource timings.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { pl } from '../src/shared/i18n/pl/index';
import { hasChromium, skipReason } from './browser';
import { guestPassword, jpeg, ownerWithEvent, phone } from './guest-support';
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
  // The owner's screens load on demand (a signed-out start page never loads them): here, with
  // the app's code, not after it.
  const screens = startOf(resources, /^\/assets\/owner-screens-[\w-]+\.js$/);
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
    expect(screens).toBeLessThanOrEqual(read);
    expect(read).toBeLessThan(config);
  }
});

test('a signed-out visitor: the start page asks for none of the owner reads, nor the owner’s screens and the schema library', async ({
  page,
}) => {
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
  expect(names.filter((name) => /^\/assets\/(owner-screens|zod)-/.test(name))).toEqual([]);
  // Nor, under any chunk's name, the schema library (its building took a phone's start page
  // about a fifth of a second).
  const scripts = names.filter((name) => name.startsWith('/assets/') && name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    const text = await (await page.request.get(script)).text();
    expect(text, script).not.toMatch(/\$ZodType|ZodObject/);
  }
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

test('a guest: the page paints before its stylesheets arrive, and the app renders only once they apply', async ({
  browser,
  page,
  baseURL,
}) => {
  const eventId = await ownerWithEvent(page.request, baseURL as string, {
    name: 'Wesele Oli i Piotra',
  });
  const context = await browser.newContext({ viewport: phone, locale: 'pl-PL' });
  const guest = await context.newPage();
  // The page's own stylesheets come 2.5 s late, as on a venue's Wi-Fi.
  const delayMs = 2_500;
  let stylesArrivedAt = Number.POSITIVE_INFINITY;
  await guest.route(/\/assets\/guest[^/]*\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    stylesArrivedAt = Date.now();
    await route.continue();
  });
  // Whether the page's stylesheets applied when the app first replaced the server's picture.
  await guest.addInitScript(() => {
    const record = window as unknown as { appStyled?: boolean };
    new MutationObserver((_changes, observer) => {
      const root = document.getElementById('root');
      if (!root || root.childElementCount === 0 || root.querySelector('.gs')) return;
      record.appStyled = [...document.styleSheets].some((sheet) =>
        /\/assets\/guest[^/]*\.css$/.test(sheet.href ?? ''),
      );
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  const started = Date.now();
  await guest.goto(`/public/${eventId}`, { waitUntil: 'commit' });
  // The server's picture of the event is painted while the stylesheets are on their way.
  await expect
    .poll(() =>
      guest.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      ),
    )
    .not.toBeNull();
  const firstPaint = await guest.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  );
  expect(firstPaint).toBeLessThan(delayMs);
  expect(Date.now()).toBeLessThan(stylesArrivedAt);
  await expect(guest.getByRole('heading', { name: 'Wesele Oli i Piotra', level: 1 })).toBeVisible();
  // The app takes over (its gallery is there) only with its stylesheets applied.
  await expect(guest.getByText(pl.guest.gallery.empty)).toBeVisible({ timeout: 15_000 });
  expect(stylesArrivedAt - started).toBeGreaterThanOrEqual(delayMs);
  expect(await guest.locator('link[rel="preload"][data-app-style]').count()).toBe(0);
  expect(await guest.evaluate(() => (window as unknown as { appStyled?: boolean }).appStyled)).toBe(
    true,
  );
  await context.close();
});

/**
 * A guest's page whose scripts are held back (as on a venue's Wi-Fi) until `release()`: the
 * server's picture of the event is all there is.
 */
async function guestWithoutScripts(
  browser: Browser,
  eventId: string,
  viewport: { width: number; height: number } = phone,
  pagePath: '' | '/slideshow' = '',
) {
  const context = await browser.newContext({
    viewport,
    locale: 'pl-PL',
    hasTouch: true,
    isMobile: true,
  });
  const guest = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await guest.route(/\/assets\/guest[\w-]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await guest.goto(`/public/${eventId}${pagePath}`, { waitUntil: 'commit' });
  await expect(guest.getByRole('heading', { level: 1, name: 'Wesele Ani i Tomka' })).toBeVisible();
  return { context, guest, release };
}

const photo = async () => ({
  name: 'pierwszy-taniec.jpg',
  mimeType: 'image/jpeg',
  buffer: await jpeg(640, 480, [190, 110, 80]),
});

test('a guest picks a photo before the page’s script has arrived: the page takes it and sends it', async ({
  browser,
  page,
  baseURL,
}) => {
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  const { context, guest, release } = await guestWithoutScripts(browser, eventId);
  const chooser = guest.waitForEvent('filechooser');
  await guest.getByRole('button', { name: pl.guestPage.buttons.shareMemories }).tap();
  await (await chooser).setFiles(await photo());
  // Still the server's picture: no script of the page has run.
  await expect(guest.locator('#root > main.gs')).toHaveCount(1);

  release();
  const dialog = guest.getByRole('dialog', { name: pl.guest.upload.title });
  await expect(dialog.getByText('Wybrane pliki: 1')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: pl.guest.upload.submit }).tap();
  await expect(guest.getByTestId('upload-panel').getByText(pl.guest.progress.thanks)).toBeVisible({
    timeout: 30_000,
  });
  await context.close();
});

test('a guest whose picker is still open when the page starts: what they pick then is taken too', async ({
  browser,
  page,
  baseURL,
}) => {
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  const { context, guest, release } = await guestWithoutScripts(browser, eventId);
  const chooser = guest.waitForEvent('filechooser');
  await guest.getByRole('button', { name: pl.guestPage.buttons.shareMemories }).tap();
  const open = await chooser;
  // The page starts while the guest is still choosing.
  release();
  await expect(guest.getByText(pl.guest.gallery.empty)).toBeVisible({ timeout: 15_000 });
  await expect(guest.getByRole('dialog')).toHaveCount(0);
  await open.setFiles(await photo());
  const dialog = guest.getByRole('dialog', { name: pl.guest.upload.title });
  await expect(dialog.getByText('Wybrane pliki: 1')).toBeVisible();
  // The kept picker is out of reach: the page's own "share" is the only one.
  await expect(guest.getByRole('button', { name: pl.guestPage.buttons.shareMemories })).toHaveCount(
    1,
  );
  await context.close();
});

test('a guest taps “leave a wish” before the page’s script has arrived: the button shows it waits, and the page opens the wish', async ({
  browser,
  page,
  baseURL,
}) => {
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  // A small phone held sideways, scrolled down to the buttons: the tap must not move the page.
  const { context, guest, release } = await guestWithoutScripts(browser, eventId, {
    width: 568,
    height: 320,
  });
  const wish = guest.getByRole('link', { name: pl.guestPage.message });
  await wish.scrollIntoViewIfNeeded();
  await guest.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const scrolled = await guest.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const waiting = () => wish.evaluate((link) => getComputedStyle(link, '::after').content);
  expect(await waiting()).toBe('none');
  await wish.tap();
  // Still the server's picture: the tap is kept in the address, and the button says it waits.
  await expect(guest.locator('#root > main.gs')).toHaveCount(1);
  await expect(guest).toHaveURL(/#message$/);
  expect(await waiting()).toBe('"…"');
  expect(await guest.evaluate(() => window.scrollY)).toBe(scrolled);
  await guest.screenshot({ path: test.info().outputPath('wish-waiting.png') });

  release();
  await expect(guest.getByRole('dialog', { name: pl.guest.guestbook.title })).toBeVisible({
    timeout: 15_000,
  });
  // The mark is taken off the address: a reload does not open the wish again.
  expect(new URL(guest.url()).hash).toBe('');
  await context.close();
});

for (const where of [
  { page: '', label: 'the event page', opened: pl.guestPage.buttons.shareMemories },
  { page: '/slideshow', label: 'the slideshow', opened: pl.slideshow.notShown.title },
] as const) {
  test(`a guest types the password and taps “enter” before the page’s script has arrived: ${where.label} sends it and opens`, async ({
    browser,
    page,
    baseURL,
  }) => {
    const eventId = await ownerWithEvent(page.request, baseURL as string, {
      password: guestPassword,
    });
    const { context, guest, release } = await guestWithoutScripts(
      browser,
      eventId,
      phone,
      where.page,
    );
    await expect(guest.getByText(pl.guest.password.title)).toBeVisible();
    await guest.getByLabel(pl.guest.password.label).fill(guestPassword);
    const enter = guest.getByRole('link', { name: pl.guest.password.submit });
    await enter.tap();
    // Still the server's picture: the tap is kept in the address, and "enter" says it waits.
    await expect(guest.locator('#root > main.gs-screen')).toHaveCount(1);
    await expect(guest).toHaveURL(/#unlock$/);
    expect(await enter.evaluate((link) => getComputedStyle(link, '::after').content)).toBe('"…"');

    release();
    await expect(guest.getByText(where.opened)).toBeVisible({ timeout: 15_000 });
    await expect(guest.getByText(pl.guest.password.title)).toHaveCount(0);
    // The mark is taken off the address: a reload does not send the password again.
    expect(new URL(guest.url()).hash).toBe('');
    await context.close();
  });
}
