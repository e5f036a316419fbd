/**
 * The payment adapter's contract: open a checkout for one purchase, and read
 * the provider's notifications about it. Two implementations, chosen once at
 * start-up: Stripe Checkout when `STRIPE_SECRET_KEY` is set, otherwise the
 * built-in test-mode checkout page.
 */
import type { PaymentProviderName } from '../../../shared/api/payments';
import type { Language } from '../../../shared/i18n/index';

/** What the buyer pays for in one checkout. */
export type CheckoutRequest = {
  purchaseId: string;
  /** The event paid for or upgraded; null for a gift (activation code). */
  eventId: string | null;
  /** Integer grosze, from the shared plan table. */
  amount: number;
  currency: 'PLN';
  /** Prefilled in the checkout. */
  email: string;
  /** One line shown as the item, e.g. "Momenty – Premium (upgrade from Basic)". */
  description: string;
  language: Language;
  /** Where the checkout sends the buyer afterwards. */
  successUrl: string;
  cancelUrl: string;
};

/** An opened checkout. */
export type CheckoutSession = {
  /** The provider's id of the checkout (e.g. a Checkout Session id), unique per provider. */
  providerRef: string;
  /** Where the buyer pays. */
  url: string;
};

/** A verified statement from the provider about one checkout. */
export type PaymentNotice = {
  outcome: 'paid' | 'failed';
  /** The provider's id of this notification (duplicates repeat it). */
  noticeId: string;
  providerRef: string;
  /** Our purchase id as the provider echoes it back (metadata), when present. */
  purchaseId: string | null;
  /** What was paid, in the smallest unit, and its currency (upper case); null when unknown. */
  amount: number | null;
  currency: string | null;
  /** Why a checkout failed (expired, declined…). */
  reason?: string;
};

/** A webhook whose signature does not verify (or that is not signed at all). */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/** A provider that could not be reached or refused the request. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Opens a checkout.
   * @throws {PaymentProviderError}
   */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies a webhook over its raw bytes and reads it. Null for a verified
   * notification that says nothing about a payment (other event types).
   * @throws {WebhookSignatureError}
   */
  readWebhook(rawBody: Uint8Array, signature: string | undefined): Promise<PaymentNotice | null>;
}
