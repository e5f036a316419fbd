/**
 * The owner's album page with a real server and real uploads: 500 photos sent like guests send
 * them; the owner opens the album, selects 20 (the 21st is refused), moves them to a second
 * album, downloads them as a ZIP (checked with yauzl), and sees a new upload appear live.
 * Screenshots at the phone and desktop sizes.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import yauzl from 'yauzl';
import { hasChromium } from './browser';
import { expectNoCatalogueKeys, expectNoHorizontalOverflow } from './helpers';
import { catalogues } from './owners';
import { ownerWithPremiumEvent, seedPhotos, waitForReady } from './seed-media';

test.skip(!hasChromium, 'no Chromium');

const t = catalogues.pl;
const photos = 500;

async function albumsOf(page: Page, eventId: string) {
  const response = await page.request.get(`/api/events/${eventId}/albums`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { albums: { id: string; name: string; isDefault: boolean }[] })
    .albums;
}

function zipEntries(path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('the owner curates 500 photos: select 20, move, download, live upload', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(420_000);
  const base = baseURL as string;
  const eventId = await ownerWithPremiumEvent(page.request, base);
  const created = await page.request.post(`/api/events/${eventId}/albums`, {
    headers: { origin: base },
    data: { name: 'Pierwszy taniec' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [main, second] = await albumsOf(page, eventId).then((list) => [
    list.find((album) => album.isDefault),
    list.find((album) => !album.isDefault),
  ]);
  if (!main || !second) throw new Error('albums missing');

  await seedPhotos(base, eventId, photos);
  await waitForReady(page.request, eventId, main.id, photos);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/albums/${eventId}/${main.id}?lang=pl`);
  await expect(page.getByRole('heading', { level: 1, name: main.name })).toBeVisible();
  await expect(page.getByText(`${t.album.filters.all} (500)`)).toBeVisible();
  const tiles = page.getByTestId('media-tile');
  await expect(tiles.first()).toBeVisible();
  // Virtualised: far fewer tiles in the DOM than items.
  expect(await tiles.count()).toBeLessThan(200);
  await expectNoCatalogueKeys(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('album-desktop.png') });

  // Select 20; the 21st is refused.
  await page.getByRole('button', { name: t.album.selection.start, exact: true }).click();
  for (let index = 0; index < 21; index += 1) await tiles.nth(index).getByRole('checkbox').click();
  const bar = page.getByTestId('selection-bar');
  await expect(bar.getByText('Zaznaczono 20 / 20')).toBeVisible();
  await expect(bar.getByRole('alert')).toHaveText(t.validation.selection.tooMany);
  await expect(tiles.nth(20).getByRole('checkbox')).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('album-selection-desktop.png') });

  // Move them to the second album.
  await bar.getByRole('button', { name: t.album.selection.move }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.album.selection.moveSubmit }).click();
  await expect(page.getByText(`${t.album.filters.all} (480)`)).toBeVisible();
  await expect(page.getByTestId('selection-bar')).toHaveCount(0);
  // The move dialog (with its own album field) is gone once its closing transition ends.
  await expect(dialog).toHaveCount(0);

  // The second album holds them.
  await page.getByRole('combobox', { name: t.album.switcher }).click();
  await page.getByRole('option', { name: second.name }).click();
  await expect(page).toHaveURL(new RegExp(`/albums/${eventId}/${second.id}`));
  await expect(page.getByText(`${t.album.filters.all} (20)`)).toBeVisible();
  // A guest uploads while the owner looks: the photo appears without a reload.
  await seedPhotos(base, eventId, 1, {
    albumId: second.id,
    firstIndex: 9000,
    guestName: 'Wujek Staś',
  });
  await expect(page.getByText(`${t.album.filters.all} (21)`)).toBeVisible({ timeout: 30_000 });

  // The phone size.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/albums/${eventId}/${main.id}?lang=pl`);
  await expect(tiles.first()).toBeVisible();
  await expect(page.getByTestId('media-grid')).toHaveAttribute('data-columns', '3');
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('album-phone.png') });
  await tiles.first().getByRole('button').click();
  await expect(page.getByRole('dialog')).toContainText('Ciocia Jadzia');
  await page.screenshot({ path: testInfo.outputPath('album-lightbox-phone.png') });
  await page.keyboard.press('Escape');

  // English, phone: the grid and the guestbook view.
  await page.goto(`/albums/${eventId}/${main.id}?lang=en`);
  await expect(page.getByText(`${catalogues.en.album.filters.all} (480)`)).toBeVisible();
  await expectNoCatalogueKeys(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('album-phone-en.png') });
  await page.getByText(catalogues.en.album.views.guestbook, { exact: true }).click();
  await expect(page).toHaveURL(/view=guestbook/);
  await expect(page.getByText(catalogues.en.album.guestbook.empty)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('album-guestbook-phone-en.png') });

  // Back on the desktop: download the 20 moved photos as a selection ZIP.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/albums/${eventId}/${second.id}?lang=pl`);
  await expect(page.getByText(`${t.album.filters.all} (21)`)).toBeVisible();
  await page.getByRole('button', { name: t.album.selection.start, exact: true }).click();
  // The newest tile is the live upload; the 20 moved photos follow it.
  for (let index = 1; index <= 20; index += 1) await tiles.nth(index).getByRole('checkbox').click();
  const downloadPromise = page.waitForEvent('download');
  await page
    .getByTestId('selection-bar')
    .getByRole('button', { name: t.album.selection.download })
    .click();
  const download = await downloadPromise;
  const path = testInfo.outputPath('selection.zip');
  await download.saveAs(path);
  const header = (await readFile(path)).subarray(0, 4);
  expect(header.toString('hex')).toBe('504b0304');
  const entries = (await zipEntries(path)).filter((name) => !name.endsWith('/'));
  expect(entries.filter((name) => /\.jpe?g$/i.test(name))).toHaveLength(20);
});
