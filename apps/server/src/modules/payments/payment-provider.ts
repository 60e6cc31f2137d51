import type { PaymentProvider as ProviderName } from '@reelhire/shared/payments';

// What Reelhire needs of a card provider (decision 0042): a hosted checkout for a payment, its signed
// webhooks read back as one of a few events, and (decision 0048) a refund of part of a payment it took.
// The sandbox (embedded default) and Stripe implement it.

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

export type WebhookEventType =
  'requires_action' | 'succeeded' | 'failed' | 'canceled' | 'refund_succeeded' | 'refund_failed' | 'ignored';

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
  /** On a payment's success: what the provider calls the money taken, and the card's last four digits. */
  paymentRef?: string | null;
  cardLast4?: string | null;
  /** On a refund event: the provider's refund id and Reelhire's refund id (its metadata). */
  refund?: { providerRefundId: string; refundId: string | null };
}

export interface RefundRequest {
  /** Reelhire's refund id: also the idempotency key, so a retried call refunds once. */
  refundId: string;
  /** The payment's reference at the provider (provider_payment_ref), and its checkout session. */
  paymentRef: string | null;
  sessionId: string | null;
  amountMinor: number;
  currency: string;
}

export interface RefundResult {
  providerRefundId: string;
  /** succeeded: the provider sent it; processing: it will say so by webhook (refund_succeeded/failed). */
  status: 'succeeded' | 'processing';
}

/**
 * The provider refuses the refund for good (the charge was disputed or already refunded, the card is
 * closed): it will never succeed, so the money goes to the client's wallet. Any other error is transient
 * and the refund is retried.
 */
export class RefundRefusedError extends Error {}

/** A webhook whose signature or body is not the provider's: answered 400, stored nowhere. */
export class WebhookVerificationError extends Error {}

export interface PaymentProvider {
  name: Exclude<ProviderName, 'wallet'>;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body and reads the event; throws WebhookVerificationError. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookEvent;
  /** Refunds part of a payment it took; throws RefundRefusedError when it never will. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
