/**
 * Guests playing along, on a phone (touch) against the real server: a guest sends three photos,
 * finds them in "My photos", deletes one and the owner's open grid drops it live; reveal mode
 * with a countdown, where the owner's "Reveal now" switches the guest page and the live wall
 * without a reload; a guest answers two photo challenges and the owner filters the album by one.
 * Screenshots of each guest screen in Polish and English at 390×844.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { en } from '../src/shared/i18n/en/index';
import { pl } from '../src/shared/i18n/pl/index';
import { escapeRegExp } from '../src/test/patterns';
import { hasChromium, skipReason } from './browser';
import { expectNoKeys, jpeg, phone, pressAfterHandover } from './guest-support';
import { expectNoHorizontalOverflow } from './helpers';
import { ownerWithPremiumEvent, seedPhotos } from './seed-media';

test.skip(!hasChromium, skipReason);

const catalogues = { pl, en } as const;
type Lang = keyof typeof catalogues;
const touchPhone = { viewport: phone, hasTouch: true, isMobile: true } as const;

async function mainAlbum(page: Page, eventId: string): Promise<string> {
  const response = await page.request.get(`/api/events/${eventId}/albums`);
  const { albums } = (await response.json()) as { albums: { id: string; isDefault: boolean }[] };
  const main = albums.find((album) => album.isDefault);
  if (!main) throw new Error('no default album');
  return main.id;
}

async function settle(base: string, page: Page, eventId: string, settings: object) {
  const response = await page.request.patch(`/api/events/${eventId}`, {
    headers: { origin: base },
    data: { settings },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Picks photos through the page's own button (the upload button or a challenge card's). */
async function pick(guest: Page, button: ReturnType<Page['getByRole']>, count: number, seed = 0) {
  const chooser = guest.waitForEvent('filechooser');
  await pressAfterHandover(button, 'click');
  const files = await Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `zdjęcie-${seed + index}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await jpeg(640, 480, [(seed + index) * 60 + 40, 120, 200 - index * 30]),
    })),
  );
  await (await chooser).setFiles(files);
}

/** Sends the picked photos; `summary`: the thanks' text the guest must read. */
async function send(guest: Page, c: (typeof catalogues)[Lang], name?: string, summary?: string) {
  const dialog = guest.getByRole('dialog', { name: c.guest.upload.title });
  if (name) await dialog.getByLabel(c.guest.upload.name).fill(name);
  await dialog.getByRole('button', { name: c.guest.upload.submit }).click();
  const panel = guest.getByTestId('upload-panel');
  await expect(panel.getByText(c.guest.progress.thanks)).toBeVisible({ timeout: 30_000 });
  if (summary) await expect(panel.getByText(summary)).toBeVisible();
  await panel.getByRole('button', { name: c.common.actions.close }).click();
}

async function shot(guest: Page, name: string, lang: Lang, fullPage = false) {
  await expectNoKeys(guest);
  await expectNoHorizontalOverflow(guest);
  await guest.screenshot({
    path: `test-results/screenshots/play-${name}-${lang}-390x844.png`,
    animations: 'disabled',
    fullPage,
  });
}

/** The guest page on the smallest phone (320×640), whole, checked for keys and overflow. */
async function narrowShot(browser: import('@playwright/test').Browser, url: string, name: string) {
  const context = await browser.newContext({
    viewport: { width: 320, height: 640 },
    hasTouch: true,
    isMobile: true,
    locale: 'pl-PL',
  });
  const narrow = await context.newPage();
  await narrow.goto(url);
  await expect(narrow.getByTestId('my-photos')).toBeVisible();
  await expectNoKeys(narrow);
  await expectNoHorizontalOverflow(narrow);
  await narrow.screenshot({
    path: `test-results/screenshots/play-${name}-pl-320x640.png`,
    animations: 'disabled',
    fullPage: true,
  });
  await context.close();
}

test('a guest sends three photos, finds them in My photos, deletes one; the owner’s grid drops it live', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const c = pl;
  const eventId = await ownerWithPremiumEvent(page.request, base);
  await page.goto(`/albums/${eventId}/${await mainAlbum(page, eventId)}?lang=pl`);
  await expect(page.getByText(pl.album.empty.text)).toBeVisible();

  const context = await browser.newContext({ ...touchPhone, locale: 'pl-PL' });
  const guest = await context.newPage();
  await guest.goto(`/public/${eventId}`);
  await pick(guest, guest.getByRole('button', { name: c.guestPage.buttons.shareMemories }), 3);
  await send(guest, c, 'Ciocia Basia');
  await expect(page.getByTestId('media-tile')).toHaveCount(3, { timeout: 30_000 });

  await guest.getByTestId('my-photos').click();
  const dialog = guest.getByRole('dialog', { name: c.play.mine.title });
  const items = dialog.getByTestId('my-item');
  await expect(items).toHaveCount(3);
  await expect(dialog.locator('[data-testid="my-item"][data-state="visible"]')).toHaveCount(3, {
    timeout: 30_000,
  });
  await expect(dialog.getByText(c.play.mine.device)).toBeVisible();
  await shot(guest, 'my-photos', 'pl');

  // Delete one, after the confirm step: the list, and the owner's open grid, follow.
  await items.first().getByRole('button', { name: c.play.mine.delete }).click();
  await expect(items.first().getByText(c.play.mine.confirm)).toBeVisible();
  await shot(guest, 'my-photos-confirm', 'pl');
  await items.first().getByTestId('confirm-delete').click();
  await expect(dialog.getByText(c.play.mine.deleted)).toBeVisible();
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId('media-tile')).toHaveCount(2, { timeout: 15_000 });

  // The same list in English.
  const english = await context.newPage();
  await english.goto(`/public/${eventId}?lang=en`);
  await english.getByTestId('my-photos').click();
  const list = english.getByRole('dialog', { name: en.play.mine.title });
  await expect(list.getByTestId('my-item')).toHaveCount(2);
  await expect(list.getByText(en.play.mine.state.visible)).toHaveCount(2);
  // The deadline on a British 24-hour clock, as on every English screen ("Sat 18:30", never
  // "Sat 06:30 PM").
  const [before = '', after = ''] = en.play.mine.deleteUntil.split('{{time}}');
  await expect(
    list.getByText(
      new RegExp(`^${escapeRegExp(before)}[A-Z][a-z]{2} \\d{2}:\\d{2}${escapeRegExp(after)}$`),
    ),
  ).toHaveCount(2);
  await shot(english, 'my-photos', 'en');
  await english.close();

  // The name on everything this phone sent.
  await dialog.getByLabel(c.play.mine.name).fill('Ciocia Basia i Wujek');
  await dialog.getByRole('button', { name: c.play.mine.saveName }).click();
  await expect(
    dialog.getByText(c.play.mine.nameSaved.replace('{{name}}', 'Ciocia Basia i Wujek')),
  ).toBeVisible();
  // The next wish offers the name just given.
  await dialog.getByRole('button', { name: c.common.actions.close }).click();
  await guest.getByRole('button', { name: c.guestPage.message }).click();
  await expect(
    guest
      .getByRole('dialog', { name: c.guest.guestbook.title })
      .getByRole('textbox', { name: c.guest.guestbook.name }),
  ).toHaveValue('Ciocia Basia i Wujek');
  await context.close();
});

test('reveal mode: a countdown and shots left, then “Reveal now” switches the guest page and the wall live', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const eventId = await ownerWithPremiumEvent(page.request, base);
  await settle(base, page, eventId, {
    revealMode: 'time',
    revealAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
    revealShots: 10,
    slideshowVisible: true,
  });
  // Two photos from other guests' phones.
  await seedPhotos(base, eventId, 2);

  const contexts = [];
  for (const lang of ['pl', 'en'] as const) {
    const context = await browser.newContext({
      ...touchPhone,
      locale: lang === 'pl' ? 'pl-PL' : 'en-GB',
    });
    contexts.push(context);
    const guest = await context.newPage();
    await guest.goto(`/public/${eventId}?lang=${lang}`);
    const notice = guest.getByTestId('reveal-notice');
    await expect(notice.getByTestId('reveal-countdown')).toHaveText(/\d:\d\d:\d\d/);
    await expect(guest.getByTestId('shots-left')).toHaveText(
      lang === 'pl' ? 'Zostało 10 ujęć' : '10 shots left',
    );
    await expect(guest.getByTestId('gallery-item')).toHaveCount(0);
    await shot(guest, 'reveal-countdown', lang, true);
  }
  await narrowShot(browser, `/public/${eventId}`, 'reveal-countdown');

  // A guest sends one photo: a shot is taken, and only their own shows in "My photos".
  const guest = await contexts[0]?.newPage();
  if (!guest) throw new Error('no guest');
  await guest.goto(`/public/${eventId}`);
  await pick(guest, guest.getByRole('button', { name: pl.guestPage.buttons.shareMemories }), 1, 7);
  // Thanked with where the photo will be seen: at the reveal, not "in a moment".
  await send(guest, pl, undefined, 'Zapisano (1). Pokażemy to w galerii w chwili odsłony.');
  await expect(guest.getByTestId('shots-left')).toHaveText('Zostało 9 ujęć');

  // The wall waits with the countdown.
  const wall = await page.context().newPage();
  await wall.goto(`/events/${eventId}/slideshow?lang=pl`);
  await expect(wall.getByTestId('wall-waiting')).toBeVisible();
  await expect(wall.getByText('Zrobiono już 3 zdjęcia')).toBeVisible();
  await wall.screenshot({ path: 'test-results/screenshots/play-wall-waiting-pl-1280.png' });

  // The owner reveals from the event page. The wall's reveal animation lasts a few seconds
  // only: it is watched for from before the click, not after the guest page's checks.
  await page.goto(`/events/album/${eventId}?lang=pl`);
  const wallRevealing = wall
    .getByTestId('wall-revealing')
    .waitFor({ state: 'visible', timeout: 20_000 })
    .then(
      () => null,
      (error: Error) => error.message,
    );
  await page.getByTestId('reveal-now').click();
  await page.getByTestId('reveal-confirm').click();
  await expect(page.getByTestId('reveal-panel')).toHaveCount(0);

  // No reload: the guest page shows everyone's photos, the wall plays its reveal and the show.
  await expect(guest.getByTestId('reveal-countdown')).toHaveCount(0, { timeout: 15_000 });
  await expect(guest.getByTestId('gallery-item')).toHaveCount(3, { timeout: 15_000 });
  expect(await wallRevealing, 'the wall plays its reveal').toBeNull();
  await expect(wall.locator('[data-testid="slide"][data-current]')).toBeVisible({
    timeout: 15_000,
  });
  for (const context of contexts) await context.close();
});

test('a guest answers two photo challenges and the owner filters the album by one', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const eventId = await ownerWithPremiumEvent(page.request, base);
  const put = await page.request.put(`/api/events/${eventId}/prompts`, {
    headers: { origin: base },
    data: {
      prompts: [
        { title: 'Selfie z Panną Młodą' },
        { title: 'Najlepszy ruch na parkiecie' },
        { title: 'Uśmiech babci' },
      ],
    },
  });
  expect(put.status(), await put.text()).toBe(200);

  for (const lang of ['en', 'pl'] as const) {
    const c = catalogues[lang];
    const context = await browser.newContext({
      ...touchPhone,
      locale: lang === 'pl' ? 'pl-PL' : 'en-GB',
    });
    const guest = await context.newPage();
    await guest.goto(`/public/${eventId}?lang=${lang}`);
    const cards = guest.getByTestId('challenge-card');
    await expect(cards).toHaveCount(3);
    await cards.first().scrollIntoViewIfNeeded();
    await shot(guest, 'challenges', lang, true);
    if (lang === 'pl') await narrowShot(browser, `/public/${eventId}`, 'challenges');
    if (lang === 'en') {
      await context.close();
      continue;
    }
    // Two challenges answered, one photo each.
    await pick(guest, cards.nth(0).getByRole('button'), 1, 1);
    const answering = guest.getByText(
      c.play.challenges.answering.replace('{{title}}', 'Selfie z Panną Młodą'),
    );
    await expect(answering).toBeVisible();
    await shot(guest, 'challenge-upload', lang);
    // Closed by mistake: the page's upload button shows the photo again, still the answer.
    const dialog = guest.getByRole('dialog', { name: c.guest.upload.title });
    await dialog.getByRole('button', { name: c.common.actions.close }).click();
    await expect(dialog).toHaveCount(0);
    await guest.getByRole('button', { name: c.guestPage.buttons.shareMemories }).click();
    await expect(dialog.getByText('zdjęcie-1.jpg')).toBeVisible();
    await expect(answering).toBeVisible();
    await send(guest, c);
    await pick(guest, cards.nth(1).getByRole('button'), 1, 2);
    await send(guest, c);
    await context.close();
  }

  await page.goto(`/albums/${eventId}/${await mainAlbum(page, eventId)}?lang=pl`);
  await expect(page.getByTestId('media-tile')).toHaveCount(2, { timeout: 30_000 });
  await page.getByRole('combobox', { name: pl.play.owner.filter }).click();
  await page.getByRole('option', { name: 'Najlepszy ruch na parkiecie' }).click();
  await expect(page.getByTestId('media-tile')).toHaveCount(1);
  await expect(page).toHaveURL(/prompt=/);
  // The chips count the challenge's photos, not the album's.
  await expect(page.getByText(`${pl.album.filters.all} (1)`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/play-album-filter-pl-1280.png' });

  // The hosts' editor on the event page.
  await page.goto(`/events/album/${eventId}?lang=pl`);
  await expect(page.getByTestId('challenge-rows').getByRole('textbox')).toHaveCount(3);
  await expectNoKeys(page);
  await page.getByTestId('challenge-rows').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/play-owner-challenges-pl-1280.png' });
  await page.goto(`/events/settings/${eventId}?tab=features&lang=pl`);
  await page.getByRole('radio', { name: pl.play.owner.mode.time }).check();
  await expect(page.getByLabel(pl.play.owner.at)).toBeVisible();
  await expect(
    page.getByLabel(pl.play.owner.atTime.replace('{{zone}}', 'Europe/Warsaw')),
  ).toBeVisible();
  await page.getByRole('heading', { name: pl.play.owner.section }).scrollIntoViewIfNeeded();
  await expectNoKeys(page);
  await page.screenshot({
    path: 'test-results/screenshots/play-owner-reveal-settings-pl-1280.png',
  });

  // The print kit from the Share tab: one challenge per table card, a PDF.
  await page.goto(`/events/settings/${eventId}?tab=share&lang=pl`);
  await page.getByRole('heading', { name: pl.printKit.title }).scrollIntoViewIfNeeded();
  await page.getByLabel(pl.printKit.challenges).check();
  await expectNoKeys(page);
  await page.screenshot({ path: 'test-results/screenshots/play-owner-print-kit-pl-1280.png' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('print-kit-download').click(),
  ]);
  expect(download.url()).toContain('challenges=1');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('a guest shows the page’s QR code to the person next to them, and copies its link', async ({
  browser,
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  const eventId = await ownerWithPremiumEvent(page.request, base);
  const locked = await page.request.put(`/api/events/${eventId}/password`, {
    headers: { origin: base },
    data: { password: 'Sto-lat-2026' },
  });
  expect(locked.ok(), await locked.text()).toBe(true);
  // The same link the hosts' own QR code and print kit carry (the site's address).
  const detail = await page.request.get(`/api/events/${eventId}`);
  const { guestUrl: link } = ((await detail.json()) as { event: { guestUrl: string } }).event;
  expect(link).toMatch(new RegExp(`/public/${eventId}$`));

  for (const lang of ['pl', 'en'] as const) {
    const c = catalogues[lang];
    const context = await browser.newContext({
      ...touchPhone,
      locale: lang,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const guest = await context.newPage();
    await guest.goto(`/public/${eventId}?lang=${lang}`);
    await guest.getByRole('textbox', { name: c.guest.password.label }).fill('Sto-lat-2026');
    await guest.getByRole('button', { name: c.guest.password.submit }).click();
    await guest.getByTestId('invite').click();
    const dialog = guest.getByRole('dialog', { name: c.play.invite.title });
    // The code (its content is checked in invite-dialog.test.tsx) and the page's own link, with
    // no language or other query.
    const qr = dialog.getByRole('img', { name: c.play.invite.qrAlt });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
    await expect(dialog.getByTestId('invite-link')).toHaveText(link);
    // The page asks for a password: the guest is told to pass it on.
    await expect(dialog.getByText(c.play.invite.password)).toBeVisible();
    await dialog.getByRole('button', { name: c.play.invite.copy }).click();
    await expect(dialog.getByText(c.play.invite.copied)).toBeVisible();
    expect(await guest.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await shot(guest, 'invite', lang);
    await context.close();
  }

  // The person next to them opens the link: the same event, behind its password.
  const other = await browser.newContext({ ...touchPhone, locale: 'pl-PL' });
  const next = await other.newPage();
  await next.goto(link);
  await expect(next.getByRole('textbox', { name: pl.guest.password.label })).toBeVisible();
  await expect(next.getByRole('heading', { level: 1 })).toHaveText('Wesele Zosi i Łukasza');
  await other.close();
});
