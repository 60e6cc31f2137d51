import type { PaymentProvider as ProviderName } from '@reelhire/shared/payments';

// What Reelhire needs of a card provider (decision 0042): a hosted checkout for a payment, and its signed
// webhooks read back as one of a few events. The sandbox (embedded default) and Stripe implement it.

export interface CheckoutRequest {
  paymentId: string;
  /** What the card is charged, in minor units of `currency`. */
  totalMinor: number;
  currency: string;
  /** What the checkout page says is being paid for. */
  description: string;
  successUrl: string;
  failureUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the client's browser is sent to pay. */
  url: string;
}

export type WebhookEventType = 'requires_action' | 'succeeded' | 'failed' | 'canceled' | 'ignored';

/** A verified webhook event, in Reelhire's words. */
export interface WebhookEvent {
  eventId: string;
  type: WebhookEventType;
  /** The provider's own name for it, kept with the stored event. */
  providerType: string;
  /** The checkout session it is about; null for events Reelhire has no use for. */
  sessionId: string | null;
  failureReason: string | null;
  payload: unknown;
}

/** A webhook whose signature or body is not the provider's: answered 400, stored nowhere. */
export class WebhookVerificationError extends Error {}

export interface PaymentProvider {
  name: Exclude<ProviderName, 'wallet'>;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body and reads the event; throws WebhookVerificationError. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookEvent;
}
