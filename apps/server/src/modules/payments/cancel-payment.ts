import { paymentMachine, type Payment } from '@reelhire/shared/payments';
import { checkTransition } from '@reelhire/shared/state-machine';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { notFound, transitionRefused } from '../../http/errors.ts';
import { toPayment } from './payment-record.ts';

/**
 * The client abandons a card payment still open (decision 0042): it is `canceled` and its checkout closes.
 * Anything else is a 409 `{ error, status }` that changes nothing. A provider that took the money anyway
 * still settles it (`succeed` from `canceled`), so a cancel crossing a payment never loses money.
 */
export async function cancelPayment({
  db,
  id,
  clientId,
}: {
  db: Db;
  id: string;
  clientId: string;
}): Promise<Payment> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.clientId, clientId)))
      .for('update');
    if (!row) throw notFound('No such payment');
    const verdict = checkTransition(paymentMachine, 'cancel', { state: row.status, actor: 'client' });
    if (!verdict.ok) throw transitionRefused(verdict.error, row.status);
    const [updated] = await tx
      .update(payments)
      .set({ status: verdict.to, updatedAt: new Date() })
      .where(eq(payments.id, id))
      .returning();
    return toPayment(updated!);
  });
}
