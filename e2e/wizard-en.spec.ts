/**
 * The wizard and the event page in English on a phone: the step counter counts the step a
 * paid plan adds, a trial whose upload days end before the event warns before it is created,
 * the event page says when guests can upload, and with three trials the trial card says so.
 * The browser refuses site data (reading localStorage, sessionStorage or indexedDB throws, as in
 * Chromium with site data blocked): nothing of it may depend on storage.
 */
import { expect, test } from '@playwright/test';
import { plans } from '../src/shared/domain/plans';
import { addDays, localDate } from '../src/shared/domain/time';
import { hasChromium, skipReason } from './browser';
import { expectNoCatalogueKeys, expectNoHorizontalOverflow, refuseSiteData } from './helpers';
import { catalogues, createOwner, signInThroughApi } from './owners';

test.skip(!hasChromium, skipReason);

const t = catalogues.en;
const c = t.events.create;
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('trial dates, the step counter and the trial limit, in English', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // A journey: the wizard, the new event, the events list.
  test.setTimeout(90_000);
  const owner = await createOwner(request, baseURL as string, { language: 'en' });
  await signInThroughApi(page, baseURL as string, owner);
  await refuseSiteData(page);
  const today = localDate(new Date(), 'Europe/Warsaw');
  const eventDate = addDays(today, 30);
  const counter = page.getByText(/^Step \d of \d/);

  await page.goto('/events/create?lang=en');
  await expect(counter).toHaveText(`Step 1 of 4: ${c.steps.start}`);
  await page.getByRole('button', { name: c.next }).click();
  await page.getByLabel(c.details.name).fill('Christmas party');
  await page.getByLabel(c.details.date).fill(eventDate);
  await page.getByRole('radio', { name: c.types.business }).click();
  await page.getByRole('button', { name: c.next }).click();
  await expect(counter).toHaveText(`Step 3 of 4: ${c.steps.plan}`);
  await page.getByTestId('plan-trial').getByRole('button').click();
  await expect(counter).toHaveText(`Step 3 of 3: ${c.steps.plan}`);
  const lastUpload = addDays(today, plans.trial.uploadDays - 1);
  await expect(page.getByTestId('trial-dates-warning')).toHaveText(
    c.plan.trialEndsBeforeEvent
      .replace('{{uploadEnd}}', longDay(lastUpload))
      .replace('{{eventDate}}', longDay(eventDate)),
  );
  await expectNoCatalogueKeys(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('trial-warning-en-390.png'), fullPage: true });
  await page.getByRole('button', { name: c.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);

  const list = await (await page.request.get('/api/events')).json();
  const created = list.events.find((e: { name: string }) => e.name === 'Christmas party');
  await page.goto(`/events/album/${created.id}?lang=en`);
  await expect(page.getByTestId('event-windows')).toHaveText(
    t.events.page.windows
      .replace('{{from}}', longDay(today))
      .replace('{{to}}', longDay(lastUpload))
      .replace('{{downloadEnd}}', longDay(addDays(lastUpload, plans.trial.downloadDays))),
  );

  // Two more trials make three: the fourth is refused at the plan step, with the reason.
  for (const name of ['Second', 'Third']) {
    const response = await page.request.post('/api/events', {
      headers: { origin: baseURL as string },
      data: { name, eventDate, type: 'friends', language: 'en', plan: 'trial' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto('/events?lang=en');
  await expect(page.getByText('Third').first()).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(t.events.card.create.title) })
    .first()
    .click();
  await page.getByRole('button', { name: c.next }).click();
  await page.getByLabel(c.details.name).fill('Fourth');
  await page.getByLabel(c.details.date).fill(eventDate);
  await page.getByRole('radio', { name: c.types.business }).click();
  await page.getByRole('button', { name: c.next }).click();
  const trial = page.getByTestId('plan-trial');
  await expect(trial.getByRole('note')).toHaveText(
    t.errors.trialLimitReached.replace('{{max}}', '3'),
  );
  await expect(trial.getByRole('button')).toBeDisabled();
});
