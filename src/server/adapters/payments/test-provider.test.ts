import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createPaymentProvider } from './create-payment-provider';
import { createTestProvider, TestModeRefusedError } from './test-provider';

describe('the test-mode payment provider', () => {
  it('opens a local checkout page for the purchase', async () => {
    const provider = createTestProvider({
      baseUrl: 'https://momenty.example',
      env: 'development',
      allowedInProduction: false,
    });
    const session = await provider.createCheckout({
      purchaseId: 'p1',
      eventId: 'e1',
      amount: 9900,
      currency: 'PLN',
      email: 'a@b.pl',
      description: 'x',
      language: 'pl',
      successUrl: 'https://momenty.example/ok',
      cancelUrl: 'https://momenty.example/no',
    });
    expect(session.url).toBe('https://momenty.example/payments/test-checkout/p1?lang=pl');
    expect(session.providerRef).toMatch(/^test_/);
    await expect(provider.readWebhook(new Uint8Array(), 'x')).rejects.toThrow();
  });

  it('refuses production unless explicitly allowed', () => {
    expect(() =>
      createTestProvider({
        baseUrl: 'https://x.example',
        env: 'production',
        allowedInProduction: false,
      }),
    ).toThrow(TestModeRefusedError);
    expect(
      createTestProvider({
        baseUrl: 'https://x.example',
        env: 'production',
        allowedInProduction: true,
      }).name,
    ).toBe('test');
  });

  it('is chosen without a Stripe key, Stripe with one', () => {
    expect(createPaymentProvider(loadConfig({})).name).toBe('test');
    expect(
      createPaymentProvider(
        loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
      ).name,
    ).toBe('stripe');
  });
});
