/**
 * Payments over HTTP: checkout of an unpaid event, an upgrade, a gift, the
 * purchase status the payment page waits on, the activation-code check
 * (owner session), and the Stripe webhook (no session: its signature over the
 * raw body is the authentication, and no body-size limit sits in front of it).
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  giftRequestSchema,
  checkoutResponseSchema as sharedCheckoutSchema,
  purchaseResponseSchema as sharedPurchaseSchema,
  verifyActivationCodeResponseSchema as sharedVerifySchema,
  upgradeRequestSchema,
  verifyActivationCodeRequestSchema,
} from '../../../shared/api/payments';
import { createRouter, errorResponses, jsonContent, pathId } from '../../http/openapi';
import { ownerSecurity } from '../auth/require-owner';
import type { PaymentsService } from './payments.service';

const checkoutSchema = sharedCheckoutSchema.openapi('Checkout');
const purchaseAnswer = sharedPurchaseSchema.openapi('PurchaseAnswer');
const verifyAnswer = sharedVerifySchema.openapi('ActivationCodeCheck');

const checkoutRoute = createRoute({
  method: 'post',
  path: '/events/{eventId}/checkout',
  tags: ['payments'],
  summary: 'Open a checkout for an unpaid event at its plan’s price',
  description:
    'A trial answers 409 paymentNotRequired, a paid event 409 eventAlreadyPaid; someone else’s event 404. ' +
    'The event becomes paid only when the provider confirms the payment.',
  security: ownerSecurity,
  request: { params: z.object({ eventId: pathId('eventId') }) },
  responses: {
    201: { description: 'Checkout opened', content: jsonContent(checkoutSchema) },
    ...errorResponses(401, 404, 409, 502, 500),
  },
});

const upgradeRoute = createRoute({
  method: 'post',
  path: '/events/{eventId}/upgrade',
  tags: ['payments'],
  summary: 'Choose a higher plan and open a checkout for the price difference',
  description:
    'Lower or equal plans answer 400 upgradeNotAllowed; an unpaid non-trial event 402 eventUnpaid; a trial ' +
    'needs activationDate (today … two years, else 400 validation). Choosing grows the ttl and records the ' +
    'new e-mail schedule; the plan changes when the payment is confirmed.',
  security: ownerSecurity,
  request: {
    params: z.object({ eventId: pathId('eventId') }),
    body: { required: true, content: jsonContent(upgradeRequestSchema) },
  },
  responses: {
    201: { description: 'Checkout opened', content: jsonContent(checkoutSchema) },
    ...errorResponses(400, 401, 402, 404, 502, 500),
  },
});

const giftRoute = createRoute({
  method: 'post',
  path: '/payments/gift',
  tags: ['payments'],
  summary: 'Buy a plan as a gift: once paid, a single-use activation code is e-mailed to the buyer',
  security: ownerSecurity,
  request: { body: { required: true, content: jsonContent(giftRequestSchema) } },
  responses: {
    201: { description: 'Checkout opened', content: jsonContent(checkoutSchema) },
    ...errorResponses(400, 401, 502, 500),
  },
});

const purchaseRoute = createRoute({
  method: 'get',
  path: '/payments/purchases/{purchaseId}',
  tags: ['payments'],
  summary: 'One of the owner’s purchases: its status (pending, paid, failed, refunded)',
  security: ownerSecurity,
  request: { params: z.object({ purchaseId: pathId('purchaseId') }) },
  responses: {
    200: { description: 'The purchase', content: jsonContent(purchaseAnswer) },
    ...errorResponses(401, 404, 500),
  },
});

const verifyPostRoute = createRoute({
  method: 'post',
  path: '/activation-codes/verify',
  tags: ['payments'],
  summary: 'Check an activation code before creating an event with it',
  description:
    'Malformed or unknown codes answer 400 invalidActivationCode, used ones 400 activationCodeUsed. ' +
    'Case, spaces and dashes do not matter.',
  security: ownerSecurity,
  request: { body: { required: true, content: jsonContent(verifyActivationCodeRequestSchema) } },
  responses: {
    200: { description: 'Usable', content: jsonContent(verifyAnswer) },
    ...errorResponses(400, 401, 500),
  },
});

const verifyGetRoute = createRoute({
  method: 'get',
  path: '/activation-codes/verify',
  tags: ['payments'],
  summary: 'Check an activation code (same as POST, with ?code=)',
  security: ownerSecurity,
  request: { query: verifyActivationCodeRequestSchema },
  responses: {
    200: { description: 'Usable', content: jsonContent(verifyAnswer) },
    ...errorResponses(400, 401, 500),
  },
});

const webhookRoute = createRoute({
  method: 'post',
  path: '/payments/webhook/stripe',
  tags: ['payments'],
  summary: 'Stripe webhook (checkout.session.completed, async_payment_succeeded/failed, expired)',
  description:
    'Authenticated by the Stripe-Signature header over the raw body; an unsigned or tampered request answers ' +
    '400 invalidWebhookSignature and changes nothing. Duplicates and late deliveries are harmless.',
  responses: {
    200: { description: 'Received', content: jsonContent(z.object({ received: z.literal(true) })) },
    ...errorResponses(400, 500),
  },
});

export function paymentsRoutes(deps: { payments: PaymentsService }) {
  const { payments } = deps;
  return createRouter()
    .openapi(checkoutRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const started = await payments.checkoutEvent(c.get('owner'), eventId, c.get('lang'));
      return c.json(
        { purchase: await payments.present(started.purchase), checkoutUrl: started.checkoutUrl },
        201,
      );
    })
    .openapi(upgradeRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const started = await payments.upgrade(
        c.get('owner'),
        eventId,
        c.req.valid('json'),
        c.get('lang'),
      );
      return c.json(
        { purchase: await payments.present(started.purchase), checkoutUrl: started.checkoutUrl },
        201,
      );
    })
    .openapi(giftRoute, async (c) => {
      const started = await payments.gift(c.get('owner'), c.req.valid('json').plan, c.get('lang'));
      return c.json(
        { purchase: await payments.present(started.purchase), checkoutUrl: started.checkoutUrl },
        201,
      );
    })
    .openapi(purchaseRoute, async (c) => {
      const row = await payments.getOwned(c.get('owner'), c.req.valid('param').purchaseId);
      c.header('Cache-Control', 'no-store');
      return c.json({ purchase: await payments.present(row) }, 200);
    })
    .openapi(verifyPostRoute, async (c) => {
      return c.json(await payments.verifyCode(c.req.valid('json').code), 200);
    })
    .openapi(verifyGetRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await payments.verifyCode(c.req.valid('query').code), 200);
    })
    .openapi(webhookRoute, async (c) => {
      // The raw bytes, exactly as signed: never parsed or re-serialised before verification.
      const raw = new Uint8Array(await c.req.raw.arrayBuffer());
      await payments.stripeWebhook(raw, c.req.header('stripe-signature'));
      return c.json({ received: true as const }, 200);
    });
}
