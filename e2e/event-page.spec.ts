/**
 * The owner's event page: a new owner's trial event, its guest link copied to
 * the clipboard, the downloaded QR code decoding to that link, and the albums
 * (create, the trial's limit of two, rename, delete with the typed phrase).
 * Screenshots in Polish on a phone and a desktop; no overflow at 320 px.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { hasChromium, skipReason } from './browser';
import { expectNoCatalogueKeys, expectNoHorizontalOverflow } from './helpers';
import { catalogues, createOwner, ownerWithTrial, signInThroughApi } from './owners';

test.skip(!hasChromium, skipReason);

const t = catalogues.pl;
const a = t.events.page.albums;

async function shot(page: Page, name: string) {
  await expectNoCatalogueKeys(page);
  await expectNoHorizontalOverflow(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: `test-results/screenshots/event-page-${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

test.describe('1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('share the link and QR code, manage albums (pl)', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL as string,
    });
    const name = 'Wesele Ani i Tomka';
    const id = await ownerWithTrial(page, request, baseURL as string, name);

    // The card's name leads to the event page.
    await page.goto('/events?lang=pl');
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/events/album/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(t.events.page.trial.title)).toBeVisible();
    await expect(page.getByRole('link', { name: t.events.page.trial.upgrade })).toHaveAttribute(
      'href',
      `/events/${id}/upgrade`,
    );
    await expect(page.getByTestId('album-card')).toHaveCount(1);
    await shot(page, 'pl-1440x900');

    // Copy the guest link.
    const guestLink = page.getByRole('textbox', { name: t.events.page.share.linkLabel });
    const guestUrl = await guestLink.inputValue();
    expect(guestUrl).toMatch(/^https?:\/\//);
    await page.getByRole('button', { name: t.events.page.share.copy }).click();
    await expect(page.getByRole('button', { name: t.events.page.share.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(guestUrl);
    await expect(page.getByRole('link', { name: t.events.page.share.preview })).toHaveAttribute(
      'href',
      guestUrl,
    );

    // The QR image and its download encode the guest link.
    const qr = page.getByAltText(t.events.page.share.qrAlt.replace('{{name}}', name));
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(228);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t.events.page.share.downloadQr }).click(),
    ]);
    const png = PNG.sync.read(readFileSync(await download.path()));
    const decoded = jsQR(Uint8ClampedArray.from(png.data), png.width, png.height);
    expect(decoded?.data).toBe(guestUrl);
    // The print copies: a 2000 px PNG and a vector SVG.
    const [printDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t.events.page.share.downloadQrPrint }).click(),
    ]);
    const printPng = PNG.sync.read(readFileSync(await printDownload.path()));
    expect([printPng.width, printPng.height]).toEqual([2000, 2000]);
    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t.events.page.share.downloadQrSvg }).click(),
    ]);
    expect(svgDownload.suggestedFilename()).toMatch(/\.svg$/);
    expect(readFileSync(await svgDownload.path(), 'utf8')).toMatch(/^<svg /);

    // A second album is allowed on a trial.
    await page.getByRole('button', { name: a.add }).click();
    let dialog = page.getByRole('dialog', { name: a.createModal.title });
    await dialog.getByRole('button', { name: a.createModal.submit }).click();
    await expect(dialog.getByText(t.validation.album.nameRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: a.nameLabel }).fill('Ceremonia');
    await dialog.getByRole('button', { name: a.createModal.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('album-card')).toHaveCount(2);
    await expect(page.getByTestId('album-card').filter({ hasText: 'Ceremonia' })).toBeVisible();

    // A third is refused with the limit message.
    await page.getByRole('button', { name: a.add }).click();
    dialog = page.getByRole('dialog', { name: a.createModal.title });
    await dialog.getByRole('textbox', { name: a.nameLabel }).fill('Wesele');
    await dialog.getByRole('button', { name: a.createModal.submit }).click();
    await expect(
      page.getByText(
        t.errors.albumLimitReached
          .replace('{{plan}}', t.events.plans.trial)
          .replace('{{limit}}', '2'),
      ),
    ).toBeVisible();
    await expect(page.getByTestId('album-card')).toHaveCount(2);

    // Rename it.
    await page
      .getByRole('button', { name: a.renameLabel.replace('{{name}}', 'Ceremonia') })
      .click();
    dialog = page.getByRole('dialog', { name: a.renameModal.title });
    await dialog.getByRole('textbox', { name: a.nameLabel }).fill('Przyjęcie');
    await dialog.getByRole('button', { name: a.renameModal.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('album-card').filter({ hasText: 'Przyjęcie' })).toBeVisible();

    // Delete it with the typed phrase; the default album cannot be deleted.
    await expect(
      page.getByRole('button', { name: /Usuń album Główny|Usuń album Ogólny/ }),
    ).toHaveCount(0);
    await page
      .getByRole('button', { name: a.deleteLabel.replace('{{name}}', 'Przyjęcie') })
      .click();
    dialog = page.getByRole('dialog', { name: a.deleteModal.title });
    const confirm = dialog.getByRole('button', { name: a.deleteModal.submit });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('usunięcie');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('usunięcie nieodwracalne');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('album-card')).toHaveCount(1);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the event page fits the screen (pl)', async ({ page, request, baseURL }) => {
      test.setTimeout(60_000);
      const name = 'Osiemnastka Zuzanny Wiśniewskiej-Kowalczyk';
      const id = await ownerWithTrial(page, request, baseURL as string, name);
      await page.goto(`/events/album/${id}?lang=pl`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByTestId('album-card')).toHaveCount(1);
      await shot(page, `pl-${viewport.width}x${viewport.height}`);
      await page.getByRole('button', { name: a.add }).click();
      await expect(page.getByRole('dialog', { name: a.createModal.title })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  });
}

test('an unknown event reads as not found (pl)', async ({ page, request, baseURL }) => {
  const owner = await createOwner(request, baseURL as string, { language: 'pl' });
  await signInThroughApi(page, baseURL as string, owner);
  await page.goto('/events/album/does-not-exist?lang=pl');
  await expect(
    page.getByRole('heading', { level: 1, name: t.events.page.notFound.title }),
  ).toBeVisible();
  await page.getByRole('link', { name: t.events.page.notFound.back }).click();
  await expect(page).toHaveURL(/\/events$/);
});
