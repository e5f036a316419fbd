/**
 * Stripe Checkout: one Checkout Session per purchase, in PLN, with card, BLIK
 * and Przelewy24, the buyer's e-mail prefilled and the event id as the client
 * reference. Payments are confirmed only by webhooks whose Stripe-Signature
 * verifies over the raw body.
 */
import Stripe from 'stripe';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentNotice,
  type PaymentProvider,
  PaymentProviderError,
  WebhookSignatureError,
} from './payments';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the API (a local stand-in in tests); unset = api.stripe.com. */
  apiUrl?: string | undefined;
};

/** Payment methods offered in the checkout: cards and the Polish methods. */
export const stripePaymentMethods = ['card', 'blik', 'p24'] as const;

/** How long a notification may be old (Stripe's default tolerance, seconds). */
const signatureToleranceSeconds = 300;

function clientOptions(apiUrl: string | undefined) {
  const options: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Momenty' },
  };
  if (apiUrl) {
    const url = new URL(apiUrl);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'https:' ? '443' : '80');
    options.protocol = url.protocol === 'https:' ? 'https' : 'http';
  }
  return options;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiUrl));

  function sessionNotice(
    eventId: string,
    session: Stripe.Checkout.Session,
    outcome: 'paid' | 'failed',
    reason?: string,
  ): PaymentNotice {
    return {
      outcome,
      noticeId: eventId,
      providerRef: session.id,
      purchaseId: session.metadata?.purchaseId ?? null,
      amount: session.amount_total ?? null,
      currency: session.currency ? session.currency.toUpperCase() : null,
      ...(reason ? { reason } : {}),
    };
  }

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'payment',
        allowed_payment_method_types: [...stripePaymentMethods],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amount,
              product_data: { name: request.description },
            },
          },
        ],
        customer_email: request.email,
        client_reference_id: request.eventId ?? request.purchaseId,
        metadata: { purchaseId: request.purchaseId, eventId: request.eventId ?? '' },
        payment_intent_data: { metadata: { purchaseId: request.purchaseId } },
        locale: request.language,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(params, {
          idempotencyKey: `checkout-${request.purchaseId}`,
        });
      } catch (error) {
        throw new PaymentProviderError(`Stripe refused the Checkout Session: ${String(error)}`, {
          cause: error,
        });
      }
      if (!session.url) throw new PaymentProviderError('Stripe answered a session without a URL');
      return { providerRef: session.id, url: session.url };
    },

    async readWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          Buffer.from(rawBody),
          signature,
          options.webhookSecret,
          signatureToleranceSeconds,
        );
      } catch (error) {
        throw new WebhookSignatureError(String(error));
      }
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          // Delayed methods complete the session first and settle later (async_payment_*).
          if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
            return sessionNotice(event.id, session, 'paid');
          return null;
        }
        case 'checkout.session.async_payment_succeeded':
          return sessionNotice(event.id, event.data.object, 'paid');
        case 'checkout.session.async_payment_failed':
          return sessionNotice(event.id, event.data.object, 'failed', 'async payment failed');
        case 'checkout.session.expired':
          return sessionNotice(event.id, event.data.object, 'failed', 'checkout expired');
        default:
          return null;
      }
    },
  };
}
