/**
 * Hosts together, against the real server: the owner invites a co-host (who has an account)
 * and a moderator (who signs up through the link on a phone); both accept and land on the
 * event; the moderator hides a photo and finds no settings; the owner removes the co-host,
 * whose next request is refused. Screenshots of the members panel, the invitation page, the
 * invitation and digest e-mails, in Polish and at phone and desktop sizes.
 */
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { resolveAuthSecret } from '../src/server/features/auth/auth-secret';
import { renderDigestEmail } from '../src/server/features/digest/digest-email';
import { digestOptOutToken } from '../src/server/features/digest/digest-token';
import { renderInvitationEmail } from '../src/server/features/members/invitation-email';
import { en } from '../src/shared/i18n/en/index';
import { pl } from '../src/shared/i18n/pl/index';
import { hasChromium, skipReason } from './browser';
import { expectNoKeys, phone } from './guest-support';
import { brokenWords, expectNoHorizontalOverflow } from './helpers';
import { dataDirVariable, invitationLink, mailsTo, waitForCode } from './outbox';
import { createOwner, enterCode, newOwnerEmail, ownerPassword, signInThroughApi } from './owners';
import { ownerWithPremiumEvent, seedPhotos, waitForReady } from './seed-media';

test.skip(!hasChromium, skipReason);

const t = pl;
const touchPhone = { viewport: phone, hasTouch: true, isMobile: true } as const;

async function mainAlbum(page: Page, eventId: string) {
  const response = await page.request.get(`/api/events/${eventId}/albums`);
  const { albums } = (await response.json()) as { albums: { id: string; isDefault: boolean }[] };
  const main = albums.find((album) => album.isDefault);
  if (!main) throw new Error('no default album');
  return main.id;
}

test('the owner invites a co-host and a moderator; the moderator hides a photo; the removed co-host is refused', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const owner = await ownerContext.newPage();
  const eventId = await ownerWithPremiumEvent(owner.request, base, {
    name: 'Wesele Zosi i Łukasza',
  });
  const albumId = await mainAlbum(owner, eventId);
  await seedPhotos(base, eventId, 3);
  await waitForReady(owner.request, eventId, albumId, 3);

  // The owner invites the co-host (an existing account) and the moderator (a new address).
  const cohost = await createOwner(request, base);
  const moderatorEmail = newOwnerEmail('moderator');
  await owner.goto(`/events/album/${eventId}?lang=pl`);
  const panel = owner.getByRole('region', { name: t.members.panel.title });
  await expect(panel.getByText(t.members.panel.alone)).toBeVisible();
  await panel.getByRole('textbox', { name: t.members.panel.email }).fill('to-nie-adres');
  await panel.getByRole('button', { name: t.members.panel.invite }).click();
  await expect(panel.getByText(t.validation.email.invalid)).toBeVisible();
  await panel.getByRole('textbox', { name: t.members.panel.email }).fill(cohost.email);
  await panel.getByRole('button', { name: t.members.panel.invite }).click();
  await expect(
    owner.getByText(t.members.panel.invited.replace('{{email}}', cohost.email)),
  ).toBeVisible();
  await panel.getByRole('textbox', { name: t.members.panel.email }).fill(moderatorEmail);
  await panel.getByRole('combobox', { name: t.members.panel.role, exact: true }).click();
  await owner.getByRole('option', { name: t.members.roles.moderator }).click();
  await panel.getByRole('button', { name: t.members.panel.invite }).click();
  const pending = panel.getByRole('list', { name: t.members.panel.pending });
  await expect(pending.getByRole('listitem')).toHaveCount(2);
  await expect(pending.getByText(moderatorEmail)).toBeVisible();
  await expectNoKeys(owner);
  await expectNoHorizontalOverflow(owner);
  await panel.screenshot({ path: testInfo.outputPath('members-panel-desktop.png') });

  // The co-host, signed in already, accepts from the link and lands on the event.
  const cohostContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const cohostPage = await cohostContext.newPage();
  await signInThroughApi(cohostPage, base, cohost);
  await cohostPage.goto(await invitationLink(cohost.email));
  await expect(cohostPage.getByRole('heading', { name: t.members.invitation.title })).toBeVisible();
  await expect(
    cohostPage.getByText('Wesele Zosi i Łukasza', { exact: false }).first(),
  ).toBeVisible();
  await expectNoKeys(cohostPage);
  await cohostPage.screenshot({ path: testInfo.outputPath('members-invitation-desktop.png') });
  await cohostPage.getByRole('button', { name: t.members.invitation.accept }).click();
  await expect(cohostPage).toHaveURL(new RegExp(`/events/album/${eventId}`));
  await expect(cohostPage.getByText(t.members.roles.cohost).first()).toBeVisible();
  await expect(cohostPage.getByRole('button', { name: t.eventSettings.open })).toBeVisible();

  // The moderator, on a phone, signs up through the link and lands on the event.
  const moderatorContext = await browser.newContext(touchPhone);
  const moderator = await moderatorContext.newPage();
  await moderator.goto(await invitationLink(moderatorEmail));
  await expect(
    moderator.getByText(t.members.invitation.signedOut.replace('{{email}}', moderatorEmail)),
  ).toBeVisible();
  await expectNoKeys(moderator);
  await expectNoHorizontalOverflow(moderator);
  await moderator.screenshot({ path: testInfo.outputPath('members-invitation-phone.png') });
  await moderator.getByRole('link', { name: t.members.invitation.signUp }).click();
  await expect(
    moderator.getByRole('textbox', { name: t.auth.fields.email, exact: true }),
  ).toHaveValue(moderatorEmail);
  await moderator
    .getByRole('textbox', { name: t.auth.fields.password, exact: true })
    .fill(ownerPassword);
  await moderator
    .getByRole('textbox', { name: t.auth.fields.confirmPassword, exact: true })
    .fill(ownerPassword);
  await moderator.getByRole('checkbox').check();
  const seen = (await mailsTo(moderatorEmail)).length;
  await moderator.getByRole('button', { name: t.auth.signUp.submit }).click();
  await enterCode(moderator, t.auth.code.label, await waitForCode(moderatorEmail, seen));
  await expect(moderator).toHaveURL(new RegExp(`/events/album/${eventId}`), { timeout: 20_000 });
  await expect(moderator.getByText(t.members.roles.moderator).first()).toBeVisible();

  // The moderator has no settings: no button, and the settings page says who changes them.
  await expect(moderator.getByRole('button', { name: t.eventSettings.open })).toHaveCount(0);
  await expect(moderator.getByText(t.members.panel.settingsOwnerOnly)).toBeVisible();
  await moderator.goto(`/events/settings/${eventId}?lang=pl`);
  await expect(moderator.getByText(t.members.panel.settingsOwnerOnly)).toBeVisible();
  const refused = await moderator.request.patch(`/api/events/${eventId}`, {
    headers: { origin: base },
    data: { name: 'Nie moje' },
  });
  expect(refused.status()).toBe(403);

  // …but hides a photo from the guests.
  await moderator.goto(`/albums/${eventId}/${albumId}?lang=pl`);
  const tiles = moderator.getByTestId('media-tile');
  await expect(tiles).toHaveCount(3);
  await moderator.getByRole('button', { name: t.album.selection.start, exact: true }).click();
  await tiles.first().getByRole('checkbox').click();
  await moderator
    .getByTestId('selection-bar')
    .getByRole('button', { name: t.album.selection.hide })
    .click();
  await expect
    .poll(async () => {
      const list = await owner.request.get(`/api/events/${eventId}/media?albumId=${albumId}`);
      const { items } = (await list.json()) as { items: { hidden: boolean }[] };
      return items.filter((item) => item.hidden).length;
    })
    .toBe(1);

  // The owner sees both members, then removes the co-host: the co-host's next request is refused.
  await owner.reload();
  const members = panel.getByRole('list', { name: t.members.panel.title });
  await expect(members.getByRole('listitem')).toHaveCount(3);
  await expect(pending).toHaveCount(0);
  await panel.screenshot({ path: testInfo.outputPath('members-panel-full-desktop.png') });
  await panel.getByRole('button', { name: `${t.members.panel.remove}: ${cohost.email}` }).click();
  const dialog = owner.getByRole('dialog');
  await expect(dialog.getByText(t.members.panel.removeText)).toBeVisible();
  await dialog.getByRole('button', { name: t.members.panel.removeConfirm }).click();
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await cohostPage.reload();
  await expect(cohostPage.getByText(t.events.page.notFound.title)).toBeVisible();
  const next = await cohostPage.request.get(`/api/events/${eventId}`);
  expect(next.status()).toBe(404);

  // The owner's panel on a phone.
  await owner.setViewportSize(phone);
  await panel.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(owner);
  // The owner's address stays whole: the badges go below it.
  expect(await brokenWords(members.getByRole('listitem').first())).toEqual([]);
  await panel.screenshot({ path: testInfo.outputPath('members-panel-phone.png') });

  await Promise.all([ownerContext.close(), cohostContext.close(), moderatorContext.close()]);
});

test('the invitation and daily digest e-mails, as a mail client shows them', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 700, height: 1000 });
  const invitation = renderInvitationEmail({
    language: 'pl',
    siteName: 'Momenty',
    inviterName: 'Zosia Nowak',
    eventName: 'Wesele Zosi i Łukasza',
    role: 'cohost',
    url: 'http://localhost:3000/invitations/abc?lang=pl',
    expiresAt: new Date('2026-12-02T18:00:00Z'),
    timeZone: 'Europe/Warsaw',
  });
  await page.setContent(invitation.html);
  await expect(page.getByRole('link', { name: t.members.emails.invitation.action })).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('members-email-invitation.png'),
    fullPage: true,
  });

  const thumbnails = await Promise.all(
    [0, 1, 2, 3, 4, 5].map((i) =>
      sharp({
        create: {
          width: 176,
          height: 176,
          channels: 3,
          background: { r: 120 + i * 20, g: 90, b: 160 - i * 15 },
        },
      })
        .jpeg()
        .toBuffer(),
    ),
  );
  const digest = renderDigestEmail({
    language: 'pl',
    siteName: 'Momenty',
    eventName: 'Wesele Zosi i Łukasza',
    counts: { photos: 23, videos: 2, voice: 1, wishes: 4 },
    thumbnails,
    newestWish: {
      guestName: 'Ciocia Basia',
      message: 'Kochani, wszystkiego najlepszego na nowej drodze życia!',
    },
    albumUrl: 'http://localhost:3000/events/album/abc',
    optOutUrl: 'http://localhost:3000/digest/abc',
  });
  let html = digest.html;
  for (const attachment of digest.attachments) {
    html = html.replace(
      `cid:${attachment.cid}`,
      `data:image/jpeg;base64,${attachment.content.toString('base64')}`,
    );
  }
  await page.setContent(html);
  await expect(page.getByText('23 zdjęcia')).toBeVisible();
  await expect(page.getByText('4 wpisy z życzeniami')).toBeVisible();
  expect(await page.locator('img').count()).toBe(6);
  await page.screenshot({ path: testInfo.outputPath('members-email-digest.png'), fullPage: true });
});

test('the digest e-mail’s link turns the summary off in one click and back on; the event page agrees', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const base = baseURL as string;
  const context = await browser.newContext(touchPhone);
  const page = await context.newPage();
  const eventId = await ownerWithPremiumEvent(page.request, base, { language: 'en' });
  const session = await page.request.get('/api/auth/get-session');
  const { user } = (await session.json()) as { user: { id: string } };
  const secret = resolveAuthSecret(undefined, process.env[dataDirVariable] as string);

  // Opened from the e-mail in another browser: no sign-in needed.
  const mailClient = await browser.newContext(touchPhone);
  const link = await mailClient.newPage();
  await link.goto(`/digest/${digestOptOutToken(secret, eventId, user.id)}?lang=en`);
  await expect(link.getByRole('heading', { name: en.members.digest.offTitle })).toBeVisible();
  await expect(link.getByText('Wesele Zosi i Łukasza', { exact: false })).toBeVisible();
  await expectNoKeys(link);
  await expectNoHorizontalOverflow(link);
  await link.screenshot({ path: testInfo.outputPath('members-digest-off-phone-en.png') });

  await page.goto(`/events/album/${eventId}?lang=en`);
  const toggle = page.getByRole('switch', { name: en.members.digest.setting });
  await expect(toggle).not.toBeChecked();

  await link.getByRole('button', { name: en.members.digest.turnOn }).click();
  await expect(link.getByRole('heading', { name: en.members.digest.onTitle })).toBeVisible();
  await page.reload();
  await expect(toggle).toBeChecked();

  // A made-up link says so and changes nothing.
  await link.goto('/digest/not-a-real-token?lang=en');
  await expect(link.getByRole('heading', { name: en.members.digest.invalidTitle })).toBeVisible();
  await expect(link.getByText(en.errors.digestLinkInvalid)).toBeVisible();
  await page.reload();
  await expect(toggle).toBeChecked();

  // The invitation page in English, for an expired-or-unknown link.
  await link.goto(`/invitations/${'x'.repeat(43)}?lang=en`);
  await expect(link.getByText(en.errors.invitationNotFound)).toBeVisible();
  await expectNoKeys(link);
  await Promise.all([context.close(), mailClient.close()]);
});
