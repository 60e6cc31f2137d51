import {
  formatRating,
  REVIEW_SCORE_LABELS,
  REVIEW_SCORES,
  type RatingSummary,
  type Review,
} from '@reelhire/shared/reviews';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDay } from '@/lib/format-dates';
import { cn } from '@/lib/cn';

// How a review reads wherever it is shown (the public portfolio, the reviews pages, a job's review step):
// the stars, the scores, the text and the reviewee's one reply (decision 0060).

/** Five stars, `value` of them filled, with the number said for screen readers. */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`${formatRating(value)} out of 5 stars`}
      className={cn('inline-flex', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn(
            'size-4',
            n <= Math.round(value) ? 'fill-amber-400 text-amber-400' : 'fill-zinc-100 text-zinc-300',
          )}
        />
      ))}
    </span>
  );
}

/** "4.8 · 12 reviews", or honestly none yet. */
export function RatingLine({ rating }: { rating: RatingSummary }) {
  if (rating.average === null || rating.count === 0) {
    return <p className="text-sm text-zinc-600">No reviews yet</p>;
  }
  return (
    <p className="flex items-center gap-2 text-sm text-zinc-700">
      <Stars value={rating.average} />
      <span className="font-semibold text-zinc-900">{formatRating(rating.average)}</span>
      <span>
        · {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
      </span>
    </p>
  );
}

/** The side's scores in the order its form asks them (the database keeps its own key order). */
function orderedScores(review: Review): [string, number][] {
  const scores = review.scores ?? {};
  const known: readonly string[] = REVIEW_SCORES[review.reviewer_role];
  const rest = Object.keys(scores).filter((key) => !known.includes(key));
  return [...known, ...rest].filter((key) => key in scores).map((key) => [key, scores[key]!]);
}

/** One written review: who wrote it about whom, the stars, the scores, the text and any reply. */
export function ReviewCard({
  review,
  heading,
  footer,
}: {
  review: Review;
  /** What the card is titled; the reviewer's name by default. */
  heading?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <article className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="text-sm font-semibold text-zinc-900">{heading ?? review.reviewer_name}</h3>
          <p className="text-xs text-zinc-500">
            “{review.booking_title}”{review.published_at ? ` · ${formatDay(review.published_at)}` : null}
          </p>
        </div>
        {review.rating !== null ? <Stars value={review.rating} /> : null}
      </header>
      {review.body ? <p className="text-sm whitespace-pre-line text-zinc-800">{review.body}</p> : null}
      {review.scores ? (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-3">
          {orderedScores(review).map(([key, value]) => (
            <div key={key} className="flex items-center justify-between gap-2 sm:block">
              <dt className="text-zinc-500">
                {REVIEW_SCORE_LABELS[key as keyof typeof REVIEW_SCORE_LABELS] ?? key}
              </dt>
              <dd className="font-medium text-zinc-900">{value} / 5</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {review.reply ? (
        <div className="rounded-lg border-l-2 border-brand-300 bg-zinc-50 px-3 py-2 text-sm">
          <p className="text-xs font-medium text-zinc-600">Reply from {review.reviewee_name}</p>
          <p className="mt-1 whitespace-pre-line text-zinc-800">{review.reply.body}</p>
        </div>
      ) : null}
      {footer}
    </article>
  );
}
