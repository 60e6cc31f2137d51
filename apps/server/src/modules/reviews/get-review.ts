import type { Review } from '@reelhire/shared/reviews';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { notFound } from '../../http/errors.ts';
import { reviewRows, toReview } from './review-record.ts';
import { mayRead, type ReviewViewer } from './review-viewer.ts';

/** `GET /reviews/{id}`: a visible review for anyone; a sealed one for its author and admins only. */
export async function getReview({
  db,
  viewer,
  id,
}: {
  db: Db;
  viewer: ReviewViewer;
  id: string;
}): Promise<Review> {
  const [row] = await reviewRows(db, eq(reviews.id, id));
  if (!row || !mayRead(viewer, row.review)) throw notFound('No such review');
  return toReview(row);
}
