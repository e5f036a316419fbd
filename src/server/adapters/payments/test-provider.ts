/**
 * The built-in test-mode checkout: no money moves. The checkout URL is a local
 * page (served by the payments feature) that shows the amount and offers
 * "pay" and "fail"; both go through the same confirmation path as a verified
 * webhook. It refuses to exist in production unless explicitly allowed.
 */
import { randomBytes } from 'node:crypto';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './payments';
import { WebhookSignatureError } from './payments';

export type TestProviderOptions = {
  /** Public address of the site, without a trailing slash. */
  baseUrl: string;
  env: 'development' | 'test' | 'production';
  /** PAYMENTS_TEST_MODE_ALLOWED_IN_PRODUCTION */
  allowedInProduction: boolean;
};

/** Path of the test checkout page of a purchase. */
export function testCheckoutPath(purchaseId: string): string {
  return `/payments/test-checkout/${encodeURIComponent(purchaseId)}`;
}

export class TestModeRefusedError extends Error {
  override readonly name = 'TestModeRefusedError';
}

export function createTestProvider(options: TestProviderOptions): PaymentProvider {
  if (options.env === 'production' && !options.allowedInProduction) {
    throw new TestModeRefusedError(
      'The test-mode checkout takes no money: it does not run with NODE_ENV=production unless PAYMENTS_TEST_MODE_ALLOWED_IN_PRODUCTION=true (set STRIPE_SECRET_KEY for real payments).',
    );
  }
  return {
    name: 'test',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      return {
        providerRef: `test_${randomBytes(12).toString('base64url')}`,
        // In the language the owner was using, as Stripe's page is (its `locale`).
        url: `${options.baseUrl}${testCheckoutPath(request.purchaseId)}?lang=${request.language}`,
      };
    },
    async readWebhook() {
      // The test provider has no webhooks: its page calls the confirmation path itself.
      throw new WebhookSignatureError('the test-mode provider receives no webhooks');
    },
  };
}
