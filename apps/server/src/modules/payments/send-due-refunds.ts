import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { RefundRefusedError, type PaymentProvider } from './payment-provider.ts';
import { returnRefundToWallet } from './return-refund-to-wallet.ts';

/** How long a claimed refund is left to its sender before another sweep may try it (a crashed process). */
export const REFUND_CLAIM_MS = 5 * 60_000;

/** The wait after a transient failure: 1 min, 2, 4… at most 6 hours. Never given up: see decision 0048. */
export const refundRetryDelayMs = (attempts: number) =>
  Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 3_600_000);

export interface SendDueRefundsOptions {
  db: Db;
  /** The provider taking payments now; refunds of another provider's payments wait for it. */
  provider: PaymentProvider;
  now?: Date;
  batchSize?: number;
  logger?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface SentRefunds {
  /** Claimed this pass (sent, retried or refused). */
  claimed: number;
  succeeded: number;
  processing: number;
  returnedToWallet: number;
  retrying: number;
}

/**
 * The refund sweep (decision 0048), run from the money schedule: sends each pending card refund that is
 * due to its provider, outside any database transaction. A refund is claimed first by a conditional update
 * that moves its `next_attempt_at` past the claim window, on rows picked `FOR UPDATE SKIP LOCKED`, so two
 * processes never send the same refund in one window; should a sender die mid-call, the refund comes due
 * again and is sent with the same idempotency key (its id), which the provider answers with the first
 * refund. A transient error is retried with back-off; a refusal returns the money to the wallet.
 */
export async function sendDueRefunds({
  db,
  provider,
  now = new Date(),
  batchSize = 50,
  logger,
}: SendDueRefundsOptions): Promise<SentRefunds> {
  const claimed = await db
    .update(refunds)
    .set({
      nextAttemptAt: new Date(now.getTime() + REFUND_CLAIM_MS),
      attempts: sql`${refunds.attempts} + 1`,
    })
    .where(
      inArray(
        refunds.id,
        db
          .select({ id: refunds.id })
          .from(refunds)
          .where(
            and(
              eq(refunds.status, 'pending'),
              eq(refunds.provider, provider.name),
              lte(refunds.nextAttemptAt, now),
            ),
          )
          .orderBy(asc(refunds.nextAttemptAt))
          .limit(batchSize)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  const done: SentRefunds = {
    claimed: claimed.length,
    succeeded: 0,
    processing: 0,
    returnedToWallet: 0,
    retrying: 0,
  };
  for (const refund of claimed) {
    const [payment] = await db
      .select({ ref: payments.providerPaymentRef, sessionId: payments.providerSessionId })
      .from(payments)
      .where(eq(payments.id, refund.paymentId));
    try {
      const result = await provider.refund({
        refundId: refund.id,
        paymentRef: payment?.ref ?? null,
        sessionId: payment?.sessionId ?? null,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
      });
      // Only a refund still pending moves on: a webhook may have settled it while the call was out.
      await db
        .update(refunds)
        .set({
          status: result.status,
          providerRefundId: result.providerRefundId,
          lastError: null,
          updatedAt: now,
        })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
      done[result.status] += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RefundRefusedError) {
        await db.transaction((tx) => returnRefundToWallet({ tx, refundId: refund.id, reason: message }));
        done.returnedToWallet += 1;
      } else {
        logger?.warn(
          { refundId: refund.id, attempts: refund.attempts, err: message },
          'card refund failed; retrying',
        );
        await db
          .update(refunds)
          .set({
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(refund.attempts)),
            updatedAt: now,
          })
          .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
        done.retrying += 1;
      }
    }
  }
  return done;
}
