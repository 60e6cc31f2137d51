import { formatMoney } from '@reelhire/shared/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { bookings } from '../../db/schema/bookings.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { createNotification } from '../../notifications/create-notification.ts';
import type { PaymentRow } from './payment-record.ts';

/**
 * Money arrived (decision 0062): a settled payment hands nobody a turn, yet both sides want to hear it.
 * The payer hears their payment went through; the filmmaker that their milestone's money is in escrow.
 */
export async function notifyPaymentSettled(
  tx: Db,
  payment: PaymentRow,
  booking: typeof bookings.$inferSelect | null,
  funded: boolean,
): Promise<void> {
  const amount = formatMoney(payment.amountMinor, payment.currency);
  const clientLink =
    payment.projectId && payment.jobId
      ? `/client/dashboard/projects/${payment.projectId}/jobs/${payment.jobId}/payment`
      : '/client/dashboard/expenditure';
  await createNotification(tx, {
    userId: payment.userId,
    type: 'payment.succeeded',
    title: booking ? 'Your payment went through' : 'Money added to your wallet',
    body: booking ? `${amount} for “${booking.title}”` : `${amount} is in your wallet`,
    link: clientLink,
    dedupeKey: `payment:${payment.id}`,
  });
  if (!booking || !funded) return;
  const [filmmaker] = await tx
    .select({ userId: filmmakers.userId })
    .from(filmmakers)
    .where(eq(filmmakers.id, booking.filmmakerId));
  if (!filmmaker) return;
  await createNotification(tx, {
    userId: filmmaker.userId,
    type: 'milestone_funding.funded',
    title: 'Your client funded the work',
    body: `The money for “${booking.title}” is held in escrow for you`,
    link: `/filmmaker/dashboard/bookings/${booking.id}`,
    dedupeKey: `payment:${payment.id}:funded`,
  });
}
