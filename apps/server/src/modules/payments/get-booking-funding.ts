import type { BookingFunding } from '@reelhire/shared/payments';
import { fundingCharge } from '@reelhire/shared/money-policy';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { notFound } from '../../http/errors.ts';
import { milestoneFunding } from '../ledger/milestone-funding.ts';

/** What the payment page shows (decision 0042): each milestone's money and fee, and the wallet to pay from. */
export async function getBookingFunding({
  db,
  bookingId,
  clientId,
}: {
  db: Db;
  bookingId: string;
  clientId: string;
}): Promise<BookingFunding> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.clientId !== clientId) throw notFound('No such booking');
  const [wallet] = await db
    .select({ balanceMinor: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'client_wallet'),
        eq(ledgerAccounts.ownerId, clientId),
        eq(ledgerAccounts.currency, booking.currency),
      ),
    );
  const milestones = await milestoneFunding(db, booking);
  return {
    booking_id: booking.id,
    currency: booking.currency,
    wallet_balance_minor: wallet?.balanceMinor ?? 0,
    milestones: milestones.map((milestone) => {
      const charge = fundingCharge(milestone.amountMinor);
      return {
        id: milestone.id,
        title: milestone.title,
        position: milestone.position,
        amount_minor: milestone.amountMinor,
        fee_minor: charge.feeMinor,
        total_minor: charge.totalMinor,
        funding: milestone.funding,
        escrow_minor: milestone.escrowMinor,
      };
    }),
  };
}
