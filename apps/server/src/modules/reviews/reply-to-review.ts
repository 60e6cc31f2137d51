import { reviewMachine, revieweeOf, type Review } from '@reelhire/shared/reviews';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { notFound, transitionRefused } from '../../http/errors.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { reviewRows, toReview } from './review-record.ts';
import { isAuthor, mayRead } from './review-viewer.ts';

/**
 * `POST /reviews/{id}/reply`: the reviewee answers a visible review once, publicly (decision 0060). Anyone
 * but the booking's parties and admins gets 404; the author, an admin, a sealed review or a second reply
 * is a 409 with the review's state.
 */
export async function replyToReview({
  db,
  caller,
  id,
  body,
  now = new Date(),
}: {
  db: Db;
  caller: HiringCaller;
  id: string;
  body: string;
  now?: Date;
}): Promise<Review> {
  await db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    const reviewee = review ? revieweeOf(review.reviewerRole) : undefined;
    const isReviewee =
      review !== undefined &&
      (reviewee === 'client'
        ? caller.clientId !== null && caller.clientId === review.clientId
        : caller.filmmakerId !== null && caller.filmmakerId === review.filmmakerId);
    if (!review || !(isReviewee || isAuthor(caller, review) || caller.admin)) {
      throw notFound('No such review');
    }
    // The reviewee of a review still sealed sees nothing of it, so it is missing for them too.
    if (isReviewee && !mayRead(caller, review)) throw notFound('No such review');
    if (!isReviewee) {
      throw transitionRefused(`Only the ${reviewee} this review is about can reply to it`, review.status);
    }
    await recordTransition({
      tx,
      table: reviews,
      machine: reviewMachine,
      recordType: 'review',
      id,
      transition: 'reply',
      actor: reviewee!,
      actorUserId: caller.userId,
      set: { replyBody: body, repliedAt: now },
    });
  });
  const [row] = await reviewRows(db, eq(reviews.id, id));
  return toReview(row!);
}
