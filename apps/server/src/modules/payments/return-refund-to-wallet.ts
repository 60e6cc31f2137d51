import { cardRefundReturned } from '@reelhire/shared/ledger';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refunds } from '../../db/schema/payments.ts';
import { postMovement } from '../ledger/post-movement.ts';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * A card refund the provider refused for good (decision 0048): in the caller's transaction, under the
 * refund's row lock, the money comes from the provider's clearing account into the client's wallet as a
 * new movement (key `refund:{id}:wallet`; the cancellation's movement is never changed), and the refund
 * says so, with the provider's reason. A refund already returned answers as it is, so a sweep and a
 * webhook that both learn of the refusal move the money once. Answers whether this call returned it.
 */
export async function returnRefundToWallet({
  tx,
  refundId,
  reason,
}: {
  tx: Db;
  refundId: string;
  reason: string;
}): Promise<boolean> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!refund || refund.status === 'returned_to_wallet') return false;
  const posted = await postMovement({
    tx,
    kind: 'card_refund_returned',
    idempotencyKey: `refund:${refund.id}:wallet`,
    entries: cardRefundReturned({
      provider: refund.provider,
      clientId: refund.clientId,
      currency: refund.currency,
      amountMinor: refund.amountMinor,
    }),
    description: 'A card refund the card refused, put in the wallet instead',
    reference: {
      bookingId: refund.bookingId,
      milestoneId: refund.milestoneId,
      paymentId: refund.paymentId,
      refundId: refund.id,
    },
    actorUserId: null,
  });
  await tx
    .update(refunds)
    .set({
      status: 'returned_to_wallet',
      fallbackTransactionId: posted.transactionId,
      failureReason: reason,
      updatedAt: new Date(),
    })
    .where(eq(refunds.id, refund.id));
  return true;
}
