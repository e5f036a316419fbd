/**
 * Screenshots of the guest page in Polish and English at 390×844, 320×640 and
 * 1440×900 (test-results/screenshots/guest-*): password prompt, the page,
 * the upload dialog, progress while a file is held back, the summary, the
 * guestbook and voice dialogs, the gallery with the lightbox, the demo and a
 * missing event. Each shot checks for raw keys and sideways scrolling.
 */
import { expect, type Page, test } from '@playwright/test';
import { en } from '../src/shared/i18n/en/index';
import { pl } from '../src/shared/i18n/pl/index';
import { chromiumArgs, chromiumPath, fakeMediaArgs, hasChromium, skipReason } from './browser';
import { clip, expectNoKeys, guestPassword, jpeg, noisyPng, ownerWithEvent } from './guest-support';
import { expectNoHorizontalOverflow } from './helpers';

test.skip(!hasChromium, skipReason);

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...fakeMediaArgs],
  },
});

const viewports = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
  { width: 1440, height: 900 },
] as const;
const catalogues = { pl, en } as const;

/** The language switcher, wherever the page is scrolled, lies over no button. */
async function expectSwitcherCoversNothing(page: Page, label: string) {
  const covered = await page.evaluate((legend) => {
    const switcher = [...document.querySelectorAll('fieldset')].find(
      (fieldset) => fieldset.querySelector('legend')?.textContent === legend,
    );
    if (!switcher) return ['no language switcher'];
    const s = switcher.getBoundingClientRect();
    return [...document.querySelectorAll('button')]
      .filter((button) => !switcher.contains(button))
      .filter((button) => {
        const b = button.getBoundingClientRect();
        return (
          b.width > 0 &&
          b.left < s.right &&
          s.left < b.right &&
          b.top < s.bottom &&
          s.top < b.bottom
        );
      })
      .map((button) => button.textContent ?? '');
  }, label);
  expect(covered).toEqual([]);
}

for (const viewport of viewports) {
  for (const lang of ['pl', 'en'] as const) {
    const size = `${viewport.width}x${viewport.height}`;
    const c = catalogues[lang];
    test.describe(`${size} ${lang}`, () => {
      test.use({ viewport, locale: lang === 'pl' ? 'pl-PL' : 'en-GB' });

      test('guest page screenshots', async ({ browser, page, baseURL }) => {
        test.setTimeout(150_000);
        const shot = async (guest: Page, name: string, fullPage = false) => {
          await expectNoKeys(guest);
          await expectNoHorizontalOverflow(guest);
          await guest.screenshot({
            path: `test-results/screenshots/guest-${name}-${lang}-${size}.png`,
            fullPage,
            animations: 'disabled',
          });
        };
        const eventId = await ownerWithEvent(page.request, baseURL as string, {
          name: 'Wesele Agnieszki i Krzysztofa Brzęczyszczykiewiczów',
          password: guestPassword,
        });
        const context = await browser.newContext({
          viewport,
          locale: lang === 'pl' ? 'pl-PL' : 'en-GB',
        });
        const guest = await context.newPage();
        await guest.goto(`/public/${eventId}?lang=${lang}`);
        await expect(guest.getByRole('heading', { name: c.guest.password.title })).toBeVisible();
        await shot(guest, 'password');
        await guest.getByRole('textbox', { name: c.guest.password.label }).fill('zle');
        await guest.getByRole('button', { name: c.guest.password.submit }).click();
        await expect(guest.getByText(c.errors.incorrectPassword)).toBeVisible();
        await expectSwitcherCoversNothing(guest, c.common.language.label);
        await shot(guest, 'password-wrong');
        await guest.getByRole('textbox', { name: c.guest.password.label }).fill(guestPassword);
        await guest.getByRole('button', { name: c.guest.password.submit }).click();
        const upload = guest.getByRole('button', { name: c.guestPage.buttons.shareMemories });
        await expect(upload).toBeEnabled();
        await guest.waitForTimeout(300);
        await shot(guest, 'page', true);
        // "My photos" and "Show the QR code" share a line from a common phone's width up, in
        // both languages (once the page's fonts are in: the check is of the real labels).
        if (viewport.width >= 390) {
          await guest.evaluate(() => document.fonts.ready);
          await expect
            .poll(async () => {
              const [mine, invite] = await Promise.all([
                guest.getByTestId('my-photos').boundingBox(),
                guest.getByTestId('invite').boundingBox(),
              ]);
              return mine && invite ? Math.abs(mine.y - invite.y) : null;
            })
            .toBe(0);
        }

        // The upload dialog with a video too many.
        let chooser = guest.waitForEvent('filechooser');
        await upload.click();
        await (await chooser).setFiles([
          {
            name: 'pierwszy-taniec.jpg',
            mimeType: 'image/jpeg',
            buffer: await jpeg(1200, 800, [180, 90, 70]),
          },
          { name: 'toast.mp4', mimeType: 'video/mp4', buffer: clip() },
          { name: 'przemówienie-świadka.mp4', mimeType: 'video/mp4', buffer: clip() },
        ]);
        const dialog = guest.getByRole('dialog', { name: c.guest.upload.title });
        await expect(dialog.getByRole('alert')).toBeVisible();
        await shot(guest, 'upload-dialog-error');
        await dialog
          .getByRole('button', {
            name: c.guest.upload.remove.replace('{{name}}', 'przemówienie-świadka.mp4'),
          })
          .click();
        chooser = guest.waitForEvent('filechooser');
        await dialog.getByRole('button', { name: c.guest.upload.addMore }).click();
        await (await chooser).setFiles([
          { name: 'szum.png', mimeType: 'image/png', buffer: await noisyPng(1400, 1400) },
        ]);
        await dialog.getByLabel(c.guest.upload.name).fill('Ciocia Basia');
        await dialog
          .getByLabel(c.guest.upload.message)
          .fill('Wszystkiego najlepszego na nowej drodze życia!');
        await shot(guest, 'upload-dialog');

        // Progress: the PNG's upload is held back for a while.
        let release: () => void = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        await guest.route('**/api/uploads/**', async (route) => {
          const request = route.request();
          if (request.method() === 'PATCH' && (request.postDataBuffer()?.length ?? 0) > 1_000_000) {
            await released;
          }
          await route.continue();
        });
        await dialog.getByRole('button', { name: c.guest.upload.submit }).click();
        const panel = guest.getByTestId('upload-panel');
        await expect(panel.locator('[data-status="done"]')).toHaveCount(2, { timeout: 20_000 });
        await guest.waitForTimeout(1000);
        await panel.scrollIntoViewIfNeeded();
        await shot(guest, 'upload-progress');
        release();
        await expect(panel.getByText(c.guest.progress.thanks)).toBeVisible({ timeout: 30_000 });
        await expectSwitcherCoversNothing(guest, c.common.language.label);
        await shot(guest, 'upload-done');
        await panel.getByRole('button', { name: c.common.actions.close }).click();

        // Guestbook dialog: the name just sent is offered; emptied, the required fields, then
        // filled in.
        await guest.getByRole('button', { name: c.guestPage.message }).click();
        const book = guest.getByRole('dialog', { name: c.guest.guestbook.title });
        const bookName = book.getByRole('textbox', { name: c.guest.guestbook.name });
        await expect(bookName).toHaveValue('Ciocia Basia');
        await bookName.fill('');
        await book.getByRole('button', { name: c.guest.guestbook.submit }).click();
        await expect(book.getByText(c.validation.guestbook.nameRequired)).toBeVisible();
        await shot(guest, 'guestbook-errors');
        await book.getByRole('textbox', { name: c.guest.guestbook.name }).fill('Wujek Staszek');
        await book
          .getByRole('textbox', { name: c.guest.guestbook.message })
          .fill(
            'Kochani, życzymy Wam wszystkiego najlepszego: zdrowia, szczęścia i wielu wspólnych podróży!',
          );
        await shot(guest, 'guestbook');
        await book.getByRole('button', { name: c.guest.guestbook.submit }).click();
        await expect(panel.getByText(c.guest.progress.guestbookDone)).toBeVisible({
          timeout: 15_000,
        });
        await panel.getByRole('button', { name: c.common.actions.close }).click();

        // Voice dialog: recording, then recorded.
        await guest.getByRole('button', { name: c.guestPage.voice }).click();
        const voice = guest.getByRole('dialog', { name: c.guest.voice.title });
        await shot(guest, 'voice-start');
        await voice.getByRole('button', { name: c.guest.voice.start }).click();
        // The timer has ticked (under load it may skip a second: 0:00, then 0:02).
        await expect(voice.getByRole('timer')).toHaveText(/^0:(?!00)\d\d$/, { timeout: 10_000 });
        await shot(guest, 'voice-recording');
        await voice.getByRole('button', { name: c.guest.voice.stop }).click();
        await expect(voice.getByLabel(c.guest.voice.playback)).toBeVisible();
        await shot(guest, 'voice-recorded');
        await voice.getByRole('button', { name: c.guest.voice.send }).click();
        await expect(panel.getByText(c.guest.progress.voiceDone)).toBeVisible({ timeout: 15_000 });

        // The gallery and the lightbox.
        await expect(guest.getByTestId('gallery-item')).toHaveCount(4, { timeout: 60_000 });
        // The wish from the guestbook dialog, and the upload's message: a wish too.
        await expect(guest.getByTestId('guestbook-entry')).toHaveCount(2);
        const images = guest.locator('[data-testid="gallery-item"] img');
        for (const image of await images.all()) {
          await image.scrollIntoViewIfNeeded();
          await expect(image).toHaveAttribute('data-loaded', 'true', { timeout: 15_000 });
        }
        // A row that is not full sits in the middle of the page, not in its first columns.
        const margins = await guest.getByTestId('gallery-item').evaluateAll((tiles) => {
          const list = tiles[0]?.closest('ul')?.getBoundingClientRect();
          const boxes = tiles.map((tile) => tile.getBoundingClientRect());
          if (!list) return null;
          return {
            left: Math.min(...boxes.map((box) => box.left)) - list.left,
            right: list.right - Math.max(...boxes.map((box) => box.right)),
          };
        });
        expect(margins).not.toBeNull();
        expect(Math.abs((margins?.left ?? 0) - (margins?.right ?? 0))).toBeLessThanOrEqual(2);
        await guest.evaluate(() => window.scrollTo(0, 0));
        await shot(guest, 'gallery', true);
        await guest.locator('[data-testid="gallery-item"][data-kind="photo"]').first().click();
        await expect(guest.getByRole('dialog')).toBeVisible();
        await guest.waitForTimeout(500);
        await shot(guest, 'lightbox');
        await context.close();

        // The demo and a missing event.
        await page.goto(`/test-event?lang=${lang}`);
        await expect(page.getByText(c.guest.state.demo)).toBeVisible();
        await shot(page, 'demo');
        await page.goto(`/public/no-such-event-000000?lang=${lang}`);
        await expect(page.getByText(c.guest.notFound.title)).toBeVisible();
        await shot(page, 'not-found');
      });
    });
  }
}
