import type { BookingDay } from '@reelhire/shared/booking-days';
import type { Location } from '@reelhire/shared/hiring-fields';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRequestRounds } from '../../db/schema/bookings.ts';

export interface RoundTerms {
  days: BookingDay[];
  title: string;
  brief: string | null;
  location: Location | null;
  currency: string;
  amountMinor: number;
}

/** The booking columns a round's terms set: the booking carries its newest round (decision 0034). */
export const bookingTermsSet = (terms: RoundTerms) => ({
  days: terms.days,
  firstDay: terms.days[0]!.date,
  lastDay: terms.days[terms.days.length - 1]!.date,
  title: terms.title,
  brief: terms.brief,
  location: terms.location,
  currency: terms.currency,
  amountMinor: terms.amountMinor,
});

/** Appends the next round of a request, inside the caller's transaction (the booking is locked). */
export async function addRequestRound(
  tx: Db,
  {
    bookingId,
    proposedBy,
    terms,
    message,
    userId,
  }: {
    bookingId: string;
    proposedBy: 'client' | 'filmmaker';
    terms: RoundTerms;
    message: string | null;
    userId: string;
  },
): Promise<number> {
  const [last] = await tx
    .select({ round: bookingRequestRounds.round })
    .from(bookingRequestRounds)
    .where(eq(bookingRequestRounds.bookingId, bookingId))
    .orderBy(desc(bookingRequestRounds.round))
    .limit(1);
  const round = (last?.round ?? 0) + 1;
  await tx.insert(bookingRequestRounds).values({
    bookingId,
    round,
    proposedBy,
    ...terms,
    message,
    createdBy: userId,
  });
  return round;
}
