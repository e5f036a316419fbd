/**
 * The guest page's parts that load with their first use (the lightbox of the gallery and of the
 * guestbook, "my photos", the slideshow) on a phone whose connection drops: the tap says there
 * is no connection, where the guest is looking, and the next tap, back online, opens the part.
 * A failed load is never kept for the rest of the visit. When a new version went live while the
 * page was open (its parts are gone from the server), the tap says so and offers the reload.
 * The QR code's encoder comes beside its dialog; when it is lost the dialog says so, and its
 * retry draws the code.
 */
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { en } from '../src/shared/i18n/en/index';
import { pl } from '../src/shared/i18n/pl/index';
import { hasChromium, skipReason } from './browser';
import { newVersionLive, phone } from './guest-support';
import { assetsFetched, expectNoHorizontalOverflow } from './helpers';
import { ownerWithPremiumEvent, seedPhotos } from './seed-media';

test.skip(!hasChromium, skipReason);

const t = pl.guest;
const shots = 'test-results/screenshots/guest-on-demand';
const phoneOptions = { viewport: phone, locale: 'pl-PL', hasTouch: true, isMobile: true };

/** A guest's phone, opened on the event's page (its photos and its wish come with it). */
async function guestWithGallery(browser: Browser, baseURL: string, eventId: string) {
  const context = await browser.newContext(phoneOptions);
  const guest = await context.newPage();
  await guest.goto(`${baseURL}/public/${eventId}`);
  return { context, guest };
}

/** The button that opens the gallery's photo number `index` (from 1), in `catalogue`'s words. */
function galleryPhoto(page: Page, index: number, catalogue: typeof pl | typeof en = pl): Locator {
  return page.getByRole('region', { name: catalogue.guest.gallery.title }).getByRole('button', {
    name: catalogue.guest.gallery.openPhoto.replace('{{index}}', String(index)),
  });
}

/**
 * Taps `target` without a connection: the network message in view and nothing opened; back
 * online, the notice goes by itself and the next tap opens `opened`.
 */
async function tapOffline(context: BrowserContext, guest: Page, target: Locator, opened: Locator) {
  await context.setOffline(true);
  await target.tap();
  const alert = guest.getByRole('alert');
  await expect(alert).toContainText(pl.errors.network);
  await expect(alert).toBeInViewport();
  await expect(guest.getByRole('dialog')).toHaveCount(0);
  // The notice lies over the page: it goes when the connection returns.
  await context.setOffline(false);
  await expect(alert).toHaveCount(0);
  await target.tap();
  await expect(opened).toBeVisible();
  await expect(alert).toHaveCount(0);
}

test.describe('a tap without a connection is told, and the next tap opens', () => {
  let eventId = '';
  test.beforeAll(async ({ browser, baseURL }) => {
    const owner = await browser.newContext();
    try {
      eventId = await ownerWithPremiumEvent(owner.request, baseURL as string);
      const shown = await owner.request.patch(`${baseURL}/api/events/${eventId}`, {
        headers: { origin: baseURL as string },
        data: { settings: { slideshowVisible: true } },
      });
      expect(shown.ok(), await shown.text()).toBe(true);
      await seedPhotos(baseURL as string, eventId, 2);
      await seedPhotos(baseURL as string, eventId, 1, {
        firstIndex: 5,
        guestName: 'Wujek Staszek',
        wish: 'Sto lat, młoda paro!',
      });
    } finally {
      await owner.close();
    }
  });

  test('a photo of the gallery', async ({ browser, baseURL }) => {
    const { context, guest } = await guestWithGallery(browser, baseURL as string, eventId);
    try {
      const tile = galleryPhoto(guest, 1);
      await expect(tile).toBeVisible({ timeout: 30_000 });
      expect(await assetsFetched(guest, 'lightbox-')).toEqual([]);
      await tapOffline(context, guest, tile, guest.getByRole('dialog'));
    } finally {
      await context.close();
    }
  });

  test('the gallery’s first page is asked for with the page’s data, before the page renders, and once', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext(phoneOptions);
    const guest = await context.newPage();
    const mediaReads: string[] = [];
    guest.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/public/events/${eventId}/media`) {
        mediaReads.push(request.url());
      }
    });
    // The page renders once its stylesheets have loaded: held, it shows the server's picture.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await guest.route('**/assets/*.css', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await guest.goto(`${baseURL}/public/${eventId}`, { waitUntil: 'commit' });
      await expect.poll(() => mediaReads.length).toBe(1);
      await expect(galleryPhoto(guest, 1)).toHaveCount(0);
      release();
      await expect(galleryPhoto(guest, 1)).toBeVisible({ timeout: 30_000 });
      // The gallery took that answer: it did not ask again.
      expect(mediaReads).toHaveLength(1);
    } finally {
      release();
      await context.close();
    }
  });

  test('a photo of a wish in the guestbook', async ({ browser, baseURL }) => {
    const { context, guest } = await guestWithGallery(browser, baseURL as string, eventId);
    try {
      const wish = guest.getByTestId('guestbook-entry').filter({ hasText: 'Sto lat, młoda paro!' });
      const photo = wish.getByRole('button', {
        name: t.gallery.openPhoto.replace('{{index}}', '1'),
      });
      await expect(photo).toBeVisible({ timeout: 30_000 });
      await tapOffline(context, guest, photo, guest.getByRole('dialog'));
    } finally {
      await context.close();
    }
  });

  test('"my photos"', async ({ browser, baseURL }) => {
    const { context, guest } = await guestWithGallery(browser, baseURL as string, eventId);
    try {
      const mine = guest.getByTestId('my-photos');
      await expect(mine).toBeVisible();
      await tapOffline(
        context,
        guest,
        mine,
        guest.getByRole('dialog', { name: pl.play.mine.title }),
      );
    } finally {
      await context.close();
    }
  });

  test('the QR code: its encoder comes beside the dialog; a lost one is told and drawn on a retry', async ({
    browser,
    baseURL,
  }) => {
    const { context, guest } = await guestWithGallery(browser, baseURL as string, eventId);
    try {
      const open = guest.getByTestId('invite');
      await expect(open).toBeVisible();
      // The dialog's code is held back until the encoder has been asked for, which it only is
      // when the two are fetched side by side (not when the dialog asks for it once shown). The
      // encoder itself is lost on the way, as on a venue's Wi-Fi dropping out.
      let encoderAsked = () => {};
      const asked = new Promise<boolean>((resolve) => {
        encoderAsked = () => resolve(true);
        setTimeout(() => resolve(false), 5000);
      });
      let dialogWaitedForEncoder: boolean | null = null;
      await guest.route(/\/assets\/[^/]+\.js$/, async (route) => {
        if (/\/invite-dialog-[^/]+\.js$/.test(route.request().url())) {
          dialogWaitedForEncoder = await asked;
          return route.continue();
        }
        const response = await route.fetch();
        if ((await response.text()).includes('Invalid QR Code version')) {
          encoderAsked();
          return route.abort('internetdisconnected');
        }
        return route.fulfill({ response });
      });
      await open.tap();
      const dialog = guest.getByRole('dialog', { name: pl.play.invite.title });
      await expect(dialog.getByText(pl.play.invite.qrFailed)).toBeVisible();
      expect(dialogWaitedForEncoder).toBe(true);
      // No code, and no "scan this code"; the link is there to copy.
      await expect(dialog.getByRole('img', { name: pl.play.invite.qrAlt })).toHaveCount(0);
      await expect(dialog.getByText(pl.play.invite.text)).toHaveCount(0);
      await expect(dialog.getByTestId('invite-link')).toHaveText(new RegExp(`/public/${eventId}$`));
      await expectNoHorizontalOverflow(guest);
      await guest.screenshot({ path: `${shots}/qr-lost-pl-390.png` });

      await guest.unrouteAll();
      await dialog.getByRole('button', { name: pl.play.invite.qrRetry }).tap();
      await expect(dialog.getByRole('img', { name: pl.play.invite.qrAlt })).toBeVisible();
      await expect(dialog.getByText(pl.play.invite.qrFailed)).toHaveCount(0);
      await expect(dialog.getByText(pl.play.invite.text)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('on a slow connection the tapped photo and "my photos" show they are opening', async ({
    browser,
    baseURL,
  }) => {
    const { context, guest } = await guestWithGallery(browser, baseURL as string, eventId);
    try {
      const tile = galleryPhoto(guest, 1);
      await expect(tile).toBeVisible({ timeout: 30_000 });
      // The parts' code takes a second and a half to come, as on a crowded venue's Wi-Fi.
      await guest.route(/\/assets\/(lightbox|my-uploads-dialog)-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await tile.tap();
      await expect(tile).toHaveAttribute('aria-busy', 'true');
      await tile.screenshot({ path: `${shots}/tile-opening-pl-390.png` });
      await expect(guest.getByRole('dialog')).toBeVisible();
      await expect(tile).not.toHaveAttribute('aria-busy');
      await guest.getByRole('dialog').getByRole('button', { name: pl.common.actions.close }).tap();
      const mine = guest.getByTestId('my-photos');
      await mine.tap();
      await expect(mine).toHaveAttribute('aria-busy', 'true');
      await expect(guest.getByRole('dialog', { name: pl.play.mine.title })).toBeVisible();
      await expect(mine).not.toHaveAttribute('aria-busy');
    } finally {
      await context.close();
    }
  });

  test('a new version went live while the page was open: told, and Refresh opens the photo', async ({
    browser,
    baseURL,
  }) => {
    const { context, guest } = await guestWithGallery(browser, baseURL as string, eventId);
    try {
      const tile = galleryPhoto(guest, 1);
      await expect(tile).toBeVisible({ timeout: 30_000 });
      await newVersionLive(
        guest,
        `${baseURL}/public/${eventId}`,
        /\/assets\/lightbox-[^/]+\.(js|css)$/,
      );
      await tile.tap();
      const alert = guest.getByRole('alert');
      await expect(alert).toContainText(pl.errors.pageUpdated);
      await expect(alert).toBeInViewport();
      await expect(guest.getByRole('dialog')).toHaveCount(0);
      await guest.screenshot({ path: `${shots}/gallery-updated-pl-390.png` });
      // The new version is what the page loads after Refresh.
      await guest.unrouteAll();
      const reloaded = guest.waitForEvent('load');
      await alert.getByRole('button', { name: pl.common.actions.reload }).tap();
      await reloaded;
      await tile.tap();
      await expect(guest.getByRole('dialog')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  for (const { width, height, language, catalogue } of [
    { width: 320, height: 640, language: 'en', catalogue: en },
    { width: 1440, height: 900, language: 'pl', catalogue: pl },
  ] as const) {
    test(`the notice at ${width}×${height} in ${language}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        viewport: { width, height },
        locale: language,
        hasTouch: width < 1000,
        isMobile: width < 1000,
      });
      try {
        const guest = await context.newPage();
        await guest.goto(`${baseURL}/public/${eventId}?lang=${language}`);
        const tile = galleryPhoto(guest, 2, catalogue);
        await tile.scrollIntoViewIfNeeded({ timeout: 30_000 });
        await context.setOffline(true);
        await tile.click();
        const alert = guest.getByRole('alert');
        await expect(alert).toContainText(catalogue.errors.network);
        await expect(alert).toBeInViewport({ ratio: 1 });
        await expect(tile).toBeInViewport();
        await expectNoHorizontalOverflow(guest);
        await guest.screenshot({ path: `${shots}/gallery-offline-${language}-${width}.png` });
        // Closed by the guest, it stays closed.
        await alert.getByRole('button', { name: catalogue.common.actions.close }).click();
        await expect(alert).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  }

  test('the slideshow whose code did not arrive', async ({ browser, baseURL }) => {
    const context = await browser.newContext(phoneOptions);
    try {
      const guest = await context.newPage();
      // The slideshow's own code does not arrive, as on a venue's Wi-Fi, until it comes back.
      let reachable = false;
      let refused = 0;
      await guest.route(/\/assets\/guest-slideshow-[^/]+\.js$/, async (route) => {
        if (reachable) return route.continue();
        refused += 1;
        return route.abort('internetdisconnected');
      });
      await guest.goto(`${baseURL}/public/${eventId}/slideshow`);
      const alert = guest.getByRole('alert');
      await expect(alert).toContainText(pl.errors.network);
      expect(refused).toBeGreaterThan(0);
      await guest.screenshot({ path: `${shots}/slideshow-offline-pl-390.png` });
      reachable = true;
      await guest.getByRole('button', { name: pl.common.actions.retry }).tap();
      await expect(guest.locator('[data-testid="slide"][data-current] img')).toBeVisible({
        timeout: 15_000,
      });
      await expect(guest.getByRole('alert')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
