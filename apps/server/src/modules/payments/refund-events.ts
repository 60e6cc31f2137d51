import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refunds } from '../../db/schema/payments.ts';
import type { PaymentProvider, WebhookEvent } from './payment-provider.ts';
import { returnRefundToWallet } from './return-refund-to-wallet.ts';

/**
 * A provider's word on a refund it accepted (decision 0048), applied in the webhook's transaction: success
 * settles a pending or processing refund; a failure, even after a success (a card closed since), returns
 * the money to the client's wallet, once. The refund is found by Reelhire's id in its metadata, or by the
 * provider's refund id.
 */
export async function applyRefundEvent(
  tx: Db,
  provider: PaymentProvider,
  event: WebhookEvent,
): Promise<{ outcome: string; paymentId: string | null }> {
  const ids = event.refund;
  if (!ids) return { outcome: 'ignored: not a refund event', paymentId: null };
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.provider, provider.name),
        or(
          eq(refunds.providerRefundId, ids.providerRefundId),
          ids.refundId && /^[0-9a-f-]{36}$/i.test(ids.refundId) ? eq(refunds.id, ids.refundId) : undefined,
        ),
      ),
    )
    .for('update');
  if (!refund) return { outcome: 'ignored: no such refund', paymentId: null };
  if (event.type === 'refund_failed') {
    const returned = await returnRefundToWallet({
      tx,
      refundId: refund.id,
      reason: event.failureReason ?? 'The card issuer refused the refund',
    });
    return {
      outcome: returned ? 'applied: refund returned to wallet' : `ignored: the refund is ${refund.status}`,
      paymentId: refund.paymentId,
    };
  }
  if (refund.status !== 'pending' && refund.status !== 'processing') {
    return { outcome: `ignored: the refund is ${refund.status}`, paymentId: refund.paymentId };
  }
  await tx
    .update(refunds)
    .set({ status: 'succeeded', providerRefundId: ids.providerRefundId, updatedAt: new Date() })
    .where(eq(refunds.id, refund.id));
  return { outcome: 'applied: refund succeeded', paymentId: refund.paymentId };
}
