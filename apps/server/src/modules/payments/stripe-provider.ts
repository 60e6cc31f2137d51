import Stripe from 'stripe';
import {
  WebhookVerificationError,
  type CheckoutRequest,
  type PaymentProvider,
  type WebhookEvent,
} from './payment-provider.ts';

// Stripe, when STRIPE_SECRET_KEY is set (decision 0042): a Checkout Session per payment, and its signed
// webhooks verified with the webhook secret. Tests point `api` at a local stand-in: there is no network.

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export function stripeProvider({ secretKey, webhookSecret, api }: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, ...(api ?? {}) });
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.paymentId,
          metadata: { payment_id: request.paymentId },
          payment_intent_data: { metadata: { payment_id: request.paymentId } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.totalMinor,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.failureUrl,
        },
        // A retried request asks Stripe once: the same payment is the same session.
        { idempotencyKey: `checkout:${request.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    parseWebhook(rawBody, headers) {
      if (!webhookSecret) throw new WebhookVerificationError('STRIPE_WEBHOOK_SECRET is not set');
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          typeof signature === 'string' ? signature : '',
          webhookSecret,
        );
      } catch (error) {
        throw new WebhookVerificationError((error as Error).message);
      }
      return readEvent(event);
    },
  };
}

/** Stripe's Checkout events in Reelhire's words; anything else is stored and ignored. */
function readEvent(event: Stripe.Event): WebhookEvent {
  const base = { eventId: event.id, providerType: event.type, payload: event, failureReason: null };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // A delayed method (a bank debit) completes the session unpaid; its async events settle it.
      const type = session.payment_status === 'unpaid' ? 'requires_action' : 'succeeded';
      return { ...base, type, sessionId: session.id };
    }
    case 'checkout.session.async_payment_succeeded':
      return { ...base, type: 'succeeded', sessionId: event.data.object.id };
    case 'checkout.session.async_payment_failed':
      return {
        ...base,
        type: 'failed',
        sessionId: event.data.object.id,
        failureReason: 'Your bank did not complete the payment',
      };
    case 'checkout.session.expired':
      return { ...base, type: 'canceled', sessionId: event.data.object.id };
    default:
      return { ...base, type: 'ignored', sessionId: null };
  }
}
