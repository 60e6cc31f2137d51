import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { settleBookingReviews } from './settle-reviews.ts';

/**
 * The review windows' end (decision 0060), once even with several processes: bookings with a review whose
 * window has closed and is still open are claimed one at a time with their booking row locked SKIP LOCKED
 * (a process busy with one leaves it to that process), then settled: sealed reviews published, sides
 * still to write lapsed. Answers what it did; a full batch means more may wait.
 */
export async function closeReviewWindows({
  db,
  now = new Date(),
  batchSize = 100,
}: {
  db: Db;
  now?: Date;
  batchSize?: number;
}): Promise<{ bookings: number; published: number; lapsed: number }> {
  const due = await db
    .selectDistinct({ bookingId: reviews.bookingId })
    .from(reviews)
    .where(
      and(
        inArray(reviews.status, ['client_to_write', 'filmmaker_to_write', 'written']),
        lte(reviews.windowClosesAt, now),
      ),
    )
    .limit(batchSize);
  // `bookings` counts those this process settled: one another process holds is left to it.
  const done = { bookings: 0, published: 0, lapsed: 0 };
  for (const { bookingId } of due) {
    const settled = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('update', { skipLocked: true });
      if (!locked) return undefined;
      return settleBookingReviews({ tx, bookingId, now });
    });
    if (!settled) continue;
    done.bookings += 1;
    done.published += settled.published;
    done.lapsed += settled.lapsed;
  }
  return done;
}
