/** Chooses the payment provider from configuration: Stripe with a key, else the test mode. */
import type { Config } from '../../config';
import type { PaymentProvider } from './payments';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

export function createPaymentProvider(config: Config): PaymentProvider {
  const { payments } = config;
  if (payments.kind === 'stripe') {
    return createStripeProvider({
      secretKey: payments.secretKey,
      webhookSecret: payments.webhookSecret,
      apiUrl: payments.apiUrl,
    });
  }
  return createTestProvider({
    baseUrl: config.baseUrl,
    env: config.env,
    allowedInProduction: payments.allowedInProduction,
  });
}
