import { checkTransition } from '@reelhire/shared/state-machine';
import { paymentMachine, type PaymentTransition } from '@reelhire/shared/payments';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { paymentWebhookEvents, payments } from '../../db/schema/payments.ts';
import type { PaymentProvider, WebhookEvent } from './payment-provider.ts';
import { applyRefundEvent } from './refund-events.ts';
import { settlePayment } from './settle-payment.ts';

export interface ReceiveWebhookOptions {
  db: Db;
  /** What the receipts a settled payment issues need (decision 0044). */
  config: Pick<Config, 'receiptTax'>;
  provider: PaymentProvider;
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface WebhookReceipt {
  received: true;
  /** What the event did: applied, or why it changed nothing (a duplicate, a late or unknown event). */
  outcome: string;
}

const TRANSITIONS: Partial<Record<WebhookEvent['type'], PaymentTransition>> = {
  requires_action: 'require_action',
  succeeded: 'succeed',
  failed: 'fail',
  canceled: 'cancel',
};

/**
 * A provider's webhook (decision 0042): verified (WebhookVerificationError, a 400, stores nothing), stored
 * first under (provider, event id), then applied once in its own transaction under the event's row lock.
 * A duplicate answers what the first did; an event the payment's state no longer allows (a late failure
 * after success, a confirmation step after payment) is stored and changes nothing. A failure while applying
 * leaves the event unapplied and answers 500, so the provider's retry applies it.
 */
export async function receiveWebhook({
  db,
  config,
  provider,
  rawBody,
  headers,
}: ReceiveWebhookOptions): Promise<WebhookReceipt> {
  const event = provider.parseWebhook(rawBody, headers);
  await db
    .insert(paymentWebhookEvents)
    .values({
      provider: provider.name,
      eventId: event.eventId,
      type: event.providerType,
      payload: event.payload,
    })
    .onConflictDoNothing();

  const outcome = await db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(paymentWebhookEvents)
      .where(
        and(
          eq(paymentWebhookEvents.provider, provider.name),
          eq(paymentWebhookEvents.eventId, event.eventId),
        ),
      )
      .for('update');
    if (stored!.appliedAt) return `duplicate: ${stored!.outcome ?? 'applied'}`;
    const { outcome, paymentId } = await applyEvent(tx, provider, event, config);
    await tx
      .update(paymentWebhookEvents)
      .set({ appliedAt: new Date(), outcome, paymentId })
      .where(eq(paymentWebhookEvents.id, stored!.id));
    return outcome;
  });
  return { received: true, outcome };
}

async function applyEvent(
  tx: Db,
  provider: PaymentProvider,
  event: WebhookEvent,
  config: Pick<Config, 'receiptTax'>,
): Promise<{ outcome: string; paymentId: string | null }> {
  if (event.type === 'refund_succeeded' || event.type === 'refund_failed') {
    return applyRefundEvent(tx, provider, event);
  }
  const transition = TRANSITIONS[event.type];
  if (!transition || !event.sessionId) return { outcome: 'ignored: not a payment event', paymentId: null };
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerSessionId, event.sessionId)))
    .for('update');
  if (!payment) return { outcome: 'ignored: no such checkout session', paymentId: null };

  const verdict = checkTransition(paymentMachine, transition, { state: payment.status, actor: 'system' });
  if (!verdict.ok) return { outcome: `ignored: the payment is ${payment.status}`, paymentId: payment.id };

  const [updated] = await tx
    .update(payments)
    .set({
      status: verdict.to,
      failureReason: event.type === 'failed' ? (event.failureReason ?? 'The card was declined') : null,
      // What a refund will name, and the card it will say it went to (decision 0048).
      ...(verdict.to === 'succeeded'
        ? {
            providerPaymentRef: event.paymentRef ?? payment.providerPaymentRef,
            cardLast4: event.cardLast4 ?? payment.cardLast4,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  if (verdict.to === 'succeeded') await settlePayment(tx, updated!, null, config);
  return { outcome: `applied: ${verdict.to}`, paymentId: payment.id };
}
