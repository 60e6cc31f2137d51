import type { Review, ReviewerRole } from '@reelhire/shared/reviews';
import { EyeOff, TriangleAlert } from 'lucide-react';
import { ReviewCard } from '@/components/reviews/review-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format-dates';
import { useReviews } from './api/list-reviews';
import { ReplyForm } from './reply-form';
import { ReviewForm } from './review-form';

const VISIBLE: readonly string[] = ['published', 'replied'];

/** My side's review: the form while it is mine to write, what I wrote, or that the window closed. */
function MyReview({
  review,
  bookingId,
  role,
  counterpartName,
}: {
  review: Review | undefined;
  bookingId: string;
  role: ReviewerRole;
  counterpartName: string;
}) {
  if (!review || review.status === 'client_to_write' || review.status === 'filmmaker_to_write') {
    return (
      <div className="space-y-2">
        {review ? (
          <p className="text-sm text-zinc-600">Write it by {formatDay(review.window_closes_at)}.</p>
        ) : null}
        <ReviewForm bookingId={bookingId} role={role} counterpartName={counterpartName} />
      </div>
    );
  }
  if (review.status === 'lapsed') {
    return (
      <p className="text-sm text-zinc-600">
        The review window closed on {formatDay(review.window_closes_at)} before you wrote one.
      </p>
    );
  }
  return (
    <ReviewCard
      review={review}
      heading="Your review"
      footer={
        review.status === 'written' ? (
          <p className="flex items-center gap-1.5 text-xs text-zinc-600">
            <EyeOff className="size-3.5" aria-hidden />
            Hidden from {counterpartName} until they write theirs, or until{' '}
            {formatDay(review.window_closes_at)}.
          </p>
        ) : null
      }
    />
  );
}

/**
 * Both reviews of one completed booking as one side sees them (decision 0060): theirs to write or what they
 * wrote, and the other side's once it is visible, with the one reply they may give to it.
 */
export function BookingReviews({
  bookingId,
  role,
  counterpartName,
}: {
  bookingId: string;
  role: ReviewerRole;
  counterpartName: string;
}) {
  const reviews = useReviews({ booking_id: bookingId });
  if (reviews.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (reviews.isError) {
    return (
      <p role="alert" className="flex items-center gap-2 text-sm text-red-600">
        <TriangleAlert className="size-4" aria-hidden /> The reviews could not be loaded:{' '}
        {reviews.error.message}
      </p>
    );
  }
  const mine = reviews.data.items.find((review) => review.reviewer_role === role);
  const theirs = reviews.data.items.find(
    (review) => review.reviewer_role !== role && VISIBLE.includes(review.status),
  );
  return (
    <div className="space-y-4">
      <section aria-label="Your review" className="space-y-2">
        <MyReview review={mine} bookingId={bookingId} role={role} counterpartName={counterpartName} />
      </section>
      <section aria-label={`${counterpartName}’s review of you`} className="space-y-2">
        <h3 className="text-sm font-semibold text-zinc-900">{counterpartName}’s review of you</h3>
        {theirs ? (
          <ReviewCard
            review={theirs}
            footer={theirs.status === 'published' ? <ReplyForm reviewId={theirs.id} /> : null}
          />
        ) : (
          <p className="text-sm text-zinc-600">
            Reviews are blind: you see {counterpartName}’s once you have both written, or when the window
            closes{mine ? ` on ${formatDay(mine.window_closes_at)}` : ''}.
          </p>
        )}
      </section>
    </div>
  );
}
