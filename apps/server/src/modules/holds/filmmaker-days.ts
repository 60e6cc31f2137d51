import type { BookingDay } from '@reelhire/shared/booking-days';
import { HOLD_BLOCKING_BOOKING_STATUSES } from '@reelhire/shared/availability';
import { LIVE_HOLD_STATUSES, type LiveHold, type LiveHoldStatus } from '@reelhire/shared/holds';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilityMarks } from '../../db/schema/availability.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { outsideBusySlots } from '../../db/schema/calendar-feeds.ts';
import { holds } from '../../db/schema/holds.ts';
import { filmmakers } from '../../db/schema/profiles.ts';

// What the hold rules read about one filmmaker's days (decision 0035): their live holds and their booked
// days, always after taking the filmmaker's row lock, so every change to their holds queues behind it.

/**
 * Locks the filmmaker's row for the rest of the transaction (every hold change of theirs takes it first, so
 * two clients placing holds at once are ordered); undefined when there is no such set-up filmmaker.
 */
export async function lockFilmmaker(tx: Db, filmmakerId: string) {
  const [row] = await tx
    .select({
      id: filmmakers.id,
      userId: filmmakers.userId,
      setup: filmmakers.setup,
      verified: filmmakers.verified,
    })
    .from(filmmakers)
    .where(eq(filmmakers.id, filmmakerId))
    .for('update');
  return row;
}

export async function liveHoldsOf(tx: Db, filmmakerId: string): Promise<LiveHold[]> {
  const rows = await tx
    .select({
      id: holds.id,
      clientId: holds.clientId,
      status: holds.status,
      days: holds.days,
      createdAt: holds.createdAt,
    })
    .from(holds)
    .where(and(eq(holds.filmmakerId, filmmakerId), inArray(holds.status, [...LIVE_HOLD_STATUSES])))
    .orderBy(asc(holds.createdAt), asc(holds.id));
  return rows.map((row) => ({
    id: row.id,
    clientId: row.clientId,
    status: row.status as LiveHoldStatus,
    days: row.days,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function bookedDaysOf(tx: Db, filmmakerId: string): Promise<BookingDay[]> {
  const rows = await tx
    .select({ days: bookings.days })
    .from(bookings)
    .where(
      and(
        eq(bookings.filmmakerId, filmmakerId),
        inArray(bookings.status, [...HOLD_BLOCKING_BOOKING_STATUSES]),
      ),
    );
  return rows.flatMap((row) => row.days);
}

/** The slots the filmmaker marked unavailable on the dates asked for (decision 0036): no hold goes there. */
export async function unavailableDaysOf(
  tx: Db,
  filmmakerId: string,
  days: readonly BookingDay[],
): Promise<BookingDay[]> {
  const dates = [...new Set(days.map((day) => day.date))];
  if (dates.length === 0) return [];
  const [marks, outside] = await Promise.all([
    tx
      .select({ date: availabilityMarks.date, part: availabilityMarks.part })
      .from(availabilityMarks)
      .where(and(eq(availabilityMarks.filmmakerId, filmmakerId), inArray(availabilityMarks.date, dates))),
    // Busy in an outside calendar counts as unavailable too (decision 0092).
    tx
      .select({ date: outsideBusySlots.date, part: outsideBusySlots.part })
      .from(outsideBusySlots)
      .where(and(eq(outsideBusySlots.filmmakerId, filmmakerId), inArray(outsideBusySlots.date, dates))),
  ]);
  return [...marks, ...outside];
}
