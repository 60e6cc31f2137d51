import Stripe from 'stripe';
import {
  RefundRefusedError,
  WebhookVerificationError,
  type CheckoutRequest,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type WebhookEvent,
} from './payment-provider.ts';

// Stripe, when STRIPE_SECRET_KEY is set (decision 0042): a Checkout Session per payment, its signed
// webhooks verified with the webhook secret, and refunds of its PaymentIntents (decision 0048). Tests point `api` at a local stand-in: there is no network.

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
    async refund(request: RefundRequest): Promise<RefundResult> {
      // Payments settled before their PaymentIntent was kept (decision 0048) find it through their session.
      const paymentIntent =
        request.paymentRef ??
        (request.sessionId
          ? intentId((await stripe.checkout.sessions.retrieve(request.sessionId)).payment_intent)
          : null);
      if (!paymentIntent) throw new RefundRefusedError('Stripe has no payment to refund for this checkout');
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: request.amountMinor,
            metadata: { refund_id: request.refundId },
          },
          // The refund's own id: a retry after a lost answer is the same refund, never a second one.
          { idempotencyKey: request.refundId },
        );
      } catch (error) {
        // Stripe's 4xx answers (already refunded, more than was paid, a disputed charge) will not change;
        // network trouble, rate limits and Stripe's own errors are retried.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeCardError
        ) {
          throw new RefundRefusedError(error.message);
        }
        throw error;
      }
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new RefundRefusedError(refundFailure(refund));
      }
      return {
        providerRefundId: refund.id,
        status: refund.status === 'succeeded' ? 'succeeded' : 'processing',
      };
    },
  };
}

const intentId = (value: string | Stripe.PaymentIntent | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Why Stripe's refund failed, in the client's words. */
function refundFailure(refund: Stripe.Refund): string {
  switch (refund.failure_reason) {
    case 'expired_or_canceled_card':
      return 'The card has expired or was cancelled';
    case 'lost_or_stolen_card':
      return 'The card was reported lost or stolen';
    default:
      return 'The card issuer refused the refund';
  }
}

/** A Stripe refund event: succeeded or failed settles ours; anything in between changes nothing. */
function readRefundEvent(
  base: Omit<WebhookEvent, 'type' | 'sessionId'>,
  refund: Stripe.Refund,
): WebhookEvent {
  const type =
    refund.status === 'succeeded'
      ? 'refund_succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'refund_failed'
        : 'ignored';
  return {
    ...base,
    type,
    sessionId: null,
    failureReason: type === 'refund_failed' ? refundFailure(refund) : null,
    refund: { providerRefundId: refund.id, refundId: refund.metadata?.refund_id ?? null },
  };
}

/** Stripe's Checkout and refund events in Reelhire's words; anything else is stored and ignored. */
function readEvent(event: Stripe.Event): WebhookEvent {
  const base = { eventId: event.id, providerType: event.type, payload: event, failureReason: null };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // A delayed method (a bank debit) completes the session unpaid; its async events settle it.
      const type = session.payment_status === 'unpaid' ? 'requires_action' : 'succeeded';
      return { ...base, type, sessionId: session.id, paymentRef: intentId(session.payment_intent ?? null) };
    }
    case 'checkout.session.async_payment_succeeded':
      return {
        ...base,
        type: 'succeeded',
        sessionId: event.data.object.id,
        paymentRef: intentId(event.data.object.payment_intent ?? null),
      };
    case 'checkout.session.async_payment_failed':
      return {
        ...base,
        type: 'failed',
        sessionId: event.data.object.id,
        failureReason: 'Your bank did not complete the payment',
      };
    case 'checkout.session.expired':
      return { ...base, type: 'canceled', sessionId: event.data.object.id };
    // A refund's final word (decision 0048): `refund.updated` and `charge.refund.updated` carry its status;
    // `refund.failed` says a refund that had been accepted did not reach the card.
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated':
      return readRefundEvent(base, event.data.object);
    default:
      return { ...base, type: 'ignored', sessionId: null };
  }
}
