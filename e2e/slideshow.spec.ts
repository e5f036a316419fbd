/**
 * The slideshow journey: an owner's paid Premium event shown to guests; the owner opens the
 * slideshow (empty: "waiting for the first photos" with the QR code) while a guest, in a
 * second browser context on a phone, follows the guest link, sees the "Slideshow" link and
 * uploads a photo; the owner's slideshow shows it without a reload (live stream). Screenshots
 * of the slideshow at 1440×900 and 390×844 in Polish and English, the event page's downloads
 * panel and the guest page's slideshow link; the guest slideshow from that link. A Standard
 * event's slideshow offers the upgrade instead.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { localDate } from '../src/shared/domain/time';
import { en } from '../src/shared/i18n/en/index';
import { pl } from '../src/shared/i18n/pl/index';
import { hasChromium, skipReason } from './browser';
import { expectNoKeys, phone, pressAfterHandover } from './guest-support';
import { expectNoHorizontalOverflow } from './helpers';
import { createOwner, signInThroughApi } from './owners';

test.skip(!hasChromium, skipReason);

const desktop = { width: 1440, height: 900 } as const;
const shots = 'test-results/screenshots/slideshow';
const today = () => localDate(new Date(), 'Europe/Warsaw');

/** A signed-in owner (on `page`) with an event of `plan`, paid, uploads open today. */
/** A landscape photo with something to see: a diagonal gradient with a frame. */
async function gradientJpeg(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#b4463c"/><stop offset="1" stop-color="#3c6eb4"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="#fff" stroke-width="24"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#f5d76e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Waits for the cross-fade of the slide on screen to finish (for the screenshots). Asked again
 * until it has: the slideshow moves on every few seconds (to the same photo anew when it is the
 * only one), and the slide it leaves is removed, which cancels a fade still running there.
 */
async function faded(page: Page) {
  const slide = page.locator('[data-testid="slide"][data-current]');
  await expect
    .poll(() =>
      slide.evaluate((element) =>
        element.getAnimations().every((animation) => animation.playState === 'finished'),
      ),
    )
    .toBe(true);
}

async function ownerWithPaidEvent(
  page: Page,
  baseURL: string,
  plan: 'standard' | 'premium',
): Promise<string> {
  const owner = await createOwner(page.request, baseURL, { language: 'pl' });
  await signInThroughApi(page, baseURL, owner);
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/events', {
    headers,
    data: {
      name: 'Wesele Ani i Tomka',
      eventDate: today(),
      type: 'wedding',
      language: 'pl',
      plan,
      activationDate: today(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = (await created.json()).event.id as string;
  await pay(page.request, baseURL, eventId);
  if (plan === 'premium') {
    const shown = await page.request.patch(`/api/events/${eventId}`, {
      headers,
      data: { settings: { slideshowVisible: true, slideshowIntervalSeconds: 3 } },
    });
    expect(shown.ok(), await shown.text()).toBe(true);
  }
  return eventId;
}

/** Pays through the test checkout (no Stripe key in the journeys). */
async function pay(request: APIRequestContext, baseURL: string, eventId: string) {
  const checkout = await request.post(`/api/events/${eventId}/checkout`, {
    headers: { origin: baseURL },
  });
  expect(checkout.status()).toBe(201);
  const { purchase } = await checkout.json();
  const paid = await request.post(`/api/payments/test-checkout/${purchase.id}/pay`, {
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

test('the owner’s slideshow shows a guest’s upload as it arrives', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  await page.setViewportSize(desktop);
  const eventId = await ownerWithPaidEvent(page, base, 'premium');

  // The event page: the downloads panel with the slideshow button (a new tab).
  await page.goto(`/events/album/${eventId}`);
  const panel = page.getByRole('region', { name: pl.downloads.panel.title });
  await expect(panel.getByTestId('zip-status')).toHaveAttribute('data-status', 'WAITING');
  const open = panel.getByRole('link', { name: pl.downloads.panel.slideshowOpen });
  await expect(open).toHaveAttribute('href', `/events/${eventId}/slideshow`);
  await expect(open).toHaveAttribute('target', '_blank');
  await panel.screenshot({ path: `${shots}/downloads-panel-pl-1440.png` });

  // Empty: waiting for the first photos, the QR code large.
  await page.goto(`/events/${eventId}/slideshow`);
  await expect(page.getByText(pl.slideshow.waiting)).toBeVisible();
  await expect(page.getByAltText(pl.slideshow.qrAlt)).toBeVisible();
  await expectNoKeys(page);
  await page.screenshot({ path: `${shots}/owner-empty-pl-1440.png` });

  // A guest on a phone: the slideshow link, then a photo.
  const guestContext = await browser.newContext({ viewport: phone, locale: 'pl-PL' });
  const guest = await guestContext.newPage();
  await guest.goto(`/public/${eventId}`);
  const link = guest.getByRole('link', { name: pl.downloads.guest.slideshow });
  await expect(link).toHaveAttribute('href', `/public/${eventId}/slideshow?lang=pl`);
  await expectNoHorizontalOverflow(guest);
  await link.scrollIntoViewIfNeeded();
  await guest.screenshot({ path: `${shots}/guest-link-pl-390.png`, fullPage: true });
  const chooser = guest.waitForEvent('filechooser');
  await pressAfterHandover(
    guest.getByRole('button', { name: pl.guestPage.buttons.shareMemories }),
    'click',
  );
  await (await chooser).setFiles([
    {
      name: 'pierwszy-taniec.jpg',
      mimeType: 'image/jpeg',
      buffer: await gradientJpeg(1600, 1000),
    },
  ]);
  const dialog = guest.getByRole('dialog', { name: pl.guest.upload.title });
  await dialog.getByLabel(pl.guest.upload.name).fill('Łucja Ślęzak');
  await dialog.getByRole('button', { name: pl.guest.upload.submit }).click();
  await expect(guest.getByTestId('upload-panel').getByText(pl.guest.progress.thanks)).toBeVisible({
    timeout: 30_000,
  });

  // The owner's slideshow, never reloaded, shows it once it is ready.
  const slide = page.locator('[data-testid="slide"][data-current]');
  await expect(slide).toBeVisible({ timeout: 60_000 });
  await expect(slide.locator('img')).toHaveJSProperty('complete', true);
  await expect(slide.getByText('Łucja Ślęzak')).toBeVisible();
  await expect(page.getByTestId('slideshow-qr')).toBeVisible();
  await page.mouse.move(200, 200);
  await faded(page);
  await expectNoKeys(page);
  await page.screenshot({ path: `${shots}/owner-live-pl-1440.png` });

  // English, and a phone.
  await page.goto(`/events/${eventId}/slideshow?lang=en`);
  await expect(page.getByRole('button', { name: en.slideshow.controls.qrOff })).toBeAttached();
  await expect(page.locator('[data-testid="slide"][data-current] img')).toBeVisible();
  await page.mouse.move(300, 300);
  await faded(page);
  await page.screenshot({ path: `${shots}/owner-en-1440.png` });
  // A TV.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.mouse.move(500, 500);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${shots}/owner-en-1920.png` });
  await page.setViewportSize(phone);
  await page.mouse.move(100, 100);
  await expectNoHorizontalOverflow(page);
  await faded(page);
  await page.screenshot({ path: `${shots}/owner-en-390.png` });
  await page.goto(`/events/${eventId}/slideshow?lang=pl`);
  await expect(page.locator('[data-testid="slide"][data-current] img')).toBeVisible();
  await page.mouse.move(100, 100);
  await expectNoHorizontalOverflow(page);
  await faded(page);
  await page.screenshot({ path: `${shots}/owner-pl-390.png` });

  // The guest's slideshow from the guest page's link, with the QR code drawn in the browser.
  await link.click();
  await expect(guest).toHaveURL(new RegExp(`/public/${eventId}/slideshow\\?lang=pl$`));
  await expect(guest.locator('[data-testid="slide"][data-current] img')).toBeVisible({
    timeout: 15_000,
  });
  await expect(guest.getByTestId('slideshow-qr').locator('img')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expectNoHorizontalOverflow(guest);
  await faded(guest);
  await guest.screenshot({ path: `${shots}/guest-slideshow-pl-390.png` });
  await guestContext.close();
});

test('below Premium the slideshow offers the upgrade', async ({ page, baseURL }) => {
  await page.setViewportSize(desktop);
  const eventId = await ownerWithPaidEvent(page, baseURL as string, 'standard');
  await page.goto(`/events/${eventId}/slideshow?lang=en`);
  await expect(
    page.getByRole('heading', { level: 1, name: en.slideshow.premiumOnly.title }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: en.slideshow.premiumOnly.upgrade })).toHaveAttribute(
    'href',
    `/events/${eventId}/upgrade`,
  );
  await page.screenshot({ path: `${shots}/owner-upgrade-en-1440.png` });
  // Guests get no slideshow link, and its address says it is not available.
  await page.goto(`/public/${eventId}/slideshow?lang=en`);
  await expect(
    page.getByRole('heading', { level: 1, name: en.slideshow.notShown.title }),
  ).toBeVisible();
});
