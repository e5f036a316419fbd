/**
 * Accessibility of what guests and hosts see, audited with axe-core (WCAG 2.2 A and AA, and axe's
 * best practices) as each screen and dialog is shown: the guest page on a phone in both
 * languages with its dialogs, its password and "not found" screens and the demo; the signed-out
 * pages; and the host's screens on a computer, from the list of events to the slideshow.
 */
import { expect, type Page, test } from '@playwright/test';
import { addDays, localDate } from '../src/shared/domain/time';
import { en } from '../src/shared/i18n/en/index';
import { pl } from '../src/shared/i18n/pl/index';
import { accessibilityViolations, expectAccessible } from './accessibility';
import { chromiumArgs, chromiumPath, fakeMediaArgs, hasChromium, skipReason } from './browser';
import { guestPassword, ownerWithEvent, phone } from './guest-support';
import { invitationLink } from './outbox';
import { newOwnerEmail } from './owners';
import { ownerWithPremiumEvent, seedPhotos, tinyJpeg, waitForReady } from './seed-media';

test.skip(!hasChromium, skipReason);
// Dialogs and panels appear without their transitions, so the audit sees them as they settle.
test.use({
  locale: 'pl-PL',
  reducedMotion: 'reduce',
  // The voice dialog records from Chromium's fake microphone.
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...fakeMediaArgs] },
});

const phoneContext = {
  viewport: phone,
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce' as const,
};

/** The audit, once the page's own transitions (CSS and the Web Animations API) have ended. */
async function audit(page: Page, what: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever; a cancelled animation rejects: neither is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await expectAccessible(page, what);
}

test('the audit reports what it is there to find', async ({ page }) => {
  await page.setContent(
    '<html><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button><p style="color:#bbb;background:#fff">Za blado</p></main></body></html>',
  );
  const rules = (await accessibilityViolations(page)).map((violation) => violation.rule);
  expect(rules).toEqual(
    expect.arrayContaining(['image-alt', 'button-name', 'color-contrast', 'html-has-lang']),
  );
});

test('the guest page, its dialogs and its other screens on a phone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const owner = await browser.newContext();
  const eventId = await ownerWithPremiumEvent(owner.request, base);
  await seedPhotos(base, eventId, 3);
  await seedPhotos(base, eventId, 1, { wish: 'Sto lat, kochani!', firstIndex: 10 });
  const albums = (await (await owner.request.get(`/api/events/${eventId}/albums`)).json()) as {
    albums: { id: string; isDefault: boolean }[];
  };
  const main = albums.albums.find((album) => album.isDefault);
  if (!main) throw new Error('no default album');
  await waitForReady(owner.request, eventId, main.id, 4);

  for (const [language, c] of [
    ['pl', pl],
    ['en', en],
  ] as const) {
    const context = await browser.newContext(phoneContext);
    const guest = await context.newPage();
    await guest.goto(`/public/${eventId}?lang=${language}`);
    await expect(guest.getByTestId('gallery-item')).toHaveCount(4, { timeout: 20_000 });
    await expect(guest.getByTestId('guestbook-entry')).toHaveCount(1);
    await audit(guest, `the guest page (${language})`);

    await guest.getByRole('button', { name: c.guestPage.message }).click();
    await expect(guest.getByRole('dialog')).toBeVisible();
    await audit(guest, `the guestbook dialog (${language})`);
    await guest.keyboard.press('Escape');
    await expect(guest.getByRole('dialog')).toHaveCount(0);

    await guest.getByRole('button', { name: c.guestPage.voice }).click();
    const voice = guest.getByRole('dialog', { name: c.guest.voice.title });
    await expect(voice).toBeVisible();
    await audit(guest, `the voice dialog (${language})`);
    await voice.getByRole('button', { name: c.guest.voice.start }).click();
    await expect(voice.getByRole('timer')).toHaveText('0:01', { timeout: 10_000 });
    await voice.getByRole('button', { name: c.guest.voice.stop }).click();
    await expect(voice.getByLabel(c.guest.voice.playback)).toBeVisible();
    await audit(guest, `the voice dialog with a recording (${language})`);
    await guest.keyboard.press('Escape');
    await expect(guest.getByRole('dialog')).toHaveCount(0);

    await guest.getByRole('button', { name: c.play.invite.open }).click();
    await expect(guest.getByTestId('invite-qr')).toBeVisible();
    await audit(guest, `the QR code dialog (${language})`);
    await guest.keyboard.press('Escape');
    await expect(guest.getByRole('dialog')).toHaveCount(0);

    await guest.getByTestId('media-input').setInputFiles({
      name: 'toast.jpg',
      mimeType: 'image/jpeg',
      buffer: await tinyJpeg(77, 64),
    });
    await expect(guest.getByRole('dialog')).toBeVisible();
    await audit(guest, `the upload dialog (${language})`);
    await guest.keyboard.press('Escape');
    await expect(guest.getByRole('dialog')).toHaveCount(0);

    await guest.locator('[data-testid="gallery-item"][data-kind="photo"]').first().click();
    await expect(guest.getByRole('dialog')).toBeVisible();
    await audit(guest, `the gallery's lightbox (${language})`);
    await context.close();
  }

  const context = await browser.newContext({
    ...phoneContext,
    viewport: { width: 320, height: 640 },
  });
  const guest = await context.newPage();
  const locked = await ownerWithEvent(owner.request, base, { password: guestPassword });
  await guest.goto(`/public/${locked}`);
  await expect(guest.getByRole('textbox', { name: pl.guest.password.label })).toBeVisible();
  await audit(guest, 'the password screen');
  await guest.goto('/public/00000000-0000-4000-8000-000000000000');
  await expect(guest.getByRole('heading', { name: pl.guest.notFound.title })).toBeVisible();
  await audit(guest, 'the "not found" screen');
  await guest.goto('/test-event');
  await expect(guest.getByText(pl.guest.state.demo)).toBeVisible();
  await audit(guest, 'the demo event');
  await context.close();
  await owner.close();
});

test('the signed-out pages, on a computer and on a phone', async ({ page }) => {
  // Twelve audits: about 20 s alone, more beside other journeys on two cores.
  test.setTimeout(90_000);
  for (const size of [{ width: 1440, height: 900 }, phone]) {
    await page.setViewportSize(size);
    for (const path of ['/', '/?tab=signUp', '/faq', '/contact', '/terms', '/privacy']) {
      await page.goto(path);
      // The app's page (its footer), not the server's picture of the start screen.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, `${path} at ${size.width} px`);
    }
  }
  await page.goto('/?lang=en');
  await expect(
    page.getByRole('heading', { level: 1, name: en.shell.start.headline }),
  ).toBeVisible();
  await audit(page, 'the start page in English');
});

test('the pictures the server draws before any script: the start screen and a guest page', async ({
  browser,
  baseURL,
}) => {
  const owner = await browser.newContext();
  const eventId = await ownerWithEvent(owner.request, baseURL ?? '');
  await owner.close();
  const context = await browser.newContext(phoneContext);
  const page = await context.newPage();
  // The scripts never arrive (a weak connection): what shows is the server's HTML alone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: pl.shell.start.headline }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await audit(page, "the start screen's picture");
  await page.goto(`/public/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wesele Ani i Tomka' })).toBeVisible();
  await expect(page.getByTestId('gallery-item')).toHaveCount(0);
  await audit(page, "the guest page's picture");
  await context.close();
});

test("the host's screens on a computer, and on a phone in English", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1440, height: 900 });
  const eventId = await ownerWithPremiumEvent(page.request, base, { name: 'Wesele Zosi' });
  await seedPhotos(base, eventId, 3);
  const albums = (await (await page.request.get(`/api/events/${eventId}/albums`)).json()) as {
    albums: { id: string; isDefault: boolean; name: string }[];
  };
  const main = albums.albums.find((album) => album.isDefault);
  if (!main) throw new Error('no default album');
  await waitForReady(page.request, eventId, main.id, 3);

  await page.goto('/events');
  await expect(page.getByRole('link', { name: 'Wesele Zosi' })).toBeVisible();
  await audit(page, 'the list of events');
  await page.goto(`/events/album/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wesele Zosi' })).toBeVisible();
  await expect(page.getByRole('region', { name: pl.guestPage.previewLabel })).toBeVisible();
  await audit(page, 'the event page');

  await page.goto(`/albums/${eventId}/${main.id}`);
  const tiles = page.getByTestId('media-tile');
  await expect(tiles).toHaveCount(3);
  await audit(page, 'the album');
  await page.getByRole('button', { name: pl.album.selection.start, exact: true }).click();
  await tiles.first().getByRole('checkbox').click();
  await expect(page.getByTestId('selection-bar')).toBeVisible();
  await audit(page, 'the album with a photo selected');
  await page.keyboard.press('Escape');
  await page.goto(`/albums/${eventId}/${main.id}`);
  await tiles.first().getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, "the album's lightbox");

  for (const tab of ['details', 'guestPage', 'features', 'share'] as const) {
    await page.goto(`/events/settings/${eventId}`);
    await page.getByRole('tab', { name: pl.eventSettings.tabs[tab] }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await audit(page, `the settings' ${tab} tab`);
  }

  await page.goto('/events/create');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, 'the new event wizard');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, 'the account');
  await page.goto(`/events/${eventId}/slideshow`);
  await expect(page.getByTestId('slideshow')).toBeVisible();
  await audit(page, 'the slideshow');

  // On a phone, in English: the list with the menu open, and the event page.
  await page.setViewportSize(phone);
  await page.goto('/events?lang=en');
  await expect(page.getByRole('link', { name: 'Wesele Zosi' })).toBeVisible();
  await page.getByRole('button', { name: en.shell.header.openNavigation }).click();
  await expect(page.getByRole('button', { name: en.shell.header.closeNavigation })).toBeVisible();
  await audit(page, 'the menu on a phone');
  await page.goto(`/events/album/${eventId}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wesele Zosi' })).toBeVisible();
  await audit(page, 'the event page on a phone');
});

test('the guests’ play screens on a phone: reveal mode, challenges, a finished upload, My photos', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const owner = await browser.newContext();
  const eventId = await ownerWithPremiumEvent(owner.request, base);
  const headers = { origin: base };
  const settled = await owner.request.patch(`/api/events/${eventId}`, {
    headers,
    data: {
      settings: {
        revealMode: 'time',
        revealAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
        revealShots: 10,
      },
    },
  });
  expect(settled.status(), await settled.text()).toBe(200);
  const prompts = await owner.request.put(`/api/events/${eventId}/prompts`, {
    headers,
    data: { prompts: [{ title: 'Selfie z Panną Młodą' }, { title: 'Uśmiech babci' }] },
  });
  expect(prompts.ok(), await prompts.text()).toBe(true);

  for (const [language, c] of [
    ['pl', pl],
    ['en', en],
  ] as const) {
    const context = await browser.newContext(phoneContext);
    const guest = await context.newPage();
    await guest.goto(`/public/${eventId}?lang=${language}`);
    await expect(guest.getByTestId('reveal-countdown')).toBeVisible();
    await expect(guest.getByTestId('challenge-card')).toHaveCount(2);
    await audit(guest, `the guest page in reveal mode, with challenges (${language})`);

    // A photo for a challenge, sent: the finished upload's panel.
    const chooser = guest.waitForEvent('filechooser');
    await guest
      .getByRole('button', { name: `${c.play.challenges.send}: Selfie z Panną Młodą` })
      .click();
    await (await chooser).setFiles({
      name: `selfie-${language}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await tinyJpeg(language === 'pl' ? 91 : 92, 64),
    });
    const dialog = guest.getByRole('dialog', { name: c.guest.upload.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: c.guest.upload.submit }).click();
    const panel = guest.getByTestId('upload-panel');
    await expect(panel.getByText(c.guest.progress.thanks)).toBeVisible({ timeout: 30_000 });
    await audit(guest, `the finished upload (${language})`);
    await panel.getByRole('button', { name: c.common.actions.close }).click();

    // My photos, and the confirmation of a deletion.
    await guest.getByTestId('my-photos').click();
    const mine = guest.getByRole('dialog', { name: c.play.mine.title });
    await expect(mine.getByTestId('my-item')).toHaveCount(1);
    await audit(guest, `My photos (${language})`);
    await mine.getByRole('button', { name: c.play.mine.delete }).click();
    await expect(mine.getByText(c.play.mine.confirm)).toBeVisible();
    await audit(guest, `My photos, confirming a deletion (${language})`);
    await context.close();
  }
  await owner.close();
});

test("the host's invitations and payments: members, an invitation, the payment and its checkout", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const headers = { origin: base };
  await page.setViewportSize({ width: 1440, height: 900 });
  const eventId = await ownerWithPremiumEvent(page.request, base);

  // The members' panel with an invitation waiting, and its withdrawal's confirmation.
  const invitee = newOwnerEmail('invitee');
  await page.goto(`/events/album/${eventId}`);
  const members = page.getByRole('region', { name: pl.members.panel.title });
  await members.getByRole('textbox', { name: pl.members.panel.email }).fill(invitee);
  await members.getByRole('button', { name: pl.members.panel.invite }).click();
  await expect(members.getByRole('list', { name: pl.members.panel.pending })).toBeVisible();
  await audit(page, 'the members panel with an invitation waiting');

  // The invitation as the invitee opens it on a phone, not signed in.
  const phoneGuest = await browser.newContext(phoneContext);
  const invitation = await phoneGuest.newPage();
  await invitation.goto(await invitationLink(invitee));
  await expect(
    invitation.getByText(pl.members.invitation.signedOut.replace('{{email}}', invitee)),
  ).toBeVisible();
  await audit(invitation, 'an invitation, signed out, on a phone');
  await phoneGuest.close();

  // The wizard's later steps: the plans, and the activation.
  const wizard = pl.events.create;
  await page.goto('/events/create');
  await page.getByRole('button', { name: wizard.next }).click();
  await page.getByLabel(wizard.details.name).fill('Chrzciny Stasia');
  await page.getByLabel(wizard.details.date).fill(addDays(localDate(new Date()), 30));
  await page.getByRole('radio', { name: wizard.types.family }).click();
  await page.getByRole('button', { name: wizard.next }).click();
  await expect(page.getByTestId('plan-basic')).toBeVisible();
  await audit(page, "the wizard's plans");
  await page.getByTestId('plan-basic').getByRole('button', { name: wizard.plan.choose }).click();
  await page.getByRole('button', { name: wizard.next }).click();
  await expect(page.getByLabel(wizard.activation.date)).toBeVisible();
  await audit(page, "the wizard's activation");

  // A basic event waiting for its payment: the page, the confirmation, the checkout window.
  const today = localDate(new Date(), 'Europe/Warsaw');
  const created = await page.request.post('/api/events', {
    headers,
    data: {
      name: 'Chrzciny Stasia',
      eventDate: addDays(today, 30),
      activationDate: addDays(today, 30),
      type: 'family',
      language: 'pl',
      plan: 'basic',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const unpaid = ((await created.json()) as { event: { id: string } }).event.id;
  await page.goto(`/events/payment/${unpaid}`);
  await expect(page.getByTestId('payment-amount')).toBeVisible();
  await audit(page, 'the payment page');
  await page
    .getByRole('button', { name: pl.payments.payment.pay.replace('{{amount}}', '99 zł') })
    .click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('button', { name: pl.payments.flow.confirm })).toBeVisible();
  await audit(page, "the payment's confirmation");
  const popup = page.waitForEvent('popup');
  await confirm.getByRole('button', { name: pl.payments.flow.confirm }).click();
  const checkout = await popup;
  await checkout.waitForURL(/\/payments\/test-checkout\//);
  await expect(checkout.getByTestId('test-checkout-amount')).toBeVisible();
  await audit(checkout, 'the checkout window');
  await audit(page, 'the payment waiting for the checkout window');
  await checkout.getByRole('button', { name: /^Zapłać / }).click();
  await expect(checkout.getByText(pl.payments.testCheckout.paid)).toBeVisible();
  await checkout.close();
  // "I have paid" asks at once instead of at the next poll (which may have seen it already).
  await page
    .getByRole('button', { name: pl.payments.flow.iHavePaid })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 20_000 });
  await audit(page, 'a payment received');
  await page.goto(`/events/${unpaid}/upgrade`);
  await expect(page.getByTestId('current-plan')).toBeVisible();
  await audit(page, 'the upgrade page');
  await page.goto('/events/gift/premium');
  await expect(page.getByTestId('gift-amount')).toBeVisible();
  await audit(page, 'a plan bought as a gift');
});
