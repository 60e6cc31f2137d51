import { revieweeOf, type Review, type ReviewerRole, type ReviewStatus } from '@reelhire/shared/reviews';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { contracts, jobs } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { reviews } from '../../db/schema/reviews.ts';

// One review as the API answers it, with the names and the booking it is about; every read goes through
// selectReviews so the lists and the single read agree.

/** A timestamp as the text a keyset cursor carries, exact to the microsecond. */
export const cursorTime = (column: unknown) => sql<string | null>`${column}::text`;

export function selectReviews(db: Db) {
  return db
    .select({
      review: reviews,
      bookingTitle: bookings.title,
      clientName: clients.companyName,
      filmmakerFirst: filmmakers.firstName,
      filmmakerLast: filmmakers.lastName,
      filmmakerUsername: filmmakers.username,
      projectId: jobs.projectId,
      jobId: jobs.id,
      publishedKey: cursorTime(reviews.publishedAt),
      writtenKey: cursorTime(reviews.writtenAt),
      windowKey: cursorTime(reviews.windowClosesAt),
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(clients, eq(clients.id, reviews.clientId))
    .innerJoin(filmmakers, eq(filmmakers.id, reviews.filmmakerId))
    .leftJoin(contracts, eq(contracts.id, bookings.contractId))
    .leftJoin(jobs, eq(jobs.id, contracts.jobId))
    .$dynamic();
}
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

export async function reviewRows(db: Db, where: SQL | undefined): Promise<ReviewRow[]> {
  return selectReviews(db).where(where);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The wire shape; what is not for the viewer's eyes (a sealed review's text) the caller has left out. */
export function toReview(row: ReviewRow): Review {
  const { review } = row;
  const filmmakerName =
    `${row.filmmakerFirst} ${row.filmmakerLast}`.trim() || row.filmmakerUsername || 'The filmmaker';
  const clientName = row.clientName || 'The client';
  const names: Record<ReviewerRole, string> = { client: clientName, filmmaker: filmmakerName };
  return {
    id: review.id,
    booking_id: review.bookingId,
    status: review.status as ReviewStatus,
    reviewer_role: review.reviewerRole,
    reviewee_role: revieweeOf(review.reviewerRole),
    reviewer_name: names[review.reviewerRole],
    reviewee_name: names[revieweeOf(review.reviewerRole)],
    filmmaker_id: review.filmmakerId,
    filmmaker_username: row.filmmakerUsername,
    client_id: review.clientId,
    booking_title: row.bookingTitle,
    project_id: row.projectId,
    job_id: row.jobId,
    rating: review.rating,
    body: review.body,
    scores: review.scores,
    reply:
      review.replyBody && review.repliedAt
        ? { body: review.replyBody, created_at: review.repliedAt.toISOString() }
        : null,
    written_at: iso(review.writtenAt),
    published_at: iso(review.publishedAt),
    window_closes_at: review.windowClosesAt.toISOString(),
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
  };
}
