import type { Review } from '@reelhire/shared/reviews';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { ofFilmmaker } from './list-reviews.ts';
import { selectReviews, toReview } from './review-record.ts';

/** The latest visible reviews of a filmmaker, for the public portfolio. */
export async function latestReviewsOf(db: Db, filmmakerId: string, limit: number): Promise<Review[]> {
  const rows = await selectReviews(db)
    .where(ofFilmmaker(filmmakerId))
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(limit);
  return rows.map(toReview);
}
