import { reviewMachine, type ReviewStatus } from '@reelhire/shared/reviews';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { reviews } from '../../db/schema/reviews.ts';

/**
 * Moves a booking's two reviews on as far as they go now (decision 0060), in the caller's transaction with
 * the booking locked: once both sides have written, both are published; once the window has closed, a
 * sealed review is published and a side still to write lapses. Published reviews by the client refresh
 * the filmmaker's rating. Answers how many reviews it published and lapsed.
 */
export async function settleBookingReviews({
  tx,
  bookingId,
  now = new Date(),
}: {
  tx: Db;
  bookingId: string;
  now?: Date;
}): Promise<{ published: number; lapsed: number }> {
  const rows = await tx
    .select({
      id: reviews.id,
      status: reviews.status,
      role: reviews.reviewerRole,
      filmmakerId: reviews.filmmakerId,
      windowClosesAt: reviews.windowClosesAt,
    })
    .from(reviews)
    .where(eq(reviews.bookingId, bookingId));
  const closed = rows.some((row) => row.windowClosesAt.getTime() <= now.getTime());
  const bothWritten = rows.length === 2 && rows.every((row) => row.status === 'written');
  let published = 0;
  let lapsed = 0;
  for (const row of rows) {
    const status = row.status as ReviewStatus;
    if (status === 'written' && (bothWritten || closed)) {
      await recordTransition({
        tx,
        table: reviews,
        machine: reviewMachine,
        recordType: 'review',
        id: row.id,
        transition: 'publish',
        actor: 'system',
        actorUserId: null,
        set: { publishedAt: now },
        note: bothWritten ? 'Both sides have written' : 'The review window closed',
      });
      published += 1;
    } else if ((status === 'client_to_write' || status === 'filmmaker_to_write') && closed) {
      await recordTransition({
        tx,
        table: reviews,
        machine: reviewMachine,
        recordType: 'review',
        id: row.id,
        transition: 'lapse',
        actor: 'system',
        actorUserId: null,
        note: 'The review window closed before this side wrote',
      });
      lapsed += 1;
    }
  }
  const filmmakerId = rows[0]?.filmmakerId;
  if (filmmakerId && published > 0) await refreshFilmmakerRating(tx, filmmakerId);
  return { published, lapsed };
}

/**
 * The filmmaker's average and count of clients' visible reviews, recomputed from the reviews (never
 * incremented), so running it twice or concurrently cannot drift.
 */
export async function refreshFilmmakerRating(tx: Db, filmmakerId: string): Promise<void> {
  const ofFilmmaker = and(
    eq(reviews.filmmakerId, filmmakerId),
    eq(reviews.reviewerRole, 'client'),
    inArray(reviews.status, ['published', 'replied']),
  );
  await tx
    .update(filmmakers)
    .set({
      ratingHundredths: sql`(select round(avg(${reviews.rating}) * 100)::int from ${reviews} where ${ofFilmmaker})`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${ofFilmmaker})`,
    })
    .where(eq(filmmakers.id, filmmakerId));
}
