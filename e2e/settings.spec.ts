/**
 * Event settings journey: a new owner's trial event, its settings opened from
 * the event page; the guest page styled (colour, texts, button preset, a PNG
 * background) with the live preview following, saved and still there after a
 * reload; a password set and removed; uploads turned off after the
 * confirmation; the slideshow offered only on Premium; an album added, the
 * link copied, the QR code downloaded and decoded, the album deleted; the
 * unsaved-changes prompt on closing and on leaving the route. Screenshots of
 * every tab in Polish on a phone and a desktop; nothing overflows at 320 px.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { EventDetail } from '../src/shared/api/events';
import { hasChromium, skipReason } from './browser';
import { cataloguesFetched, expectNoCatalogueKeys, expectNoHorizontalOverflow } from './helpers';
import { catalogues, ownerWithTrial } from './owners';

test.skip(!hasChromium, skipReason);

const t = catalogues.pl;
const s = t.eventSettings;
const g = s.guestPage;
const f = s.features;
const a = t.events.page.albums;

/** The event as the API answers it to the signed-in page. */
async function storedEvent(page: Page, id: string): Promise<EventDetail> {
  const response = await page.request.get(`/api/events/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { event: EventDetail }).event;
}

/** A small real PNG: a vertical gradient. */
function gradientPng(width = 60, height = 120): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      png.data[i] = 40 + Math.round((y / height) * 180);
      png.data[i + 1] = 90;
      png.data[i + 2] = 160 - Math.round((y / height) * 100);
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('style the guest page, password, uploads, share and albums, unsaved changes (pl)', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL as string,
    });
    const name = 'Wesele Ani i Tomka';
    const id = await ownerWithTrial(page, request, baseURL as string, name);

    // The event page has a Settings button and a preview of the guest page.
    await page.goto(`/events/album/${id}?lang=pl`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const pagePreview = page.getByRole('region', { name: t.guestPage.previewLabel });
    await expect(pagePreview.getByText(name)).toBeVisible();
    await expect(page.getByRole('link', { name: s.preview.edit })).toHaveAttribute(
      'href',
      `/events/settings/${id}?tab=guest-page`,
    );
    await page.getByRole('button', { name: s.open }).click();
    const dialog = page.getByRole('dialog', { name: s.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: s.tabs.details })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Dates are read-only, with the support address.
    await expect(dialog.getByText(s.details.dates.activationDate)).toBeVisible();
    await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

    // ------------------------------------------------------------ guest page style
    await dialog.getByRole('tab', { name: s.tabs.guestPage }).click();
    const preview = dialog.getByRole('region', { name: t.guestPage.previewLabel });
    await expect(preview).toBeVisible();
    await expect(
      preview.getByRole('button', { name: t.guestPage.buttons.shareMemories }),
    ).toHaveCount(1);
    // The page's font is bundled and loaded on demand (no CDN).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.includes('Playfair Display') && face.status === 'loaded',
          ),
        ),
      )
      .toBe(true);

    await dialog.getByRole('textbox', { name: g.background.color, exact: true }).fill('#223344');
    await dialog.getByRole('textbox', { name: g.texts.topText, exact: true }).fill('Zapraszamy na');
    await dialog.getByRole('textbox', { name: g.texts.bottomText, exact: true }).fill('wesele');
    await dialog.getByRole('textbox', { name: g.texts.textColor, exact: true }).fill('#ffffff');
    await chooseOption(page, g.buttons.text, t.guestPage.buttons.addYourPhotos);

    // The live preview follows before anything is saved.
    await expect(preview.getByText('Zapraszamy na')).toBeVisible();
    await expect(preview.getByText('wesele', { exact: true })).toBeVisible();
    await expect(preview.getByText(t.guestPage.buttons.addYourPhotos)).toBeVisible();
    await expect(preview).toHaveCSS('background-color', 'rgb(34, 51, 68)');
    await expect(dialog.getByText(s.unsavedNote)).toBeVisible();

    // A background image is checked and saved at once.
    await dialog.locator('input[name="background-mobile"]').setInputFiles({
      name: 'tlo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(dialog.getByText(g.background.invalidType)).toBeVisible();
    await dialog.locator('input[name="background-mobile"]').setInputFiles({
      name: 'tlo.png',
      mimeType: 'image/png',
      buffer: gradientPng(),
    });
    await expect(page.getByText(g.background.uploaded)).toBeVisible();
    await expect(
      dialog.getByAltText(g.background.alt.replace('{{device}}', g.device.mobile)),
    ).toBeVisible();
    const hero = preview.locator('section').first();
    await expect(hero).toHaveCSS('background-image', /background-mobile/);
    // The desktop's image dragged from a folder onto its field.
    const dropped = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], 'tlo-pc.png', { type: 'image/png' }));
        return transfer;
      },
      [...gradientPng()],
    );
    const desktopField = dialog.getByRole('group', { name: g.background.desktop });
    await desktopField.dispatchEvent('dragover', { dataTransfer: dropped });
    await expect(desktopField).toHaveAttribute('data-dragging', 'true');
    await desktopField.dispatchEvent('drop', { dataTransfer: dropped });
    await expect(
      dialog.getByAltText(g.background.alt.replace('{{device}}', g.device.desktop)),
    ).toBeVisible();
    await page.screenshot({
      path: 'test-results/screenshots/settings-modal-guest-page-pl-1440x900.png',
      animations: 'disabled',
    });

    await dialog.getByRole('button', { name: s.save }).click();
    await expect(page.getByText(s.saved)).toBeVisible();
    await expect(dialog.getByText(s.savedNote)).toBeVisible();
    const styled = await storedEvent(page, id);
    expect(styled.style.backgroundColor).toBe('#223344');
    expect(styled.style.topText?.text).toBe('Zapraszamy na');
    expect(styled.style.button?.preset).toBe('addYourPhotos');
    expect(styled.style.backgroundImages?.mobile).toMatch(
      new RegExp(`^/media/${id}/style/background-mobile\\?v=\\d+$`),
    );
    const image = await page.request.get(styled.style.backgroundImages?.mobile as string);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');

    // Persisted: after a reload the event page preview and the form show it.
    await page.reload();
    await expect(pagePreview.getByText('Zapraszamy na')).toBeVisible();
    await expect(pagePreview.getByText(t.guestPage.buttons.addYourPhotos)).toBeVisible();
    await page.getByRole('link', { name: s.preview.edit }).click();
    await expect(page).toHaveURL(new RegExp(`/events/settings/${id}\\?tab=guest-page$`));
    await expect(page.getByRole('tab', { name: s.tabs.guestPage })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('textbox', { name: g.texts.topText, exact: true })).toHaveValue(
      'Zapraszamy na',
    );
    await expect(page.getByRole('textbox', { name: g.background.color, exact: true })).toHaveValue(
      '#223344',
    );

    // ------------------------------------------------------------ unsaved changes (route)
    await page.getByRole('textbox', { name: g.texts.bottomText, exact: true }).fill('przyjęcie');
    await page.getByRole('link', { name: s.back }).click();
    const unsaved = page.getByRole('dialog', { name: s.unsaved.title });
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: s.unsaved.keep }).click();
    await expect(unsaved).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/events/settings/${id}`));
    await expect(page.getByRole('textbox', { name: g.texts.bottomText, exact: true })).toHaveValue(
      'przyjęcie',
    );
    await page.getByRole('link', { name: s.back }).click();
    await unsaved.getByRole('button', { name: s.unsaved.discard }).click();
    await expect(page).toHaveURL(new RegExp(`/events/album/${id}$`));
    expect((await storedEvent(page, id)).style.bottomText?.text).toBe('wesele');

    // ------------------------------------------------------------ features: password
    await page.getByRole('button', { name: s.open }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: s.tabs.features }).click();
    await dialog.getByRole('switch', { name: f.password.toggle }).check();
    await dialog.getByLabel(f.password.new).fill('abc');
    await dialog.getByRole('button', { name: f.password.set }).click();
    await expect(dialog.getByText(t.validation.eventPassword.length)).toBeVisible();
    await dialog.getByLabel(f.password.new).fill('Goscie2026');
    await dialog.getByRole('button', { name: f.password.set }).click();
    await expect(page.getByText(f.password.saved)).toBeVisible();
    await expect(dialog.getByRole('button', { name: f.password.change })).toBeVisible();
    expect((await storedEvent(page, id)).hasPassword).toBe(true);
    // Changing it.
    await dialog.getByRole('button', { name: f.password.change }).click();
    await dialog.getByLabel(f.password.new).fill('Nowe-haslo-7');
    await dialog.getByLabel(f.password.new).press('Enter');
    await expect(page.getByText(f.password.saved).first()).toBeVisible();
    expect((await storedEvent(page, id)).hasPassword).toBe(true);
    // Removing it asks first.
    await dialog.getByRole('button', { name: f.password.remove }).click();
    const removeDialog = page.getByRole('dialog', { name: f.password.removeTitle });
    await removeDialog.getByRole('button', { name: f.password.remove }).click();
    await expect(page.getByText(f.password.removed)).toBeVisible();
    await expect(dialog.getByRole('switch', { name: f.password.toggle })).not.toBeChecked();
    expect((await storedEvent(page, id)).hasPassword).toBe(false);

    // ------------------------------------------------------------ features: uploads, slideshow
    const uploads = dialog.getByRole('switch', { name: f.uploads });
    await uploads.click();
    const uploadsOff = page.getByRole('dialog', { name: f.uploadsOff.title });
    await expect(uploadsOff).toBeVisible();
    await uploadsOff.getByRole('button', { name: f.uploadsOff.cancel }).click();
    await expect(uploads).toBeChecked();
    await uploads.click();
    await uploadsOff.getByRole('button', { name: f.uploadsOff.confirm }).click();
    await expect(uploads).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: f.slideshow })).toBeDisabled();
    await expect(dialog.getByText(f.slideshowPremium)).toBeVisible();
    await expect(dialog.getByRole('link', { name: f.upgrade })).toHaveAttribute(
      'href',
      `/events/${id}/upgrade`,
    );
    await dialog.getByRole('button', { name: s.save }).click();
    await expect(page.getByText(s.saved)).toBeVisible();
    expect((await storedEvent(page, id)).settings.uploadsEnabled).toBe(false);

    // ------------------------------------------------------------ unsaved changes (modal)
    await dialog.getByRole('tab', { name: s.tabs.details }).click();
    await dialog.getByRole('textbox', { name: t.events.create.details.name }).fill('Inna nazwa');
    await dialog.getByRole('button', { name: s.close }).click();
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: s.unsaved.keep }).click();
    await expect(dialog.getByRole('textbox', { name: t.events.create.details.name })).toHaveValue(
      'Inna nazwa',
    );
    await page.keyboard.press('Escape');
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: s.unsaved.discard }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // ------------------------------------------------------------ share and albums
    await page.getByRole('button', { name: s.open }).click();
    await dialog.getByRole('tab', { name: s.tabs.share }).click();
    const guestUrl = await dialog
      .getByRole('textbox', { name: t.events.page.share.linkLabel })
      .inputValue();
    expect(guestUrl).toMatch(new RegExp(`/public/${id}$`));
    await dialog.getByRole('button', { name: t.events.page.share.copy }).click();
    await expect(dialog.getByRole('button', { name: t.events.page.share.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(guestUrl);
    await expect(dialog.getByRole('link', { name: t.events.page.share.preview })).toHaveAttribute(
      'href',
      guestUrl,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: t.events.page.share.downloadQr }).click(),
    ]);
    const png = PNG.sync.read(readFileSync(await download.path()));
    expect([png.width, png.height]).toEqual([228, 228]);
    expect(jsQR(Uint8ClampedArray.from(png.data), png.width, png.height)?.data).toBe(guestUrl);
    await dialog.getByRole('button', { name: s.close }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: a.add }).click();
    const create = page.getByRole('dialog', { name: a.createModal.title });
    await create.getByRole('textbox', { name: a.nameLabel }).fill('Ceremonia');
    await create.getByRole('button', { name: a.createModal.submit }).click();
    await expect(page.getByTestId('album-card')).toHaveCount(2);
    await page
      .getByRole('button', { name: a.deleteLabel.replace('{{name}}', 'Ceremonia') })
      .click();
    const remove = page.getByRole('dialog', { name: a.deleteModal.title });
    await remove.getByRole('textbox').fill('usunięcie nieodwracalne');
    await remove.getByRole('button', { name: a.deleteModal.submit }).click();
    await expect(page.getByTestId('album-card')).toHaveCount(1);

    // The sidebar's Settings item of the event leads to the settings page.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: t.shell.nav.settings })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/events/settings/${id}$`));
    await expect(page.getByRole('tab', { name: s.tabs.details })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

for (const [viewport, languages] of [
  [{ width: 390, height: 844 }, ['pl', 'en']],
  [{ width: 1440, height: 900 }, ['pl', 'en']],
  [{ width: 320, height: 640 }, ['pl']],
] as const) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const lang of languages) {
      test(`every settings tab fits the screen (${lang})`, async ({ page, request, baseURL }) => {
        test.setTimeout(90_000);
        const l = catalogues[lang];
        const ls = l.eventSettings;
        const name = 'Osiemnastka Zuzanny Wiśniewskiej-Kowalczyk';
        const id = await ownerWithTrial(page, request, baseURL as string, name);
        const size = `${viewport.width}x${viewport.height}`;
        const shot = async (tab: string) => {
          await expectNoCatalogueKeys(page);
          await expect(page.locator('body')).not.toContainText(
            /\b(?:eventSettings|guestPage|events)\.[a-z]+\.[A-Za-z]/,
          );
          await expectNoHorizontalOverflow(page);
          if (viewport.width === 320) return;
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForTimeout(200);
          await page.screenshot({
            path: `test-results/screenshots/settings-${tab}-${lang}-${size}.png`,
            fullPage: true,
            animations: 'disabled',
          });
        };
        await page.goto(`/events/settings/${id}?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await shot('details');
        await page.getByRole('tab', { name: ls.tabs.guestPage }).click();
        await page
          .getByRole('textbox', { name: ls.guestPage.texts.topText, exact: true })
          .fill('Serdecznie zapraszamy na najwspanialszą uroczystość');
        await page
          .getByRole('switch', { name: new RegExp(ls.guestPage.texts.box) })
          .first()
          .check();
        await expect(page.getByRole('region', { name: l.guestPage.previewLabel })).toBeVisible();
        await shot('guest-page');
        await page.getByText(ls.guestPage.device.desktop, { exact: true }).click();
        await expect(page.locator('[data-device="desktop"]')).toBeVisible();
        await shot('guest-page-desktop-preview');
        await page.getByRole('tab', { name: ls.tabs.features }).click();
        await expect(page.getByRole('switch', { name: ls.features.uploads })).toBeVisible();
        await shot('features');
        await page.getByRole('tab', { name: ls.tabs.share }).click();
        await expect(
          page.getByRole('textbox', { name: l.events.page.share.linkLabel }),
        ).toBeVisible();
        await shot('share');
        // Leaving the page with unsaved changes: the browser's own prompt, accepted here.
        let prompted = '';
        page.once('dialog', (dialog) => {
          prompted = dialog.type();
          void dialog.accept();
        });
        await page.goto(`/events/album/${id}?lang=${lang}`);
        expect(prompted).toBe('beforeunload');
        // The event page with its style preview, and the settings modal over it.
        await expect(page.getByRole('region', { name: l.guestPage.previewLabel })).toBeVisible();
        if (viewport.width !== 320) {
          await page.screenshot({
            path: `test-results/screenshots/settings-event-page-${lang}-${size}.png`,
            fullPage: true,
            animations: 'disabled',
          });
        }
        await page.getByRole('button', { name: ls.open }).click();
        await expect(page.getByRole('dialog', { name: ls.title })).toBeVisible();
        await expectNoHorizontalOverflow(page);
        if (viewport.width !== 320) {
          await page.screenshot({
            path: `test-results/screenshots/settings-modal-${lang}-${size}.png`,
            animations: 'disabled',
          });
        }
      });
    }
  });
}

test('an English event in the Polish interface: the previews and the print kit speak English', async ({
  page,
  request,
  baseURL,
}) => {
  const english = catalogues.en;
  const id = await ownerWithTrial(page, request, baseURL as string, 'Anna & Tom', 'en');
  await page.goto(`/events/album/${id}?lang=pl`);
  await expect(page.getByRole('button', { name: s.open })).toBeVisible();

  // The page's own texts are Polish; its preview of the guest page, in the event's English,
  // fetched English's catalogue for it.
  const preview = page.getByRole('region', { name: t.guestPage.previewLabel });
  await expect(
    preview.getByRole('button', { name: english.guestPage.buttons.shareMemories }),
  ).toHaveCount(1);
  await expect(preview.getByText(t.guestPage.buttons.shareMemories)).toHaveCount(0);
  expect(await cataloguesFetched(page)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/i18n-pl-/),
      expect.stringMatching(/^\/assets\/i18n-en-/),
    ]),
  );

  // The print kit's own headline, shown as the placeholder, is the English one.
  await page.goto(`/events/settings/${id}?tab=share&lang=pl`);
  await expect(page.getByRole('textbox', { name: t.printKit.headline })).toHaveAttribute(
    'placeholder',
    english.printKit.defaultHeadline,
  );
  await expectNoCatalogueKeys(page);
});
