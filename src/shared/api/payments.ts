/**
 * Request and response bodies of payments (checkout of an unpaid event, an
 * upgrade, a gift that yields an activation code, the purchase status the
 * payment page waits on, and the activation-code check), shared by the server
 * (validation, OpenAPI) and the web app. Amounts are integer grosze and come
 * from the shared plan table, never from the client.
 *
 * Routes (owner session required unless noted):
 * - POST /api/events/{eventId}/checkout            → CheckoutResponse (404 eventNotFound,
 *   409 eventAlreadyPaid | paymentNotRequired, 502 paymentProviderFailed)
 * - POST /api/events/{eventId}/upgrade  ← UpgradeRequest → CheckoutResponse (400 upgradeNotAllowed |
 *   validation, 402 eventUnpaid, 404 eventNotFound)
 * - POST /api/payments/gift             ← GiftRequest → CheckoutResponse
 * - GET  /api/payments/purchases/{purchaseId}      → PurchaseResponse (404 purchaseNotFound)
 * - POST /api/activation-codes/verify   ← VerifyActivationCodeRequest → VerifyActivationCodeResponse
 *   (400 invalidActivationCode | activationCodeUsed); GET with `?code=` does the same.
 * - POST /api/payments/webhook/stripe (no session; Stripe-Signature over the raw body)
 * - GET  /payments/test-checkout/{purchaseId} (test mode only, HTML) and its pay/fail forms.
 */
import { z } from 'zod';
import { maxActivationCodeLength } from './events';

/** Plans that can be bought (everything but the free trial). */
export const paidPlanIds = ['basic', 'standard', 'premium'] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];

export const purchaseStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/** What a purchase pays for: an unpaid event, an upgrade of one, or a gift code. */
export const purchaseKinds = ['event', 'upgrade', 'gift'] as const;
export type PurchaseKind = (typeof purchaseKinds)[number];

export const paymentProviders = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

const paidPlan = z.enum(paidPlanIds, { error: 'validation.plan.invalid' });

export const purchaseSchema = z.object({
  id: z.string(),
  kind: z.enum(purchaseKinds),
  eventId: z.string().nullable(),
  fromPlan: z.string().nullable(),
  plan: paidPlan,
  /** Integer grosze. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(purchaseStatuses),
  provider: z.enum(paymentProviders),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** A paid gift: the activation code it produced (also e-mailed to the buyer). */
  activationCode: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchaseResponseSchema = z.object({ purchase: purchaseSchema });
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

export const checkoutResponseSchema = z.object({
  purchase: purchaseSchema,
  /** Where the buyer pays: Stripe Checkout, or the built-in test checkout page. */
  checkoutUrl: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const upgradeRequestSchema = z.object({
  plan: paidPlan,
  /** Trial events only: the first upload day (YYYY-MM-DD, today…two years), required for them. */
  activationDate: z.string().max(10).optional(),
});
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

export const giftRequestSchema = z.object({ plan: paidPlan });
export type GiftRequest = z.infer<typeof giftRequestSchema>;

export const verifyActivationCodeRequestSchema = z.object({
  code: z
    .string()
    .max(maxActivationCodeLength, { error: 'validation.event.activationCodeRequired' }),
});
export type VerifyActivationCodeRequest = z.infer<typeof verifyActivationCodeRequestSchema>;

export const verifyActivationCodeResponseSchema = z.object({
  /** The code in its canonical form (`XXXX-XXXX-XXXX-XXXX`). */
  code: z.string(),
  /** The plan an event created with it gets. */
  plan: paidPlan,
});
export type VerifyActivationCodeResponse = z.infer<typeof verifyActivationCodeResponseSchema>;
