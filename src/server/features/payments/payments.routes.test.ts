/**
 * Payments in test mode (no Stripe key) on a real server and database: the
 * checkout of an unpaid event, upgrades, gifts and activation codes, through
 * the test checkout page's "pay" and "fail", and every refusal leaving
 * nothing changed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addYears } from '../../../shared/domain/time';
import { browser, type HttpClient, signedInOwner, waitForMail } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import {
  auditOf,
  createEvent,
  eventRow,
  purchaseRow,
  schedulesOf,
  snapshot,
  today,
} from '../../../test/payments';
import { startTestServer, type TestServer } from '../../../test/server';
import { activationCodes, events } from '../../db/schema';

describe.each(testDatabases)('payments in test mode on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Opens the test checkout page of a checkout answer and presses "pay" or "fail". */
  async function settle(client: HttpClient, checkoutUrl: string, outcome: 'pay' | 'fail') {
    const path = new URL(checkoutUrl).pathname;
    const page = await client.get(path);
    expect(page.status).toBe(200);
    const res = await client.post(`/api${path}/${outcome}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(path);
    return page;
  }

  it('opens the test checkout in the language the owner was using, with the site icon', async () => {
    const owner = await signedInOwner(server);
    const event = await createEvent(owner.client);
    const res = await owner.client.post(`/api/events/${event.id}/checkout?lang=en`);
    expect(res.status).toBe(201);
    const url = new URL(res.body.checkoutUrl);
    expect(url.searchParams.get('lang')).toBe('en');
    const page = await owner.client.get(`${url.pathname}${url.search}`);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });

  it('pays for an unpaid event through the test checkout page, once', async () => {
    const owner = await signedInOwner(server);
    const event = await createEvent(owner.client);
    expect(event.paid).toBe(false);

    const res = await owner.client.post(`/api/events/${event.id}/checkout`);
    expect(res.status).toBe(201);
    expect(res.body.purchase).toMatchObject({
      kind: 'event',
      eventId: event.id,
      plan: 'basic',
      amount: 9900,
      currency: 'PLN',
      status: 'pending',
      provider: 'test',
      activationCode: null,
    });
    const purchaseId = res.body.purchase.id;
    expect(res.body.checkoutUrl).toBe(
      `${server.config.baseUrl}/payments/test-checkout/${purchaseId}?lang=pl`,
    );

    // Nothing is paid until the checkout confirms.
    expect((await eventRow(server, event.id))?.paid).toBe(false);
    const page = await settle(owner.client, res.body.checkoutUrl, 'pay');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('TRYB TESTOWY');
    expect(page.body).toContain('99');

    const status = await owner.client.get(`/api/payments/purchases/${purchaseId}`);
    expect(status.body.purchase).toMatchObject({ status: 'paid' });
    expect(status.body.purchase.paidAt).not.toBeNull();
    expect((await eventRow(server, event.id))?.paid).toBe(true);
    expect((await schedulesOf(server, event.id)).every((s) => s.paid)).toBe(true);
    const listed = await owner.client.get('/api/events');
    expect(listed.body.events[0]).toMatchObject({ id: event.id, paid: true });

    // The page now shows the result; pressing "pay" again changes nothing.
    const after = await owner.client.get(new URL(res.body.checkoutUrl).pathname);
    expect(after.body).toContain('Płatność przyjęta');
    const trail = await auditOf(server, purchaseId);
    expect(trail.map((e) => [e.fromStatus, e.toStatus, e.source])).toEqual([
      [null, 'pending', 'checkout'],
      ['pending', 'paid', 'test-checkout'],
    ]);
    await owner.client.post(`/api/payments/test-checkout/${purchaseId}/pay`);
    await owner.client.post(`/api/payments/test-checkout/${purchaseId}/fail`);
    expect(await auditOf(server, purchaseId)).toHaveLength(2);
    expect((await purchaseRow(server, purchaseId))?.status).toBe('paid');

    // Paid now: a second checkout is refused.
    const again = await owner.client.post(`/api/events/${event.id}/checkout`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('errors.eventAlreadyPaid');
  });

  it('a failed checkout marks the purchase failed and leaves the event unpaid', async () => {
    const owner = await signedInOwner(server, { language: 'en' });
    const event = await createEvent(owner.client, { plan: 'standard' });
    const res = await owner.client.post(`/api/events/${event.id}/checkout`);
    expect(res.body.purchase.amount).toBe(24900);
    const page = await settle(owner.client, res.body.checkoutUrl, 'fail');
    expect(page.body).toContain('TEST MODE');
    const purchase = await purchaseRow(server, res.body.purchase.id);
    expect(purchase).toMatchObject({ status: 'failed' });
    expect(purchase?.errorMessage).toBeTruthy();
    expect((await eventRow(server, event.id))?.paid).toBe(false);
    // A new attempt is a new purchase.
    const retry = await owner.client.post(`/api/events/${event.id}/checkout`);
    expect(retry.status).toBe(201);
    expect(retry.body.purchase.id).not.toBe(res.body.purchase.id);
  });

  it('refuses checkouts that make no sense, changing nothing', async () => {
    const owner = await signedInOwner(server);
    const other = await signedInOwner(server);
    const trial = await createEvent(owner.client, { plan: 'trial', activationDate: undefined });
    const unpaid = await createEvent(owner.client);
    const before = await snapshot(server);

    const trialRes = await owner.client.post(`/api/events/${trial.id}/checkout`);
    expect(trialRes.status).toBe(409);
    expect(trialRes.body.error).toBe('errors.paymentNotRequired');
    const foreign = await other.client.post(`/api/events/${unpaid.id}/checkout`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('errors.eventNotFound');
    const missing = await owner.client.post('/api/events/no-such-event/checkout');
    expect(missing.status).toBe(404);
    const anonymous = await browser(server).post(`/api/events/${unpaid.id}/checkout`);
    expect(anonymous.status).toBe(401);
    const unknownPage = await browser(server).get('/payments/test-checkout/nope');
    expect(unknownPage.status).toBe(404);
    const unknownPay = await browser(server).post('/api/payments/test-checkout/nope/pay');
    expect(unknownPay.status).toBe(404);

    expect(await snapshot(server)).toEqual(before);
  });

  it('upgrades basic to premium for the 250 zł difference; the plan changes only when paid', async () => {
    const owner = await signedInOwner(server);
    const event = await createEvent(owner.client);
    const pay = await owner.client.post(`/api/events/${event.id}/checkout`);
    await settle(owner.client, pay.body.checkoutUrl, 'pay');
    const paidRow = await eventRow(server, event.id);

    const res = await owner.client.post(`/api/events/${event.id}/upgrade`, { plan: 'premium' });
    expect(res.status).toBe(201);
    expect(res.body.purchase).toMatchObject({
      kind: 'upgrade',
      fromPlan: 'basic',
      plan: 'premium',
      amount: 25000,
      status: 'pending',
    });
    // Chosen: the ttl covers premium, a new (inactive) e-mail schedule exists; the plan is still basic.
    const chosen = await eventRow(server, event.id);
    expect(chosen?.plan).toBe('basic');
    expect(chosen?.expiresAt.getTime()).toBeGreaterThan(paidRow?.expiresAt.getTime() ?? 0);
    const schedules = await schedulesOf(server, event.id);
    expect(schedules).toHaveLength(2);
    expect(schedules[1]).toMatchObject({
      plan: 'premium',
      isUpgrade: true,
      paid: false,
      nextEmailAt: null,
    });

    await settle(owner.client, res.body.checkoutUrl, 'pay');
    const upgraded = await eventRow(server, event.id);
    expect(upgraded).toMatchObject({
      plan: 'premium',
      paid: true,
      activationDate: paidRow?.activationDate,
    });
    const after = await schedulesOf(server, event.id);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ plan: 'premium', paid: true, isUpgrade: true });
    expect(after[1]?.nextEmailType).toBe('beforeEventStartsEmail');
    expect(after[0]?.nextEmailAt).toBeNull();

    // Premium: nothing higher.
    const top = await owner.client.post(`/api/events/${event.id}/upgrade`, { plan: 'premium' });
    expect(top.status).toBe(400);
    expect(top.body.error).toBe('errors.upgradeNotAllowed');
  });

  it('refuses lower or equal plans, unpaid events and other owners’ events, changing nothing', async () => {
    const owner = await signedInOwner(server);
    const other = await signedInOwner(server);
    const standard = await createEvent(owner.client, { plan: 'standard' });
    const unpaid = await createEvent(owner.client, { plan: 'basic' });
    await server.database.db.update(events).set({ paid: true }).where(eq(events.id, standard.id));
    const before = await snapshot(server);

    for (const plan of ['basic', 'standard']) {
      const res = await owner.client.post(`/api/events/${standard.id}/upgrade`, { plan });
      expect(res.status, plan).toBe(400);
      expect(res.body.error).toBe('errors.upgradeNotAllowed');
    }
    for (const plan of ['trial', 'gold', '', 42]) {
      const res = await owner.client.post(`/api/events/${standard.id}/upgrade`, { plan });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('errors.validation');
    }
    const unpaidRes = await owner.client.post(`/api/events/${unpaid.id}/upgrade`, {
      plan: 'premium',
    });
    expect(unpaidRes.status).toBe(402);
    expect(unpaidRes.body.error).toBe('errors.eventUnpaid');
    const foreign = await other.client.post(`/api/events/${standard.id}/upgrade`, {
      plan: 'premium',
    });
    expect(foreign.status).toBe(404);
    const anonymous = await browser(server).post(`/api/events/${standard.id}/upgrade`, {
      plan: 'premium',
    });
    expect(anonymous.status).toBe(401);

    expect(await snapshot(server)).toEqual(before);
  });

  it('upgrades a trial with the activation date chosen with the plan', async () => {
    const owner = await signedInOwner(server);
    const trial = await createEvent(owner.client, { plan: 'trial', activationDate: undefined });
    const before = await snapshot(server);
    for (const activationDate of [
      undefined,
      '',
      'soon',
      addDays(today(), -1),
      addDays(addYears(today(), 2), 1),
    ]) {
      const res = await owner.client.post(`/api/events/${trial.id}/upgrade`, {
        plan: 'standard',
        ...(activationDate === undefined ? {} : { activationDate }),
      });
      expect(res.status, String(activationDate)).toBe(400);
      expect(res.body.error).toBe('errors.validation');
      expect(res.body.data.issues[0].path).toBe('activationDate');
    }
    expect(await snapshot(server)).toEqual(before);

    const activationDate = addDays(today(), 60);
    const res = await owner.client.post(`/api/events/${trial.id}/upgrade`, {
      plan: 'standard',
      activationDate,
    });
    expect(res.status).toBe(201);
    expect(res.body.purchase).toMatchObject({ fromPlan: 'trial', plan: 'standard', amount: 24900 });
    expect((await eventRow(server, trial.id))?.plan).toBe('trial');
    await settle(owner.client, res.body.checkoutUrl, 'pay');
    const upgraded = await eventRow(server, trial.id);
    expect(upgraded).toMatchObject({ plan: 'standard', paid: true, activationDate });
    const schedules = await schedulesOf(server, trial.id);
    expect(schedules.at(-1)).toMatchObject({
      plan: 'standard',
      paid: true,
      startUploadDate: activationDate,
      endFreeTrialDate: null,
    });
  });

  it('a gift yields a single-use code by e-mail; an event created with it is paid on its plan', async () => {
    const buyer = await signedInOwner(server, { language: 'en' });
    const res = await buyer.client.post('/api/payments/gift', { plan: 'premium' });
    expect(res.status).toBe(201);
    expect(res.body.purchase).toMatchObject({ kind: 'gift', eventId: null, amount: 34900 });
    await settle(buyer.client, res.body.checkoutUrl, 'pay');
    const mail = await waitForMail(server.dataDir, buyer.email, 2);
    expect(mail.subject).toContain('activation code');
    const code = /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    expect(mail.html).toContain(code);
    const status = await buyer.client.get(`/api/payments/purchases/${res.body.purchase.id}`);
    expect(status.body.purchase).toMatchObject({ status: 'paid', activationCode: code });
    // Paying twice does not issue a second code.
    await buyer.client.post(`/api/payments/test-checkout/${res.body.purchase.id}/pay`);
    const codes = await server.database.db
      .select()
      .from(activationCodes)
      .where(eq(activationCodes.purchaseId, res.body.purchase.id));
    expect(codes).toHaveLength(1);

    const friend = await signedInOwner(server);
    const typed = (code as string).toLowerCase().replace(/-/g, ' ');
    const verified = await friend.client.post('/api/activation-codes/verify', { code: typed });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ code, plan: 'premium' });
    const viaGet = await friend.client.get(
      `/api/activation-codes/verify?code=${encodeURIComponent(typed)}`,
    );
    expect(viaGet.body).toEqual({ code, plan: 'premium' });

    const created = await createEvent(friend.client, { plan: 'basic', activationCode: typed });
    expect(created).toMatchObject({ plan: 'premium', paid: true });
    const [used] = await server.database.db
      .select()
      .from(activationCodes)
      .where(eq(activationCodes.code, code as string));
    expect(used?.usedByEventId).toBe(created.id);
    expect(used?.usedAt).not.toBeNull();
    expect((await schedulesOf(server, created.id))[0]).toMatchObject({
      plan: 'premium',
      paid: true,
    });

    const before = await snapshot(server);
    const reuse = await friend.client.post('/api/activation-codes/verify', { code });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('errors.activationCodeUsed');
    const second = await friend.client.post('/api/events', {
      name: 'Again',
      eventDate: addDays(today(), 10),
      type: 'other',
      language: 'pl',
      plan: 'premium',
      activationDate: addDays(today(), 10),
      activationCode: code,
    });
    expect(second.status).toBe(400);
    expect(second.body.error).toBe('errors.activationCodeUsed');
    expect(await snapshot(server)).toEqual(before);
  });

  it('refuses malformed and unknown codes with the invalid-code message, changing nothing', async () => {
    const owner = await signedInOwner(server);
    const before = await snapshot(server);
    for (const code of ['ABCD-1234', 'x', 'UUUU-UUUU-UUUU-UUUU', '0000-0000-0000-0000', 'ąęść']) {
      const res = await owner.client.post('/api/activation-codes/verify', { code });
      expect(res.status, code).toBe(400);
      expect(res.body.error).toBe('errors.invalidActivationCode');
      const create = await owner.client.post('/api/events', {
        name: 'Z kodem',
        eventDate: addDays(today(), 10),
        type: 'other',
        language: 'pl',
        plan: 'basic',
        activationDate: addDays(today(), 10),
        activationCode: code,
      });
      expect(create.status, code).toBe(400);
      expect(create.body.error).toBe('errors.invalidActivationCode');
    }
    const tooLong = await owner.client.post('/api/activation-codes/verify', {
      code: 'A'.repeat(65),
    });
    expect(tooLong.status).toBe(400);
    const anonymous = await browser(server).post('/api/activation-codes/verify', { code: 'x' });
    expect(anonymous.status).toBe(401);
    expect(await snapshot(server)).toEqual(before);
  });

  it('two owners racing for one code: exactly one event is created', async () => {
    const first = await signedInOwner(server);
    const second = await signedInOwner(server);
    const code = '7K3D-9QXA-M2TW-H5RC';
    await server.database.db
      .insert(activationCodes)
      .values({ id: 'race-code', code, plan: 'standard', email: 'op@example.com' });
    const body = {
      name: 'Wyścig',
      eventDate: addDays(today(), 10),
      type: 'other',
      language: 'pl',
      plan: 'basic',
      activationDate: addDays(today(), 10),
      activationCode: code,
    };
    const results = await Promise.all([
      first?.client.post('/api/events', body),
      second?.client.post('/api/events', body),
    ]);
    const statuses = results.map((r) => r?.status).sort();
    expect(statuses).toEqual([201, 400]);
    const loser = results.find((r) => r?.status === 400);
    expect(loser?.body.error).toBe('errors.activationCodeUsed');
    const made = await server.database.db.select().from(events).where(eq(events.name, 'Wyścig'));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ plan: 'standard', paid: true });
  });

  it('shows a purchase only to its buyer', async () => {
    const owner = await signedInOwner(server);
    const other = await signedInOwner(server);
    const res = await owner.client.post('/api/payments/gift', { plan: 'basic' });
    const id = res.body.purchase.id;
    expect((await other.client.get(`/api/payments/purchases/${id}`)).status).toBe(404);
    expect((await browser(server).get(`/api/payments/purchases/${id}`)).status).toBe(401);
    expect((await owner.client.get('/api/payments/purchases/nope')).status).toBe(404);
    const bad = await owner.client.post('/api/payments/gift', { plan: 'trial' });
    expect(bad.status).toBe(400);
  });

  it('refuses webhooks in test mode', async () => {
    const before = await snapshot(server);
    const res = await browser(server).post('/api/payments/webhook/stripe', {
      type: 'checkout.session.completed',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('errors.invalidWebhookSignature');
    expect(await snapshot(server)).toEqual(before);
  });
});
