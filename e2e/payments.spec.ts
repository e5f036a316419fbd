/**
 * Payments journeys in test mode (no Stripe key): a basic event created in the
 * wizard and paid in the test checkout window; upgraded to premium for the
 * 250 zł difference; a trial upgraded with an activation date; a gift code
 * bought, read from the outbox and used to create an event. Screenshots of
 * the payment, upgrade and gift pages (and the test checkout) in Polish and
 * English on a phone and a desktop.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, localDate } from '../src/shared/domain/time';
import { containing, startingWith } from '../src/test/patterns';
import { hasChromium, skipReason } from './browser';
import { expectNoCatalogueKeys, expectNoHorizontalOverflow } from './helpers';
import { mailsTo } from './outbox';
import { catalogues, createOwner, type Lang, signInThroughApi } from './owners';

test.skip(!hasChromium, skipReason);

const pl = catalogues.pl;
const today = () => localDate(new Date(), 'Europe/Warsaw');

async function apiEvent(
  request: APIRequestContext,
  baseURL: string,
  values: Record<string, unknown>,
): Promise<string> {
  const res = await request.post('/api/events', {
    headers: { origin: baseURL },
    data: {
      name: 'Wesele Ani i Tomka',
      eventDate: addDays(today(), 40),
      type: 'wedding',
      language: 'pl',
      plan: 'basic',
      activationDate: addDays(today(), 40),
      ...values,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).event.id;
}

/** Pays an event through the API and the test checkout's "pay" endpoint. */
async function apiPay(request: APIRequestContext, baseURL: string, eventId: string) {
  const res = await request.post(`/api/events/${eventId}/checkout`, {
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
  const { purchase } = await res.json();
  const pay = await request.post(`/api/payments/test-checkout/${purchase.id}/pay`, {
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
}

async function eventOf(request: APIRequestContext, eventId: string) {
  const res = await request.get(`/api/events/${eventId}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).event as { plan: string; paid: boolean; activationDate: string };
}

/** Confirms the dialog, pays in the test checkout window and closes it. */
async function payInCheckoutWindow(page: Page, t: (typeof catalogues)[Lang], amountText: RegExp) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(amountText);
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: t.payments.flow.confirm }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/payments\/test-checkout\//);
  await expect(popup.getByText(t.payments.testCheckout.banner)).toBeVisible();
  await expect(popup.getByTestId('test-checkout-amount')).toHaveText(amountText);
  await popup.getByRole('button', { name: /^(Zapłać|Pay) / }).click();
  await expect(popup.getByText(t.payments.testCheckout.paid)).toBeVisible();
  await popup.close();
  // The page was waiting; "I have paid" asks at once instead of at the next poll (which may
  // already have seen the payment and replaced the button).
  await page
    .getByRole('button', { name: t.payments.flow.iHavePaid })
    .click({ timeout: 2000 })
    .catch(() => undefined);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a basic event is paid in the test checkout window, then upgraded to premium for 250 zł', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const c = pl.events.create;
  const owner = await createOwner(request, baseURL as string, { language: 'pl' });
  await signInThroughApi(page, baseURL as string, owner);

  // The wizard: a basic event goes straight to its payment page.
  await page.goto('/events/create?lang=pl');
  await page.getByRole('button', { name: c.next }).click();
  const name = 'Wesele Ani i Tomka';
  const date = addDays(today(), 40);
  await page.getByLabel(c.details.name).fill(name);
  await page.getByLabel(c.details.date).fill(date);
  await page.getByRole('radio', { name: c.types.wedding }).click();
  await page.getByRole('button', { name: c.next }).click();
  await page.getByTestId('plan-basic').getByRole('button', { name: c.plan.choose }).click();
  await page.getByRole('button', { name: c.next }).click();
  await page.getByLabel(c.activation.date).fill(date);
  await page.getByRole('button', { name: c.submitPaid }).click();
  await expect(page).toHaveURL(/\/events\/payment\/[\w-]+$/);
  const eventId = page.url().split('/').pop() as string;
  // The card on the list offers "Pay now" too, leading to the same page.
  await page.goto('/events?lang=pl');
  const card = page.getByTestId('event-card').filter({ hasText: name });
  await card.getByRole('link', { name: pl.events.card.payNow }).click();
  await expect(page).toHaveURL(new RegExp(`/events/payment/${eventId}$`));

  await expect(
    page.getByRole('heading', { level: 1, name: pl.payments.payment.title }),
  ).toBeVisible();
  await expect(page.getByTestId('payment-amount')).toHaveText('99 zł');
  const sidebarPay = page.getByRole('link', { name: pl.shell.nav.payNow });
  await expect(sidebarPay).toBeVisible();
  expect((await eventOf(page.request, eventId)).paid).toBe(false);

  await page
    .getByRole('button', { name: pl.payments.payment.pay.replace('{{amount}}', '99 zł') })
    .click();
  await payInCheckoutWindow(page, pl, /99\s*zł/);
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page.getByText(pl.payments.payment.successTitle)).toBeVisible();
  await expect(page.getByRole('link', { name: pl.shell.nav.payNow })).toHaveCount(0);
  expect(await eventOf(page.request, eventId)).toMatchObject({ plan: 'basic', paid: true });

  // Upgrade basic → premium: only the difference.
  await page.goto(`/events/${eventId}/upgrade?lang=pl`);
  await expect(page.getByTestId('current-plan')).toHaveText(pl.events.plans.basic);
  await expect(page.getByTestId('upgrade-price-standard')).toHaveText('150 zł');
  await expect(page.getByTestId('upgrade-price-premium')).toHaveText('250 zł');
  await expect(page.getByTestId('plan-premium').getByText('Oszczędzasz 99 zł')).toBeVisible();
  await expect(page.getByTestId('plan-trial')).toHaveCount(0);
  await expect(page.getByTestId('plan-basic')).toHaveCount(0);
  await page.getByTestId('plan-premium').getByRole('button', { name: 'Zmień na Premium' }).click();
  await payInCheckoutWindow(page, pl, /250\s*zł/);
  await expect(page.getByTestId('upgrade-success')).toBeVisible();
  expect(await eventOf(page.request, eventId)).toMatchObject({ plan: 'premium', paid: true });

  await page.goto(`/events/${eventId}/upgrade?lang=pl`);
  await expect(page.getByTestId('premium-notice')).toBeVisible();

  // A missing event sends the owner back to the list.
  await page.goto('/events/no-such-event/upgrade?lang=pl');
  await expect(page).toHaveURL(/\/events$/);
});

test('a trial is upgraded with an activation date chosen first', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const owner = await createOwner(request, baseURL as string, { language: 'pl' });
  await signInThroughApi(page, baseURL as string, owner);
  const eventId = await apiEvent(page.request, baseURL as string, {
    plan: 'trial',
    activationDate: undefined,
  });

  await page.goto(`/events/${eventId}/upgrade?lang=pl`);
  await expect(
    page.getByRole('heading', { name: pl.payments.upgrade.activationTitle }),
  ).toBeVisible();
  await page.getByRole('button', { name: pl.payments.upgrade.next }).click();
  await expect(page.getByText(pl.validation.required)).toBeVisible();
  const activation = addDays(today(), 90);
  await page.getByLabel(pl.payments.upgrade.activationLabel).fill(activation);
  await page.getByRole('button', { name: pl.payments.upgrade.next }).click();
  await expect(page.getByTestId('upgrade-price-basic')).toHaveText('99 zł');
  await expect(page.getByTestId('upgrade-price-standard')).toHaveText('249 zł');
  await expect(page.getByTestId('upgrade-price-premium')).toHaveText('349 zł');
  await page
    .getByTestId('plan-standard')
    .getByRole('button', { name: 'Zmień na Standard' })
    .click();
  await payInCheckoutWindow(page, pl, /249\s*zł/);
  await expect(page.getByTestId('upgrade-success')).toBeVisible();
  expect(await eventOf(page.request, eventId)).toMatchObject({
    plan: 'standard',
    paid: true,
    activationDate: activation,
  });
});

test('a gift code is bought, arrives by e-mail and creates a paid event', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const c = pl.events.create;
  const owner = await createOwner(request, baseURL as string, { language: 'pl' });
  await signInThroughApi(page, baseURL as string, owner);
  const before = (await mailsTo(owner.email)).length;

  await page.goto('/events/gift/standard?lang=pl');
  await expect(page.getByTestId('gift-amount')).toHaveText('249 zł');
  await page.getByRole('button', { name: 'Kup za 249 zł' }).click();
  await payInCheckoutWindow(page, pl, /249\s*zł/);
  await expect(page.getByTestId('gift-success')).toBeVisible();
  const shown = await page.getByTestId('gift-code').innerText();

  await expect.poll(async () => (await mailsTo(owner.email)).length).toBeGreaterThan(before);
  const mail = (await mailsTo(owner.email)).at(-1);
  const code = /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(mail?.text ?? '')?.[1];
  expect(code).toBe(shown);
  expect(mail?.subject).toContain('Standard');
  expect(mail?.text).not.toContain('{{');

  // On a small phone the code stays on one line, and one tap copies it.
  await page.setViewportSize({ width: 320, height: 640 });
  // The layout settles once the sidebar has folded away.
  const measure = () =>
    page.getByTestId('gift-code').evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return {
        lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
        fits: element.scrollWidth <= element.clientWidth + 1,
        inside: element.getBoundingClientRect().right <= window.innerWidth,
      };
    });
  await expect.poll(measure).toEqual({ lines: 1, fits: true, inside: true });
  await expectNoHorizontalOverflow(page);
  const card = await page.getByTestId('gift-success').boundingBox();
  const create = await page
    .getByRole('link', { name: pl.payments.gift.createWithCode })
    .boundingBox();
  expect((create?.x ?? 0) + (create?.width ?? 0)).toBeLessThanOrEqual(
    (card?.x ?? 0) + (card?.width ?? 0),
  );
  await page.screenshot({ path: 'test-results/screens/gift-code-320.png' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: pl.payments.gift.copy }).click();
  await expect(page.getByRole('button', { name: pl.payments.gift.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Someone uses the code (here the buyer) to create an event: the link fills it in.
  await page.getByRole('link', { name: pl.payments.gift.createWithCode }).click();
  await expect(page).toHaveURL(/\/events\/create\?code=/);
  await expect(page.getByRole('radio', { name: containing(c.start.withCode) })).toBeChecked();
  await expect(page.getByRole('textbox', { name: c.start.code })).toHaveValue(shown);
  await page.getByRole('textbox', { name: c.start.code }).fill('zzzz-zzzz-zzzz-zzzz');
  await page.getByRole('button', { name: c.next }).click();
  await expect(page.getByText(pl.errors.invalidActivationCode)).toBeVisible();
  await page.getByRole('textbox', { name: c.start.code }).fill((code as string).toLowerCase());
  await page.getByRole('button', { name: c.next }).click();
  const date = addDays(today(), 20);
  await page.getByLabel(c.details.name).fill('Chrzciny Zosi');
  await page.getByLabel(c.details.date).fill(date);
  await page.getByRole('radio', { name: c.types.family }).click();
  await page.getByRole('button', { name: c.next }).click();
  await page.getByLabel(c.activation.date).fill(date);
  // The code pays: the last step names its plan and ends in "Create event", not a payment.
  await expect(page.getByText(c.activation.codePlan.replace('{{plan}}', 'Standard'))).toBeVisible();
  await expect(page.getByRole('button', { name: c.submitPaid })).toHaveCount(0);
  await page.getByRole('button', { name: c.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  const list = await (await page.request.get('/api/events')).json();
  const created = list.events.find((e: { name: string }) => e.name === 'Chrzciny Zosi');
  expect(created).toMatchObject({ plan: 'standard', paid: true });

  // Used once: the same code is refused now.
  await page.goto('/events/create?lang=pl');
  await page.getByRole('radio', { name: containing(c.start.withCode) }).click();
  await page.getByRole('textbox', { name: c.start.code }).fill(code as string);
  await page.getByRole('button', { name: c.next }).click();
  await expect(page.getByText(pl.errors.activationCodeUsed)).toBeVisible();
});

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const viewport of viewports) {
  for (const lang of ['pl', 'en'] as const) {
    test.describe(`screens ${lang} ${viewport.width}x${viewport.height}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test(`payment and upgrade pages (${lang})`, async ({ page, request, baseURL }) => {
        test.setTimeout(90_000);
        const t = catalogues[lang];
        const size = `${viewport.width}x${viewport.height}`;
        const shot = async (target: Page, name: string) => {
          await expectNoCatalogueKeys(target);
          await expect(target.locator('body')).not.toContainText(/\bpayments\.[a-z]/);
          await expectNoHorizontalOverflow(target);
          await target.screenshot({
            path: `test-results/screenshots/payments-${name}-${lang}-${size}.png`,
            fullPage: true,
            animations: 'disabled',
          });
        };
        const owner = await createOwner(request, baseURL as string, { language: lang });
        await signInThroughApi(page, baseURL as string, owner);
        const unpaid = await apiEvent(page.request, baseURL as string, {
          name:
            lang === 'pl'
              ? 'Przyjęcie urodzinowe Małgorzaty Brzęczyszczykiewicz'
              : 'Anna and Tom’s wedding',
        });
        const paid = await apiEvent(page.request, baseURL as string, { plan: 'basic' });
        await apiPay(page.request, baseURL as string, paid);
        const trial = await apiEvent(page.request, baseURL as string, {
          plan: 'trial',
          activationDate: undefined,
        });

        await page.goto(`/events/payment/${unpaid}?lang=${lang}`);
        await expect(page.getByTestId('payment-amount')).toBeVisible();
        await shot(page, 'payment');
        await page
          .getByRole('button', {
            name: startingWith(t.payments.payment.pay.split(' ')[0] ?? ''),
          })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shot(page, 'payment-dialog');
        const popupPromise = page.waitForEvent('popup');
        await page
          .getByRole('dialog')
          .getByRole('button', { name: t.payments.flow.confirm })
          .click();
        const popup = await popupPromise;
        await popup.waitForURL(/\/payments\/test-checkout\//);
        await popup.setViewportSize({ width: viewport.width, height: viewport.height });
        await expect(popup.getByText(t.payments.testCheckout.banner)).toBeVisible();
        await shot(popup, 'test-checkout');
        await popup.close();
        await page.getByRole('button', { name: t.payments.flow.iHavePaid }).click();
        await expect(page.getByText(t.errors.paymentNotConfirmed)).toBeVisible();
        await shot(page, 'payment-waiting');

        await page.goto(`/events/${paid}/upgrade?lang=${lang}`);
        await expect(page.getByTestId('upgrade-price-premium')).toBeVisible();
        await shot(page, 'upgrade');
        await page.goto(`/events/${trial}/upgrade?lang=${lang}`);
        await expect(page.getByLabel(t.payments.upgrade.activationLabel)).toBeVisible();
        await shot(page, 'upgrade-trial-date');
        await page.goto(`/events/gift/premium?lang=${lang}`);
        await expect(page.getByTestId('gift-amount')).toBeVisible();
        await shot(page, 'gift');
      });
    });
  }
}
