import { humanState, type Actor } from '@reelhire/shared/state-machine';
import {
  reviewMachine,
  reviewScoresFor,
  type Review,
  type ReviewerRole,
  type reviewInputSchema,
} from '@reelhire/shared/reviews';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { badRequest, transitionRefused } from '../../http/errors.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { lockBooking } from '../booking-parties/booking-parties.ts';
import { openReviews } from './open-reviews.ts';
import { reviewRows, toReview } from './review-record.ts';
import { settleBookingReviews } from './settle-reviews.ts';

const SIDES: readonly Actor[] = ['client', 'filmmaker'];

/**
 * `POST /reviews`: the caller writes their side's review of a completed booking (decision 0060). Strangers
 * get 404 (the booking's lock says so); a booking not yet completed, a side already written or a window
 * closed is a 409 with the current state. Writing the second side publishes both, in the same transaction.
 */
export async function writeReview({
  db,
  caller,
  input,
  now = new Date(),
}: {
  db: Db;
  caller: HiringCaller;
  input: z.output<typeof reviewInputSchema>;
  now?: Date;
}): Promise<Review> {
  const id = await db.transaction(async (tx) => {
    const { booking, actors } = await lockBooking(tx, input.booking_id, caller);
    const sides = actors.filter((actor) => SIDES.includes(actor)) as ReviewerRole[];
    if (sides.length === 0) {
      throw transitionRefused('Only the booking’s client or filmmaker can review it', booking.status);
    }
    if (input.as && !sides.includes(input.as)) {
      throw transitionRefused(`You are not this booking’s ${input.as}`, booking.status);
    }
    const role = input.as ?? sides[0]!;
    if (booking.status !== 'completed') {
      throw transitionRefused(
        `This booking is ${humanState(booking.status)}, so it cannot be reviewed until it is completed`,
        booking.status,
      );
    }
    const scores = reviewScoresFor(role, input.scores);
    if (!scores.ok) throw badRequest(scores.error);

    // Opened when the booking completed; a booking completed another way (an admin settling a dispute)
    // is opened here on first use.
    await openReviews({ tx, bookingId: booking.id });
    // A window that has closed but not yet been swept lapses now, so the refusal below says so.
    await settleBookingReviews({ tx, bookingId: booking.id, now });
    const [review] = await tx
      .select({ id: reviews.id, status: reviews.status })
      .from(reviews)
      .where(and(eq(reviews.bookingId, booking.id), eq(reviews.reviewerRole, role)));
    if (review!.status === 'lapsed') {
      throw transitionRefused('The review window for this booking has closed', review!.status);
    }
    await recordTransition({
      tx,
      table: reviews,
      machine: reviewMachine,
      recordType: 'review',
      id: review!.id,
      transition: 'write',
      actor: role,
      actorUserId: caller.userId,
      set: { rating: input.rating, body: input.body, scores: scores.scores, writtenAt: now },
    });
    await settleBookingReviews({ tx, bookingId: booking.id, now });
    return review!.id;
  });
  const [row] = await reviewRows(db, eq(reviews.id, id));
  return toReview(row!);
}
