/**
 * A guest on a computer drags photos from a folder onto the guest page: the page says where they
 * go, takes them as if picked with the button (a second one dropped on the open dialog joins
 * the first), and sends them; the owner's album has both. A photo dropped while the guestbook's
 * dialog is open is attached to the wish. In Polish and English, at 1440×900.
 */
import { type APIRequestContext, expect, type JSHandle, type Page, test } from '@playwright/test';
import { en } from '../src/shared/i18n/en/index';
import { pl } from '../src/shared/i18n/pl/index';
import { hasChromium, skipReason } from './browser';
import { expectNoKeys, jpeg, ownerWithEvent } from './guest-support';

test.skip(!hasChromium, skipReason);

/** Files as a drag from a computer's folder carries them: a real DataTransfer in the page. */
function filesTransfer(page: Page, files: { name: string; buffer: Buffer }[]) {
  return page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        transfer.items.add(
          new File([new Uint8Array(file.bytes)], file.name, { type: 'image/jpeg' }),
        );
      }
      return transfer;
    },
    files.map((file) => ({ name: file.name, bytes: [...file.buffer] })),
  );
}

/** A drag's events over `target` (the files enter the page and move over it), then the drop. */
async function dragOver(page: Page, target: string, dataTransfer: JSHandle<DataTransfer>) {
  await page.dispatchEvent(target, 'dragenter', { dataTransfer });
  await page.dispatchEvent(target, 'dragover', { dataTransfer });
}

async function storedCount(request: APIRequestContext, eventId: string): Promise<number> {
  const answer = await request.get(`/api/events/${eventId}/albums`);
  const [main] = (await answer.json()).albums as { id: string }[];
  const list = await request.get(`/api/events/${eventId}/media?albumId=${main?.id}`);
  return ((await list.json()) as { items: unknown[] }).items.length;
}

for (const [language, catalogue] of [
  ['pl', pl],
  ['en', en],
] as const) {
  test(`photos dropped on the guest page are sent like picked ones (${language})`, async ({
    browser,
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const t = catalogue.guest;
    const eventId = await ownerWithEvent(page.request, baseURL as string, { language });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const guest = await context.newPage();
    await guest.goto(`/public/${eventId}?lang=${language}`);
    // The page's script has taken over (the first HTML takes no drop).
    await expect(guest.getByTestId('media-input')).toBeAttached();

    // Over the page: it says the files can be dropped.
    const first = await filesTransfer(guest, [
      { name: 'pierwszy-taniec.jpg', buffer: await jpeg(800, 600, [180, 90, 70]) },
    ]);
    await dragOver(guest, 'body', first);
    await expect(guest.getByText(t.upload.drop)).toBeVisible();
    await expectNoKeys(guest);
    await guest.screenshot({ path: testInfo.outputPath(`guest-drop-${language}-1440x900.png`) });

    // Dropped: the upload dialog, with the file, as after picking it.
    await guest.dispatchEvent('body', 'drop', { dataTransfer: first });
    await expect(guest.getByText(t.upload.drop)).toHaveCount(0);
    const dialog = guest.getByRole('dialog');
    await expect(dialog.getByText('pierwszy-taniec.jpg')).toBeVisible();
    // A second one dropped on the open dialog joins the first.
    const second = await filesTransfer(guest, [
      { name: 'tort.jpg', buffer: await jpeg(640, 480, [60, 120, 200]) },
    ]);
    await dragOver(guest, '[role="dialog"]', second);
    await expect(guest.getByText(t.upload.drop)).toBeVisible();
    await guest.dispatchEvent('[role="dialog"]', 'drop', { dataTransfer: second });
    await expect(dialog.getByText('tort.jpg')).toBeVisible();
    await expect(dialog.getByText(t.upload.chosen.replace('{{count}}', '2'))).toBeVisible();
    await dialog.getByRole('button', { name: t.upload.submit }).click();
    await expect(guest.getByTestId('upload-panel').getByText(t.progress.thanks)).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => storedCount(page.request, eventId)).toBe(2);

    // With the guestbook's dialog open, a dropped photo is attached to the wish.
    await guest
      .getByTestId('upload-panel')
      .getByRole('button', { name: catalogue.common.actions.close })
      .click();
    await guest.getByRole('button', { name: catalogue.guestPage.message }).click();
    const wish = await filesTransfer(guest, [
      { name: 'kwiaty.jpg', buffer: await jpeg(640, 480, [200, 160, 40]) },
    ]);
    await dragOver(guest, '[role="dialog"]', wish);
    await expect(guest.getByText(t.guestbook.drop)).toBeVisible();
    await guest.screenshot({
      path: testInfo.outputPath(`guest-drop-wish-${language}-1440x900.png`),
    });
    await guest.dispatchEvent('[role="dialog"]', 'drop', { dataTransfer: wish });
    await expect(dialog.getByText('kwiaty.jpg')).toBeVisible();
    await dialog.getByRole('textbox', { name: t.guestbook.name }).fill('Ciocia Basia');
    await dialog.getByRole('textbox', { name: t.guestbook.message }).fill('Sto lat!');
    await dialog.getByRole('button', { name: t.guestbook.submit }).click();
    await expect(guest.getByTestId('upload-panel').getByText(t.progress.thanks)).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => storedCount(page.request, eventId)).toBe(3);
    await context.close();
  });
}
