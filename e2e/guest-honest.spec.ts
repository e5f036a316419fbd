/**
 * The guest page tells the truth on a phone with touch: a 30 s outage mid-batch is a calm wait
 * and everything is stored once (through a TCP proxy that cuts the connection); a screen locked
 * mid-batch (the page's scripts stopped, the connection cut) sends the rest once unlocked, each
 * photo once; a connection lost between picking and sending is a wait too, the photos sent when
 * it returns; photos sent before the sending's code could come (offline) are told so and shown
 * again, with their message, on the next tap; a voice message tapped offline says there is no
 * connection and opens on the next tap; a new version gone live before "send" is told, with
 * Refresh, after which the photo goes, and a wish and a photo's message written meanwhile are
 * still there; a browser that refuses site data (an in-app
 * browser) sends a photo and a wish and shows them; a lost reply to the last chunk is shown
 * stored; a hostile HEIC is stored but "cannot be shown"; a text file named .jpg is refused
 * before a byte is sent; right after sending, the gallery says the photo is on its way (no
 * invitation to add the first one) and shows it as soon as it is ready; 12 photos on a 10-file
 * trial get a guest's words and no Send; the album picker works with touch at 390×844 and
 * 320×640; a server whose disk is full says it has no room (not that the connection is away), and
 * the photos wait on the phone; an event answer in the page that does not match its schema is
 * never shown (the page asks the server instead).
 */
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { pl } from '../src/shared/i18n/pl/index';
import { hasChromium, skipReason } from './browser';
import { fullDiskServer } from './full-disk';
import {
  guestPhone,
  jpeg,
  newVersionLive,
  noisyPng,
  ownerWithEvent,
  phone,
  pressAfterHandover,
} from './guest-support';
import {
  assetsFetched,
  expectNoCatalogueKeys,
  expectNoHorizontalOverflow,
  refuseSiteData,
} from './helpers';
import { e2eDataDir } from './outbox';
import { startTcpProxy } from './tcp-proxy';

test.skip(!hasChromium, skipReason);

test.use({
  viewport: phone,
  locale: 'pl-PL',
  hasTouch: true,
  isMobile: true,
});

const t = pl.guest;
const uploadButton = pl.guestPage.buttons.shareMemories;

async function pick(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await pressAfterHandover(page.getByRole('button', { name: uploadButton }));
  await (await chooser).setFiles(files);
}

const photos = (count: number, width = 800) =>
  Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `zdjecie-${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await jpeg(width, 600, [index * 20, 120, 200 - index * 10]),
    })),
  );

/** The guest's uploads slowed to `bytesPerSecond` (so a cut lands mid-batch); its CDP session. */
async function slowUploads(context: BrowserContext, guest: Page, bytesPerSecond: number) {
  const cdp = await context.newCDPSession(guest);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 2_000_000,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

/** The files whose every byte the server has (the owner's grid: not those still arriving). */
async function storedCount(page: Page, eventId: string): Promise<number> {
  const answer = await page.request.get(`/api/events/${eventId}/media`);
  return ((await answer.json()) as { items: unknown[] }).items.length;
}

async function filesCount(owner: Page | APIRequestContext, eventId: string): Promise<number> {
  const request = 'request' in owner ? owner.request : owner;
  const answer = await request.get(`/api/events/${eventId}`);
  return ((await answer.json()) as { event: { filesCount: number } }).event.filesCount;
}

test('a 30 s outage mid-batch: a calm wait, then every photo stored once', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  const proxy = await startTcpProxy(baseURL as string);
  const { context, guest } = await guestPhone(browser, `${proxy.url}/public/${eventId}`);
  try {
    let patches = 0;
    guest.on('request', (request) => {
      if (request.method() !== 'PATCH') return;
      patches += 1;
      // The outage starts with the first file's bytes on their way: always mid-batch, however
      // fast the machine (started after a poll, it could find the whole batch already stored).
      if (patches === 1) proxy.outage(30_000);
    });
    // Big enough that the outage lands mid-batch at full local speed: slow the upload down.
    await slowUploads(context, guest, 400_000);
    await pick(guest, await photos(5, 1600));
    await guest.getByRole('dialog').getByRole('button', { name: t.upload.submit }).tap();
    // Before the first bytes: the sending's code, five photos hashed, the batch and five uploads
    // created, which takes longer beside other journeys on two cores.
    await expect.poll(() => patches, { timeout: 45_000 }).toBeGreaterThan(0);
    // The guest sees a calm "waiting for the connection", never a red failure.
    const panel = guest.getByTestId('upload-panel');
    await expect(guest.getByTestId('upload-waiting')).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByText(t.progress.offline)).toBeVisible();
    const red = async () =>
      (await panel.locator('[data-status="refused"]').count()) +
      (await panel.getByText(t.progress.incompleteTitle).count());
    for (let second = 0; second < 25; second += 5) {
      expect(await red()).toBe(0);
      await guest.waitForTimeout(5_000);
    }
    // The connection is back: everything resumes by itself and is stored once.
    await expect(panel.getByText(t.progress.thanks)).toBeVisible({ timeout: 90_000 });
    expect(await red()).toBe(0);
    expect(await filesCount(page, eventId)).toBe(5);
  } finally {
    await context.close();
    await proxy.close();
  }
});

test('the screen locks mid-batch (the page stopped, the Wi-Fi gone) and unlocks: every photo stored once', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  const proxy = await startTcpProxy(baseURL as string);
  const { context, guest } = await guestPhone(browser, `${proxy.url}/public/${eventId}`);
  try {
    const cdp = await slowUploads(context, guest, 200_000);
    await cdp.send('Debugger.enable');
    // The phone's screen locks with the first file's bytes on their way: the page's scripts
    // stop (no script runs, no timer fires; a headless page cannot be frozen, so the debugger
    // holds them) and the phone leaves the Wi-Fi for a while.
    let locked: Promise<unknown> | undefined;
    guest.on('request', (request) => {
      if (request.method() !== 'PATCH' || locked) return;
      locked = cdp.send('Debugger.pause');
      proxy.outage(8_000);
    });
    const files = await Promise.all(
      [1, 2, 3, 4].map(async (index) => ({
        name: `zdjecie-${index}.png`,
        mimeType: 'image/png',
        buffer: await noisyPng(400, 300),
      })),
    );
    // A clock in the page: it stops while the page is frozen.
    await guest.evaluate(() => {
      const page = window as unknown as { ticks: number };
      page.ticks = 0;
      setInterval(() => {
        page.ticks += 1;
      }, 100);
    });
    const ticks = () => guest.evaluate(() => (window as unknown as { ticks: number }).ticks);
    const started = Date.now();
    await pick(guest, files);
    await guest.getByRole('dialog').getByRole('button', { name: t.upload.submit }).tap();
    await expect.poll(() => locked !== undefined, { timeout: 20_000 }).toBe(true);
    await locked;
    const lockedAt = Date.now();
    await guest.waitForTimeout(10_000);
    expect(await storedCount(page, eventId)).toBeLessThan(4);
    // Unlocked: the page runs again and sends the rest by itself, each photo once.
    await cdp.send('Debugger.resume');
    // The page's clock did not run while it was locked (it would have ticked about 100 times).
    const ticked = await ticks();
    expect(ticked).toBeLessThan((lockedAt - started) / 100 + 20);
    const panel = guest.getByTestId('upload-panel');
    await expect(panel.getByText(t.progress.thanks)).toBeVisible({ timeout: 90_000 });
    await expect(panel.locator('[data-status="refused"]')).toHaveCount(0);
    expect(await filesCount(page, eventId)).toBe(4);
    expect(await storedCount(page, eventId)).toBe(4);
  } finally {
    await context.close();
    await proxy.close();
  }
});

test('the connection drops after the photos are picked: a calm wait, then all stored', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  const { context, guest } = await guestPhone(browser, `${baseURL}/public/${eventId}`);
  try {
    await expect(guest.getByText(t.gallery.empty)).toBeVisible();
    await pick(guest, await photos(2));
    // While the guest fills in the form, the page gets what sending needs (its code)...
    await guest.getByRole('dialog').getByLabel(t.upload.name).fill('Ciocia Basia');
    await expect
      .poll(async () => (await assetsFetched(guest, 'load-engine-')).length)
      .toBeGreaterThan(0);
    // ...so a connection lost before "send" is only a wait, not a failure.
    await context.setOffline(true);
    await guest.getByRole('dialog').getByRole('button', { name: t.upload.submit }).tap();
    const panel = guest.getByTestId('upload-panel');
    await expect(guest.getByTestId('upload-waiting')).toBeVisible({ timeout: 20_000 });
    await expect(guest.getByRole('alert')).toHaveCount(0);
    expect(await filesCount(page, eventId)).toBe(0);
    await context.setOffline(false);
    await expect(panel.getByText(t.progress.thanks)).toBeVisible({ timeout: 40_000 });
    expect(await filesCount(page, eventId)).toBe(2);
  } finally {
    await context.close();
  }
});

test('a voice message without a connection: the guest is told so, and the next tap opens it', async ({
  browser,
  page,
  baseURL,
}) => {
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  const { context, guest } = await guestPhone(browser, `${baseURL}/public/${eventId}`);
  try {
    await expect(guest.getByText(t.gallery.empty)).toBeVisible();
    // The voice dialog's code comes with its first use: here, with no connection.
    await context.setOffline(true);
    const voice = guest.getByRole('button', { name: pl.guestPage.voice });
    await voice.tap();
    await expect(guest.getByRole('alert')).toHaveText(pl.errors.network);
    await expect(guest.getByRole('alert')).toBeInViewport();
    await expect(guest.getByRole('dialog')).toHaveCount(0);
    // Back online, the same button works (the failed load is not kept).
    await context.setOffline(false);
    await voice.tap();
    await expect(guest.getByRole('dialog')).toBeVisible();
    await expect(guest.getByRole('alert')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('photos sent before the sending could load (no connection): told so, and the next tap shows them again, with their message, to send', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  const { context, guest } = await guestPhone(browser, `${baseURL}/public/${eventId}`);
  try {
    await expect(guest.getByText(t.gallery.empty)).toBeVisible();
    // The connection goes before the tap: the sending's code cannot come with the picker.
    await context.setOffline(true);
    await pick(guest, await photos(2));
    const dialog = guest.getByRole('dialog', { name: t.upload.title });
    await dialog.getByRole('textbox', { name: t.upload.message }).fill('Z parkietu!');
    await dialog.getByRole('button', { name: t.upload.submit }).tap();
    await expect(guest.getByRole('alert')).toHaveText(pl.errors.network);
    await expect(dialog).toHaveCount(0);

    // Back online, the same button shows the two photos and the message, not the picker.
    await context.setOffline(false);
    let picker = false;
    guest.on('filechooser', () => {
      picker = true;
    });
    await pressAfterHandover(guest.getByRole('button', { name: uploadButton }));
    await expect(dialog.getByText('zdjecie-2.jpg')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: t.upload.message })).toHaveValue(
      'Z parkietu!',
    );
    expect(picker).toBe(false);
    await dialog.getByRole('button', { name: t.upload.submit }).tap();
    await expect(guest.getByTestId('upload-panel').getByText(t.progress.thanks)).toBeVisible({
      timeout: 30_000,
    });
    expect(await filesCount(page, eventId)).toBe(2);
    await expect(guest.getByRole('alert')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a new version went live before the guest sent: told, with Refresh, then the photo and the wish written meanwhile are sent', async ({
  browser,
  page,
  baseURL,
}) => {
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  const { context, guest } = await guestPhone(browser, `${baseURL}/public/${eventId}`);
  try {
    await expect(guest.getByText(t.gallery.empty)).toBeVisible();
    await newVersionLive(guest, `${baseURL}/public/${eventId}`, /\/assets\/load-engine-[^/]+\.js$/);
    await pick(guest, await photos(1));
    await guest.getByRole('dialog').getByLabel(t.upload.message).fill('Pierwszy taniec');
    await guest.getByRole('dialog').getByRole('button', { name: t.upload.submit }).tap();
    const alert = guest.getByRole('alert');
    await expect(alert).toContainText(pl.errors.pageUpdated);
    await expect(alert).toBeInViewport();
    expect(await filesCount(page, eventId)).toBe(0);

    // A wish written before the Refresh is not lost with the page.
    const wishButton = guest.getByRole('button', { name: pl.guestPage.message });
    await wishButton.tap();
    const book = guest.getByRole('dialog', { name: t.guestbook.title });
    await book.getByRole('textbox', { name: t.guestbook.name }).fill('Babcia Zosia');
    await book.getByRole('textbox', { name: t.guestbook.message }).fill('Kochajcie się zawsze!');
    await book.getByRole('button', { name: t.guestbook.submit }).tap();
    await expect(alert).toContainText(pl.errors.pageUpdated);
    await guest.unrouteAll();
    const reloaded = guest.waitForEvent('load');
    await alert.getByRole('button', { name: pl.common.actions.reload }).tap();
    await reloaded;
    await wishButton.tap();
    await expect(book.getByRole('textbox', { name: t.guestbook.name })).toHaveValue('Babcia Zosia');
    await expect(book.getByRole('textbox', { name: t.guestbook.message })).toHaveValue(
      'Kochajcie się zawsze!',
    );
    await book.getByRole('button', { name: t.guestbook.submit }).tap();
    const panel = guest.getByTestId('upload-panel');
    await expect(panel.getByText(t.progress.guestbookDone)).toBeVisible({ timeout: 15_000 });
    await expect(
      guest.getByTestId('guestbook-entry').filter({ hasText: 'Kochajcie się zawsze!' }),
    ).toHaveCount(1);
    await panel.getByRole('button', { name: pl.common.actions.close }).tap();

    // The photo went with the old page; the message written for it comes with the next one.
    await pick(guest, await photos(1));
    await expect(guest.getByRole('dialog').getByLabel(t.upload.message)).toHaveValue(
      'Pierwszy taniec',
    );
    await guest.getByRole('dialog').getByRole('button', { name: t.upload.submit }).tap();
    await expect(panel.getByText(t.progress.thanks)).toBeVisible({ timeout: 30_000 });
    expect(await filesCount(page, eventId)).toBe(1);
  } finally {
    await context.close();
  }
});

test('a browser that refuses site data (an in-app browser): a photo and a wish are sent and shown', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  const { context, guest } = await guestPhone(
    browser,
    `${baseURL}/public/${eventId}`,
    refuseSiteData,
  );
  try {
    await expect(guest.getByText(t.gallery.empty)).toBeVisible();
    await pick(guest, await photos(1));
    const dialog = guest.getByRole('dialog');
    await dialog.getByLabel(t.upload.name).fill('Ciocia Basia');
    await dialog.getByRole('button', { name: t.upload.submit }).tap();
    const panel = guest.getByTestId('upload-panel');
    await expect(panel.getByText(t.progress.thanks)).toBeVisible({ timeout: 30_000 });
    expect(await filesCount(page, eventId)).toBe(1);
    await panel.getByRole('button', { name: pl.common.actions.close }).tap();

    // The name is offered for the page's life even without storage.
    await guest.getByRole('button', { name: pl.guestPage.message }).tap();
    const book = guest.getByRole('dialog', { name: t.guestbook.title });
    await expect(book.getByRole('textbox', { name: t.guestbook.name })).toHaveValue('Ciocia Basia');
    await book.getByRole('textbox', { name: t.guestbook.message }).fill('Sto lat!');
    await book.getByRole('button', { name: t.guestbook.submit }).tap();
    await expect(panel.getByText(t.progress.guestbookDone)).toBeVisible({ timeout: 15_000 });
    await expect(guest.getByTestId('guestbook-entry').filter({ hasText: 'Sto lat!' })).toHaveCount(
      1,
    );
    await expect(guest.getByTestId('gallery-item')).toHaveCount(1, { timeout: 20_000 });
  } finally {
    await context.close();
  }
});

test('an event answer in the page that does not match its schema is never shown: the page asks the server', async ({
  page,
  baseURL,
}) => {
  const name = 'Wesele Oli i Piotra';
  const eventId = await ownerWithEvent(page.request, baseURL as string, { name });
  // The page records whether a changed name was ever on screen.
  await page.addInitScript(() => {
    const seen = () => {
      if (document.body?.innerText.includes('Zmienione w drodze'))
        (window as unknown as { brokenShown: boolean }).brokenShown = true;
    };
    new MutationObserver(seen).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  // The HTML's inline answer is changed on its way: another name, and an upload state no
  // schema knows. The page's own request for the answer is slowed, so a page that used the
  // inline one would show it meanwhile.
  let changed = false;
  await page.route(`${baseURL}/public/${eventId}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const broken = html.replace(
      /(<script id="guest-data"[^>]*>)(.*?)(<\/script>)/s,
      (_whole, open: string, json: string, close: string) =>
        open +
        json
          .replace(`"name":"${name}"`, '"name":"Zmienione w drodze"')
          .replace('"uploadState":"open"', '"uploadState":"zepsute"') +
        close,
    );
    changed = broken.includes('Zmienione w drodze') && broken.includes('"zepsute"');
    await route.fulfill({ response, body: broken });
  });
  let asked = 0;
  await page.route(`${baseURL}/api/public/events/${eventId}*`, async (route) => {
    asked += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  // The first HTML shows the name and the upload button itself, before the page takes over: the
  // page's own answer is awaited, or a fast run checks the first HTML before the page has asked.
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/public/events/${eventId}`,
  );
  await page.goto(`${baseURL}/public/${eventId}`);
  expect(changed).toBe(true);
  await answered;
  expect(asked).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: uploadButton })).toBeEnabled({ timeout: 15_000 });
  expect(
    await page.evaluate(() => (window as unknown as { brokenShown?: boolean }).brokenShown),
  ).toBeFalsy();
});

test('a server whose disk is full: told the server has no room, the photos wait on the phone', async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const full = fullDiskServer(baseURL as string, e2eDataDir());
  const owner = await playwright.request.newContext({ baseURL: full.url });
  const eventId = await ownerWithEvent(owner, full.url, { dataDir: full.dataDir });
  const { context, guest } = await guestPhone(browser, `${full.url}/public/${eventId}`);
  try {
    await pick(guest, await photos(2));
    await guest.getByRole('dialog').getByRole('button', { name: t.upload.submit }).tap();
    const panel = guest.getByTestId('upload-panel');
    // The server answered: it has no room now. The guest is told that, calmly, not that the
    // connection is away, and no file is shown as failed.
    await expect(guest.getByTestId('upload-waiting')).toContainText(t.progress.serverFull, {
      timeout: 20_000,
    });
    await expect(panel.getByText(t.progress.status.serverFull).first()).toBeVisible();
    await expect(panel.getByText(t.progress.offline)).toHaveCount(0);
    await expect(panel.locator('[data-status="refused"]')).toHaveCount(0);
    await expect(panel.getByText(t.progress.incompleteTitle)).toHaveCount(0);
    await expect(guest.getByRole('alert')).toHaveCount(0);
    await expectNoCatalogueKeys(guest);
    await expectNoHorizontalOverflow(guest);
    await guest.screenshot({ path: testInfo.outputPath('server-full-390.png') });
    // Nothing was taken: no file counted, no slot used.
    expect(await filesCount(owner, eventId)).toBe(0);
  } finally {
    await context.close();
    await owner.dispose();
  }
});

test('the reply to the last chunk is lost: the photo is shown stored within 5 s', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  const guest = page;
  let droppedAt = 0;
  await guest.route('**/api/uploads/**', async (route) => {
    const response = await route.fetch();
    // One small photo is one chunk: its first stored PATCH is the last one.
    const final = route.request().method() === 'PATCH' && response.status() === 204;
    if (final && droppedAt === 0) {
      // The server stored the photo; its answer never reaches the phone.
      droppedAt = Date.now();
      await route.abort('connectionreset');
      return;
    }
    await route.fulfill({ response });
  });
  await guest.goto(`/public/${eventId}`);
  await pick(guest, await photos(1));
  await guest.getByRole('dialog').getByRole('button', { name: t.upload.submit }).tap();
  const item = guest.getByTestId('upload-item').first();
  await expect(item).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  expect(droppedAt).toBeGreaterThan(0);
  expect(Date.now() - droppedAt).toBeLessThan(5_000);
  await expect(guest.getByTestId('upload-panel').getByText(t.progress.thanks)).toBeVisible();
  expect(await filesCount(page, eventId)).toBe(1);
});

test('right after sending, the gallery says the photo is on its way, then shows it once ready', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  // The phone learns that its photo is ready from the batch's state: each answer is held a
  // moment, so the time between stored and ready lasts long enough to be seen on any machine.
  let readyAt = 0;
  await page.route(/\/batches\/[^/?]+\?clientId=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const response = await route.fetch();
    const body = await response.text();
    if (readyAt === 0 && body.includes('"ready"')) readyAt = Date.now();
    await route.fulfill({ response, body });
  });
  const galleryAsked: number[] = [];
  page.on('request', (request) => {
    if (/\/api\/public\/events\/[^/]+\/media(\?|$)/.test(request.url())) {
      galleryAsked.push(Date.now());
    }
  });
  await page.goto(`/public/${eventId}`);
  await expect(page.getByText(t.gallery.empty)).toBeVisible();
  await pick(page, await photos(1));
  await page.getByRole('dialog').getByRole('button', { name: t.upload.submit }).tap();
  await expect(
    page.getByTestId('upload-panel').getByText('Zapisano (1). Za chwilę pojawi się w galerii.'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(t.gallery.preparing)).toBeVisible();
  await expect(page.getByText(t.gallery.empty)).toHaveCount(0);
  // The gallery asks again as soon as the phone knows the photo is ready, not at its own next
  // look (15 s after the one when the upload ended; with a fast machine that one may already
  // have found the photo ready, so the request after the ready answer is what is checked).
  await expect.poll(() => readyAt, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => galleryAsked.some((at) => at >= readyAt), { timeout: 3_000 }).toBe(true);
  await expect(page.getByTestId('gallery-item')).toHaveCount(1);
  await expect(page.getByText(t.gallery.preparing)).toHaveCount(0);
});

test('a hostile HEIC is stored, and shown as a file that cannot be shown', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  await page.goto(`/public/${eventId}`);
  // An ISO media header that says HEIC, then bytes no decoder can read.
  const head = Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0]);
  const body = Buffer.alloc(40_000, 0x5a);
  await pick(page, [
    { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: Buffer.concat([head, body]) },
  ]);
  await page.getByRole('dialog').getByRole('button', { name: t.upload.submit }).tap();
  const item = page.getByTestId('upload-item').first();
  await expect(item).toHaveAttribute('data-status', 'unviewable', { timeout: 30_000 });
  await expect(item).toContainText(t.progress.status.unviewable);
  await expect(page.getByText(t.progress.unviewableNote)).toBeVisible();
  // Not thanked with "it will appear in the gallery soon".
  await expect(page.getByText(/Za chwilę pojawi/)).toHaveCount(0);
});

test('a text file named .jpg is refused on the phone before anything is sent', async ({
  page,
  baseURL,
}) => {
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/batches|\/api\/uploads/.test(request.url())) {
      sent.push(request.url());
    }
  });
  await page.goto(`/public/${eventId}`);
  await pick(page, [
    {
      name: 'zaproszenie.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('To nie jest zdjęcie.'),
    },
  ]);
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('zaproszenie.jpg nie jest zdjęciem ani filmem: usuń go, aby wysłać resztę.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.upload.submit })).toBeDisabled();
  expect(sent).toEqual([]);
});

test('12 photos on a 10-file trial: what the guest can do, and no Send', async ({
  page,
  baseURL,
}) => {
  const eventId = await ownerWithEvent(page.request, baseURL as string);
  await page.goto(`/public/${eventId}`);
  await pick(page, await photos(12, 320));
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(
      'To wydarzenie przyjmie jeszcze tylko 10 zdjęć lub filmów: usuń z listy 2, aby wysłać resztę.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.upload.submit })).toBeDisabled();
  const text = await dialog.innerText();
  expect(text).not.toMatch(/pakiet|plan|ulepsz|upgrade|kup/i);
});

for (const size of [phone, { width: 320, height: 640 }]) {
  test(`the album picker works with touch at ${size.width}×${size.height}`, async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const eventId = await ownerWithEvent(page.request, baseURL as string);
    const created = await page.request.post(`/api/events/${eventId}/albums`, {
      headers: { origin: baseURL as string },
      data: { name: 'Poprawiny' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { album } = (await created.json()) as { album: { id: string } };
    const context = await browser.newContext({
      viewport: size,
      locale: 'pl-PL',
      hasTouch: true,
      isMobile: true,
    });
    const guest = await context.newPage();
    await guest.goto(`/public/${eventId}`);
    await pick(guest, await photos(1));
    const dialog = guest.getByRole('dialog');
    const picker = dialog.getByRole('combobox', { name: t.upload.album });
    await picker.scrollIntoViewIfNeeded();
    const box = await picker.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= size.width).toBe(true);
    await picker.tap();
    await picker.selectOption({ label: 'Poprawiny' });
    await expect(picker).toHaveValue(album.id);
    await expectNoHorizontalOverflow(guest);
    // Every control of the form is inside the screen and takes a tap.
    for (const control of await dialog.locator('button, input, select, textarea').all()) {
      if (!(await control.isVisible())) continue;
      await control.scrollIntoViewIfNeeded();
      const area = await control.boundingBox();
      expect(area && area.x >= 0 && area.x + area.width <= size.width + 1).toBe(true);
    }
    const submit = dialog.getByRole('button', { name: t.upload.submit });
    await submit.scrollIntoViewIfNeeded();
    await submit.tap();
    await expect(guest.getByTestId('upload-panel').getByText(t.progress.thanks)).toBeVisible({
      timeout: 30_000,
    });
    const media = await page.request.get(`/api/events/${eventId}/media?albumId=${album.id}`);
    expect(media.ok(), await media.text()).toBe(true);
    expect(((await media.json()) as { items: unknown[] }).items).toHaveLength(1);
    await context.close();
  });
}
