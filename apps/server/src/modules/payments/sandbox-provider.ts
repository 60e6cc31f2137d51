import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import {
  RefundRefusedError,
  WebhookVerificationError,
  type RefundRequest,
  type RefundResult,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type WebhookEvent,
} from './payment-provider.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxWebhookSecret,
  verifySandboxSignature,
} from './sandbox-signature.ts';

// The sandbox provider (decision 0042): Reelhire's own hosted checkout page (sandbox-checkout-routes.ts),
// whose documented test cards succeed, are declined or need a confirmation step, and which calls back with
// signed webhooks through an outbox, late, twice or out of order as a real provider may. Its refunds
// (decision 0048) always succeed.

export const SANDBOX_EVENT_TYPES = [
  'payment.requires_action',
  'payment.succeeded',
  'payment.failed',
  'payment.canceled',
] as const;
export type SandboxEventType = (typeof SANDBOX_EVENT_TYPES)[number];

export const sandboxEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({
    session_id: z.string().min(1),
    failure_reason: z.string().nullish(),
    /** The test card's last four digits, on a success (decision 0048: a refund says where it went). */
    card_last4: z.string().nullish(),
  }),
});
export type SandboxEvent = z.output<typeof sandboxEventSchema>;

const EVENT_TYPES: Record<string, WebhookEvent['type']> = {
  'payment.requires_action': 'requires_action',
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.canceled': 'canceled',
};

/** The checkout page of a sandbox session. */
export const sandboxCheckoutPath = (sessionId: string) => `/api/payments/sandbox/checkout/${sessionId}`;

export function sandboxProvider(config: Pick<Config, 'jwtSecret' | 'publicUrl'>): PaymentProvider {
  const secret = sandboxWebhookSecret(config);
  return {
    name: 'sandbox',
    // The session is the payment's own record (its session id): the page reads amount and return pages
    // from it, so there is nothing to send anywhere. The page is served on the address the checkout returns
    // to (an allow-listed origin, decision 0059), so the client stays on the one they paid from.
    createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const sessionId = `sbx_cs_${randomUUID().replaceAll('-', '')}`;
      const base = request.successUrl.startsWith(`${config.publicUrl}/`)
        ? config.publicUrl
        : new URL(request.successUrl).origin;
      return Promise.resolve({ sessionId, url: `${base}${sandboxCheckoutPath(sessionId)}` });
    },
    parseWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      verifySandboxSignature(secret, rawBody, typeof header === 'string' ? header : undefined);
      let event: SandboxEvent;
      try {
        event = sandboxEventSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookVerificationError('The webhook body is not a sandbox event');
      }
      return {
        eventId: event.id,
        type: EVENT_TYPES[event.type] ?? 'ignored',
        providerType: event.type,
        sessionId: event.data.session_id,
        failureReason: event.data.failure_reason ?? null,
        payload: event,
        // The sandbox's payment is its checkout session: that is what a refund names.
        paymentRef: event.data.session_id,
        cardLast4: event.data.card_last4 ?? null,
      };
    },
    // Sandbox refunds succeed at once (decision 0048). The answer is final, so no webhook follows it: a
    // refund webhook would only repeat what the call already said.
    refund(request: RefundRequest): Promise<RefundResult> {
      if (!request.paymentRef && !request.sessionId) {
        return Promise.reject(new RefundRefusedError('No such sandbox payment'));
      }
      return Promise.resolve({
        providerRefundId: `sbx_re_${request.refundId.replaceAll('-', '')}`,
        status: 'succeeded',
      });
    },
  };
}
