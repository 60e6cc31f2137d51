import {
  VISIBLE_REVIEW_STATUSES,
  type ReviewerRole,
  type ReviewList,
  type ReviewListQuery,
} from '@reelhire/shared/reviews';
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { notFound } from '../../http/errors.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { partiesOf } from '../applications/hiring-party.ts';
import { cursorTime, reviewRows, selectReviews, toReview } from './review-record.ts';
import { mayRead, type ReviewViewer } from './review-viewer.ts';

const visible = inArray(reviews.status, [...VISIBLE_REVIEW_STATUSES]);

/** Visible reviews by clients of one filmmaker, newest first: what anyone may read (reviews_of_filmmaker_idx). */
export const ofFilmmaker = (filmmakerId: string) =>
  and(eq(reviews.filmmakerId, filmmakerId), eq(reviews.reviewerRole, 'client'), visible);

/**
 * `GET /reviews` (decision 0060), keyset paged: one booking's reviews for its parties and admins (a
 * side's sealed review only for its author), one filmmaker's visible reviews for anyone, or the caller's
 * own lists for one side (`mine`: received, given, to_write).
 */
export async function listReviews({
  db,
  viewer,
  query,
  sideId,
  now = new Date(),
}: {
  db: Db;
  viewer: ReviewViewer;
  query: ReviewListQuery;
  /** The caller's entity on the `as` side, for `mine` (the route asks for it). */
  sideId?: string;
  now?: Date;
}): Promise<ReviewList> {
  if (query.booking_id) {
    const [booking] = await db
      .select({ clientId: bookings.clientId, filmmakerId: bookings.filmmakerId })
      .from(bookings)
      .where(eq(bookings.id, query.booking_id));
    if (!booking || !viewer || partiesOf(viewer, booking).length === 0) throw notFound('No such booking');
    const rows = await selectReviews(db)
      .where(eq(reviews.bookingId, query.booking_id))
      .orderBy(asc(reviews.reviewerRole));
    return { items: rows.filter((row) => mayRead(viewer, row.review)).map(toReview), next_cursor: null };
  }
  if (query.filmmaker_id) return newestPublished(db, ofFilmmaker(query.filmmaker_id), query);

  const as = query.as as ReviewerRole;
  const side = (role: ReviewerRole) =>
    eq(role === 'client' ? reviews.clientId : reviews.filmmakerId, sideId!);
  if (query.mine === 'received') {
    const about = as === 'client' ? 'filmmaker' : 'client';
    return newestPublished(db, and(side(as), eq(reviews.reviewerRole, about), visible), query);
  }
  if (query.mine === 'given') {
    const after = query.after ? decodeTimeCursor(query.after) : undefined;
    const rows = await keyed(db, cursorTime(reviews.writtenAt))
      .where(
        and(
          side(as),
          eq(reviews.reviewerRole, as),
          isNotNull(reviews.writtenAt),
          after
            ? sql`(${reviews.writtenAt}, ${reviews.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(reviews.writtenAt), desc(reviews.id))
      .limit(query.limit + 1);
    return page(db, rows, query.limit);
  }
  // to_write: the side's open reviews, soonest closing first; a window closed but not yet swept is over.
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  const rows = await keyed(db, cursorTime(reviews.windowClosesAt))
    .where(
      and(
        side(as),
        eq(reviews.status, as === 'client' ? 'client_to_write' : 'filmmaker_to_write'),
        sql`${reviews.windowClosesAt} > ${now.toISOString()}::timestamptz`,
        after
          ? sql`(${reviews.windowClosesAt}, ${reviews.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(reviews.windowClosesAt), asc(reviews.id))
    .limit(query.limit + 1);
  return page(db, rows, query.limit);
}

async function newestPublished(db: Db, where: SQL | undefined, query: ReviewListQuery): Promise<ReviewList> {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  const rows = await keyed(db, cursorTime(reviews.publishedAt))
    .where(
      and(
        where,
        after
          ? sql`(${reviews.publishedAt}, ${reviews.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(query.limit + 1);
  return page(db, rows, query.limit);
}

/**
 * A page's ids and sort keys come from the reviews table alone, read off the list's index; the names and
 * the booking are joined for those rows only, so the joins never steer the plan away from the index.
 */
function keyed(db: Db, key: SQL<string | null>) {
  return db.select({ id: reviews.id, key }).from(reviews).$dynamic();
}

async function page(db: Db, rows: { id: string; key: string | null }[], limit: number): Promise<ReviewList> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const found =
    shown.length === 0
      ? []
      : await reviewRows(
          db,
          inArray(
            reviews.id,
            shown.map((row) => row.id),
          ),
        );
  const byId = new Map(found.map((row) => [row.review.id, row]));
  return {
    items: shown.flatMap((row) => {
      const full = byId.get(row.id);
      return full ? [toReview(full)] : [];
    }),
    next_cursor: rows.length > limit && last ? encodeCursor([last.key!, last.id]) : null,
  };
}
