/**
 * Events journey: a new owner creates a trial event through the wizard and
 * finds its card on /events, collecting photos. Screenshots of the list and
 * of every wizard step, in Polish, on a phone and a desktop (and 320 px wide).
 */
import { expect, type Page, test } from '@playwright/test';
import { plans } from '../src/shared/domain/plans';
import { addDays, localDate } from '../src/shared/domain/time';
import { containing } from '../src/test/patterns';
import { hasChromium, skipReason } from './browser';
import { expectNoCatalogueKeys, expectNoHorizontalOverflow } from './helpers';
import {
  catalogues,
  createOwner,
  createTrialEvent,
  ownerWithTrial,
  signInThroughApi,
} from './owners';

test.skip(!hasChromium, skipReason);

const t = catalogues.pl;
const c = t.events.create;

const viewports = [
  { name: 'small', width: 320, height: 640 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const viewport of viewports) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('creating a trial event through the wizard (pl)', async ({ page, request, baseURL }) => {
      test.setTimeout(60_000);
      const size = `${viewport.width}x${viewport.height}`;
      const shot = async (name: string) => {
        await expectNoCatalogueKeys(page);
        await expectNoHorizontalOverflow(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: `test-results/screenshots/events-${name}-pl-${size}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      };
      const owner = await createOwner(request, baseURL as string, { language: 'pl' });
      await signInThroughApi(page, baseURL as string, owner);

      await page.goto('/events?lang=pl');
      await expect(
        page.getByRole('heading', { level: 1, name: t.shell.events.title }),
      ).toBeVisible();
      await expect(page.getByText(t.shell.events.empty.title)).toBeVisible();
      await shot('list-empty');

      await page.getByRole('link', { name: containing(t.events.card.create.title) }).click();
      await expect(page).toHaveURL(/\/events\/create$/);
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
      await shot('wizard-0-start');
      await next(page);

      const name = `Wesele Ani i Tomka ${viewport.name}`;
      const eventDate = addDays(localDate(new Date(), 'Europe/Warsaw'), 30);
      await expect(page.getByRole('heading', { name: c.details.title })).toBeVisible();
      await next(page);
      await expect(page.getByText(t.validation.event.nameRequired)).toBeVisible();
      await shot('wizard-1-details-errors');
      await page.getByLabel(c.details.name).fill(name);
      await page.getByLabel(c.details.date).fill(eventDate);
      await page.getByRole('radio', { name: c.types.wedding }).click();
      await page.getByLabel(c.details.guestCount).fill('120');
      await shot('wizard-1-details');
      await next(page);

      await expect(page.getByRole('heading', { name: c.plan.title })).toBeVisible();
      await page.getByTestId('plan-standard').getByRole('button').click();
      await shot('wizard-2-plan');
      await next(page);
      await expect(page.getByRole('heading', { name: c.activation.title })).toBeVisible();
      await page.getByLabel(c.activation.date).fill(eventDate);
      await shot('wizard-3-activation');

      await page.getByRole('button', { name: c.previous }).click();
      await page.getByTestId('plan-trial').getByRole('button').click();
      await expect(page.getByTestId('plan-trial').getByRole('button')).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The event is a month away, the trial takes uploads for 7 days from today: said first.
      const today = localDate(new Date(), 'Europe/Warsaw');
      const longDay = (day: string) =>
        new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${day}T12:00:00Z`),
        );
      await expect(page.getByTestId('trial-dates-warning')).toHaveText(
        c.plan.trialEndsBeforeEvent
          .replace('{{uploadEnd}}', longDay(addDays(today, plans.trial.uploadDays - 1)))
          .replace('{{eventDate}}', longDay(eventDate)),
      );
      await shot('wizard-2-trial-warning');
      await page.getByRole('button', { name: c.submit }).click();

      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByText(`Wydarzenie „${name}” jest gotowe.`)).toBeVisible();
      const card = page.getByTestId('event-card').filter({ hasText: name });
      await expect(card).toBeVisible();
      await expect(card.getByText(t.events.states.uploading)).toBeVisible();
      await expect(card.getByText('0 / 10 plików')).toBeVisible();
      await expect(card.getByText('Pakiet Próbny')).toBeVisible();
      await expect(card.getByRole('link', { name })).toHaveAttribute('href', /\/events\/album\/.+/);
      await expect(card.getByRole('link', { name: t.events.card.payNow })).toHaveCount(0);
      await page.waitForTimeout(300);
      await shot('list');

      // The event page says when guests can upload, in plain words.
      await card.getByRole('link', { name }).click();
      await expect(page.getByTestId('event-windows')).toHaveText(
        t.events.page.windows
          .replace('{{from}}', longDay(today))
          .replace('{{to}}', longDay(addDays(today, plans.trial.uploadDays - 1)))
          .replace(
            '{{downloadEnd}}',
            longDay(addDays(today, plans.trial.uploadDays - 1 + plans.trial.downloadDays)),
          ),
      );
    });
  });
}

async function next(page: Page) {
  await page.getByRole('button', { name: c.next }).click();
}

test.describe('other ways through the wizard', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an invalid code, a paid plan waiting for payment and the fourth trial (pl)', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const owner = await createOwner(request, baseURL as string, { language: 'pl' });
    await signInThroughApi(page, baseURL as string, owner);
    const day = addDays(localDate(new Date(), 'Europe/Warsaw'), 10);

    async function details(name: string) {
      await page.getByLabel(c.details.name).fill(name);
      await page.getByLabel(c.details.date).fill(day);
      await page.getByRole('radio', { name: c.types.family }).click();
      await next(page);
    }

    // With a code: the server checks it on the first step and refuses a wrong one.
    await page.goto('/events/create?lang=pl');
    await page.getByRole('radio', { name: containing(c.start.withCode) }).click();
    await page.getByRole('textbox', { name: c.start.code }).fill('ABCD-1234');
    await next(page);
    await expect(page.getByText(t.errors.invalidActivationCode)).toBeVisible();
    await expect(page.getByRole('textbox', { name: c.start.code })).toHaveValue('ABCD-1234');

    // A paid plan: created unpaid, its card asks for payment.
    await page.getByRole('radio', { name: containing(c.start.withoutCode) }).click();
    await next(page);
    await details('Chrzciny Zosi');
    await page.getByTestId('plan-premium').getByRole('button').click();
    await next(page);
    await page.getByLabel(c.activation.date).fill(day);
    await expect(page.getByLabel(c.activation.date)).toHaveValue(day);
    await page.getByRole('button', { name: c.submitPaid }).click();
    // Created unpaid: straight to its payment page; its card on the list asks for payment.
    await expect(page).toHaveURL(/\/events\/payment\/.+/);
    await page.goto('/events?lang=pl');
    const card = page.getByTestId('event-card').filter({ hasText: 'Chrzciny Zosi' });
    await expect(card.getByText(t.events.states.notYetActive)).toBeVisible();
    await expect(card.getByText('0 plików')).toBeVisible();
    await expect(card.getByRole('link', { name: t.events.card.payNow })).toHaveAttribute(
      'href',
      /\/events\/payment\/.+/,
    );
    await page.waitForTimeout(300);
    await page.screenshot({
      path: 'test-results/screenshots/events-list-unpaid-pl-1440x900.png',
      fullPage: true,
      animations: 'disabled',
    });

    // Three trials exist: the fourth is refused with the spec's message.
    for (const index of [1, 2, 3]) {
      const response = await page.request.post('/api/events', {
        headers: { origin: baseURL as string },
        data: {
          name: `Próba ${index}`,
          eventDate: day,
          type: 'friends',
          language: 'pl',
          plan: 'trial',
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    // The sidebar's list knows of them: the trial card says so at the plan step.
    await page.goto('/events?lang=pl');
    await expect(page.getByText('Próba 3').first()).toBeVisible();
    await page.getByRole('link', { name: containing(t.events.card.create.title) }).click();
    await next(page);
    await details('Czwarta próba');
    const trial = page.getByTestId('plan-trial');
    await expect(trial.getByRole('note')).toHaveText(
      t.errors.trialLimitReached.replace('{{max}}', '3'),
    );
    await expect(trial.getByRole('button')).toBeDisabled();
    await expect(page.getByTestId('plan-basic').getByRole('button')).toBeEnabled();
    await expect(page).toHaveURL(/\/events\/create(\?|$)/);
  });
});

test.describe('the sidebar after an event’s download period', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('lists the event until its last download day and leaves it out after (pl)', async ({
    page,
    request,
    baseURL,
  }) => {
    // Trials made today: 7 upload days, then 7 download days, in Warsaw time.
    await ownerWithTrial(page, request, baseURL ?? '', 'Urodziny Ani');
    await createTrialEvent(page, 'Wesele Oli');
    const listed = await page.request.get('/api/events');
    const { events } = (await listed.json()) as {
      events: { name: string; periods: { downloadEnd: string } }[];
    };
    const downloadEnd = Date.parse(events[0]?.periods.downloadEnd ?? '');
    expect(downloadEnd).toBeGreaterThan(Date.now());
    const nav = page.getByRole('navigation', { name: t.shell.nav.label });

    // The browser's clock a minute before the end of the last download day: both listed.
    await page.clock.setFixedTime(downloadEnd - 60_000);
    await page.goto('/events?lang=pl');
    await expect(nav.getByText('Urodziny Ani')).toBeVisible();
    await expect(nav.getByText('Wesele Oli')).toBeVisible();

    // A minute after it: the sidebar leaves both out, though the server's clock has not moved.
    await page.clock.setFixedTime(downloadEnd + 60_000);
    await page.goto('/events?lang=pl');
    await expect(page.getByRole('heading', { level: 1, name: t.shell.events.title })).toBeVisible();
    await expect(nav).toBeVisible();
    await expect(nav.getByText('Urodziny Ani')).toHaveCount(0);
    await expect(nav.getByText('Wesele Oli')).toHaveCount(0);
  });
});
