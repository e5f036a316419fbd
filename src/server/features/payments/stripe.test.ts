/**
 * Payments with the Stripe adapter on a real server and database. The Stripe
 * SDK talks to a local HTTP server that speaks Stripe's REST protocol and
 * records each Checkout Session request; webhooks are signed with the SDK's
 * own test-header helper: valid, tampered, unsigned, replayed, stale, out of
 * order and of unknown types.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { auditOf, createEvent, eventRow, purchaseRow, snapshot } from '../../../test/payments';
import { startTestServer, type TestServer } from '../../../test/server';

const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;

type Recorded = { path: string; authorization: string | undefined; params: URLSearchParams };

/** A stand-in for api.stripe.com: creates Checkout Sessions and remembers the requests. */
async function startFakeStripe() {
  const requests: Recorded[] = [];
  let failNext = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, params });
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_${randomBytes(6).toString('hex')}`);
      if (failNext || req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        failNext = false;
        res.statusCode = 400;
        res.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'Payment method p24 is not enabled.' },
          }),
        );
        return;
      }
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
          currency: params.get('line_items[0][price_data][currency]'),
          client_reference_id: params.get('client_reference_id'),
          customer_email: params.get('customer_email'),
          metadata: { purchaseId: params.get('metadata[purchaseId]') },
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failOnce() {
      failNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const stripe = new Stripe('sk_test_helper');

/** A Stripe event about a Checkout Session, as Stripe sends it. */
function sessionEvent(
  type: string,
  session: {
    id: string;
    purchaseId: string;
    amount: number;
    paymentStatus?: string;
    currency?: string;
  },
) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        amount_total: session.amount,
        currency: session.currency ?? 'pln',
        payment_status: session.paymentStatus ?? 'paid',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        metadata: { purchaseId: session.purchaseId },
      },
    },
  };
}

describe.each(testDatabases)('payments with Stripe on $kind', (testDatabase) => {
  let server: TestServer;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;

  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await startTestServer(testDatabase, {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_momenty',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: fake.url,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  async function deliver(payload: string, header?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (header !== undefined) headers['stripe-signature'] = header;
    const res = await fetch(`${server.url}/api/payments/webhook/stripe`, {
      method: 'POST',
      headers,
      body: payload,
    });
    return { status: res.status, body: await res.json() };
  }

  function signed(event: object, timestamp?: number) {
    const payload = JSON.stringify(event, null, 2);
    const header = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      ...(timestamp ? { timestamp } : {}),
    });
    return { payload, header };
  }

  /** An owner with an unpaid event and an open Checkout Session for it. */
  async function openCheckout(plan = 'basic') {
    const owner = await signedInOwner(server);
    const event = await createEvent(owner.client, { plan });
    const res = await owner.client.post(`/api/events/${event.id}/checkout`);
    expect(res.status).toBe(201);
    const purchase = await purchaseRow(server, res.body.purchase.id);
    return { owner, event, res, purchase: purchase as NonNullable<typeof purchase> };
  }

  it('opens a Checkout Session in PLN for the plan price, with the e-mail, event id and Polish methods', async () => {
    const { owner, event, res, purchase } = await openCheckout('standard');
    expect(res.body.purchase).toMatchObject({
      provider: 'stripe',
      amount: 24900,
      status: 'pending',
    });
    expect(res.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.authorization).toBe('Bearer sk_test_momenty');
    const p = request?.params as URLSearchParams;
    expect(p.get('mode')).toBe('payment');
    expect(p.get('line_items[0][price_data][unit_amount]')).toBe('24900');
    expect(p.get('line_items[0][price_data][currency]')).toBe('pln');
    expect(p.get('line_items[0][quantity]')).toBe('1');
    expect(p.get('customer_email')).toBe(owner.email);
    expect(p.get('client_reference_id')).toBe(event.id);
    expect(p.get('metadata[purchaseId]')).toBe(purchase.id);
    expect(
      p
        .getAll('allowed_payment_method_types[0]')
        .concat(
          p.getAll('allowed_payment_method_types[1]'),
          p.getAll('allowed_payment_method_types[2]'),
        ),
    ).toEqual(['card', 'blik', 'p24']);
    expect(p.get('success_url')).toContain(`/events/payment/${event.id}?purchase=${purchase.id}`);
    expect(purchase.providerRef).toMatch(/^cs_test_/);
    // No test checkout page under Stripe.
    expect((await owner.client.get(`/payments/test-checkout/${purchase.id}`)).status).toBe(404);
    expect((await owner.client.post(`/api/payments/test-checkout/${purchase.id}/pay`)).status).toBe(
      404,
    );
    expect((await eventRow(server, event.id))?.paid).toBe(false);
  });

  it('asks only for the difference on an upgrade (basic → premium: 250 zł)', async () => {
    const { owner, event, purchase } = await openCheckout('basic');
    const paid = signed(
      sessionEvent('checkout.session.completed', {
        id: purchase.providerRef ?? '',
        purchaseId: purchase.id,
        amount: 9900,
      }),
    );
    expect((await deliver(paid.payload, paid.header)).status).toBe(200);
    expect((await eventRow(server, event.id))?.paid).toBe(true);
    fake.requests.length = 0;
    const res = await owner.client.post(`/api/events/${event.id}/upgrade`, { plan: 'premium' });
    expect(res.status).toBe(201);
    const p = fake.requests[0]?.params as URLSearchParams;
    expect(p.get('line_items[0][price_data][unit_amount]')).toBe('25000');
    expect(p.get('line_items[0][price_data][currency]')).toBe('pln');
    expect(p.get('client_reference_id')).toBe(event.id);
    expect(p.get('customer_email')).toBe(owner.email);
    const upgrade = await purchaseRow(server, res.body.purchase.id);
    const done = signed(
      sessionEvent('checkout.session.completed', {
        id: upgrade?.providerRef ?? '',
        purchaseId: upgrade?.id ?? '',
        amount: 25000,
      }),
    );
    expect((await deliver(done.payload, done.header)).status).toBe(200);
    expect(await eventRow(server, event.id)).toMatchObject({ plan: 'premium', paid: true });
  });

  it('marks the purchase paid only on a verified webhook; replays change nothing', async () => {
    const { event, purchase } = await openCheckout();
    const event1 = sessionEvent('checkout.session.completed', {
      id: purchase.providerRef ?? '',
      purchaseId: purchase.id,
      amount: 9900,
    });
    const { payload, header } = signed(event1);

    // Tampered: the amount changed after signing.
    const before = await snapshot(server);
    const tampered = payload.replace('"amount_total": 9900', '"amount_total": 1');
    expect(tampered).not.toBe(payload);
    const t = await deliver(tampered, header);
    expect(t.status).toBe(400);
    expect(t.body.error).toBe('errors.invalidWebhookSignature');
    // Re-serialised (whitespace) is not the signed body either.
    expect((await deliver(JSON.stringify(event1), header)).status).toBe(400);
    // Unsigned, or signed with another secret, or a garbage header.
    expect((await deliver(payload)).status).toBe(400);
    const foreign = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect((await deliver(payload, foreign)).status).toBe(400);
    expect((await deliver(payload, 'nonsense')).status).toBe(400);
    // Too old (outside the tolerance).
    const stale = signed(event1, Math.floor(Date.now() / 1000) - 3600);
    expect((await deliver(stale.payload, stale.header)).status).toBe(400);
    expect(await snapshot(server)).toEqual(before);

    const ok = await deliver(payload, header);
    expect(ok).toEqual({ status: 200, body: { received: true } });
    expect((await eventRow(server, event.id))?.paid).toBe(true);
    const paid = await purchaseRow(server, purchase.id);
    expect(paid?.status).toBe('paid');
    const trail = await auditOf(server, purchase.id);
    expect(trail.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'paid',
      source: 'webhook',
      providerEventId: event1.id,
    });

    // The same delivery again, and again re-signed later: nothing changes.
    const afterPaid = await snapshot(server);
    expect((await deliver(payload, header)).status).toBe(200);
    const resigned = signed(event1);
    expect((await deliver(resigned.payload, resigned.header)).status).toBe(200);
    // A late "expired" or "failed" after payment changes nothing either.
    const late = signed(
      sessionEvent('checkout.session.expired', {
        id: purchase.providerRef ?? '',
        purchaseId: purchase.id,
        amount: 9900,
        paymentStatus: 'unpaid',
      }),
    );
    expect((await deliver(late.payload, late.header)).status).toBe(200);
    const lateFail = signed(
      sessionEvent('checkout.session.async_payment_failed', {
        id: purchase.providerRef ?? '',
        purchaseId: purchase.id,
        amount: 9900,
        paymentStatus: 'unpaid',
      }),
    );
    expect((await deliver(lateFail.payload, lateFail.header)).status).toBe(200);
    expect(await snapshot(server)).toEqual(afterPaid);
  });

  it('a delayed method: completed-unpaid waits, async success pays; failure and expiry never touch the event', async () => {
    const { event, purchase } = await openCheckout();
    const ref = purchase.providerRef ?? '';
    const waiting = signed(
      sessionEvent('checkout.session.completed', {
        id: ref,
        purchaseId: purchase.id,
        amount: 9900,
        paymentStatus: 'unpaid',
      }),
    );
    expect((await deliver(waiting.payload, waiting.header)).status).toBe(200);
    expect((await purchaseRow(server, purchase.id))?.status).toBe('pending');
    const succeeded = signed(
      sessionEvent('checkout.session.async_payment_succeeded', {
        id: ref,
        purchaseId: purchase.id,
        amount: 9900,
      }),
    );
    expect((await deliver(succeeded.payload, succeeded.header)).status).toBe(200);
    expect((await purchaseRow(server, purchase.id))?.status).toBe('paid');
    expect((await eventRow(server, event.id))?.paid).toBe(true);

    const second = await openCheckout();
    const ref2 = second.purchase.providerRef ?? '';
    const expired = signed(
      sessionEvent('checkout.session.expired', {
        id: ref2,
        purchaseId: second.purchase.id,
        amount: 9900,
        paymentStatus: 'unpaid',
      }),
    );
    expect((await deliver(expired.payload, expired.header)).status).toBe(200);
    const failed = await purchaseRow(server, second.purchase.id);
    expect(failed).toMatchObject({ status: 'failed', errorMessage: 'checkout expired' });
    expect((await eventRow(server, second.event.id))?.paid).toBe(false);
    // Out of order: a success that arrives after the failure still counts (the money was taken).
    const lateSuccess = signed(
      sessionEvent('checkout.session.async_payment_succeeded', {
        id: ref2,
        purchaseId: second.purchase.id,
        amount: 9900,
      }),
    );
    expect((await deliver(lateSuccess.payload, lateSuccess.header)).status).toBe(200);
    expect((await purchaseRow(server, second.purchase.id))?.status).toBe('paid');
    expect((await eventRow(server, second.event.id))?.paid).toBe(true);
    const trail = await auditOf(server, second.purchase.id);
    expect(trail.map((e) => e.toStatus)).toEqual(['pending', 'failed', 'paid']);
  });

  it('ignores unknown event types, unknown sessions and wrong amounts', async () => {
    const { event, purchase } = await openCheckout();
    const before = await snapshot(server);
    const other = signed({
      id: 'evt_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await deliver(other.payload, other.header)).status).toBe(200);
    const unknown = signed(
      sessionEvent('checkout.session.completed', {
        id: 'cs_test_unknown',
        purchaseId: 'nope',
        amount: 9900,
      }),
    );
    expect((await deliver(unknown.payload, unknown.header)).status).toBe(200);
    const cheap = signed(
      sessionEvent('checkout.session.completed', {
        id: purchase.providerRef ?? '',
        purchaseId: purchase.id,
        amount: 100,
      }),
    );
    expect((await deliver(cheap.payload, cheap.header)).status).toBe(200);
    const euro = signed(
      sessionEvent('checkout.session.completed', {
        id: purchase.providerRef ?? '',
        purchaseId: purchase.id,
        amount: 9900,
        currency: 'eur',
      }),
    );
    expect((await deliver(euro.payload, euro.header)).status).toBe(200);
    // Another session naming this purchase in its metadata is not this purchase's session.
    const impostor = signed(
      sessionEvent('checkout.session.completed', {
        id: 'cs_test_other',
        purchaseId: purchase.id,
        amount: 9900,
      }),
    );
    expect((await deliver(impostor.payload, impostor.header)).status).toBe(200);
    expect(await snapshot(server)).toEqual(before);
    expect((await eventRow(server, event.id))?.paid).toBe(false);
  });

  it('answers 502 when Stripe refuses the session, and records the purchase as failed', async () => {
    const owner = await signedInOwner(server);
    const event = await createEvent(owner.client);
    fake.failOnce();
    const res = await owner.client.post(`/api/events/${event.id}/checkout`);
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('errors.paymentProviderFailed');
    const purchases = (await snapshot(server)).purchases.filter((p) => p.eventId === event.id);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ status: 'failed' });
    expect(purchases[0]?.errorMessage).toContain('p24');
    expect((await eventRow(server, event.id))?.paid).toBe(false);
  });
});
