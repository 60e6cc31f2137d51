import { REVIEW_WINDOW_DAYS, type Review } from '@reelhire/shared/reviews';
import { MessageSquareQuote, PenLine, Star, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { RatingLine, ReviewCard } from '@/components/reviews/review-card';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format-dates';
import { useReviews, type ReviewListFilter } from './api/list-reviews';
import { ReplyForm } from './reply-form';
import { ReviewForm } from './review-form';

function ReviewSection({
  title,
  filter,
  empty,
  children,
  aside,
}: {
  title: string;
  filter: ReviewListFilter;
  empty: { icon: typeof Star; title: string; description: string };
  children: (items: Review[]) => ReactNode;
  aside?: (items: Review[]) => ReactNode;
}) {
  const list = useReviews(filter);
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-semibold text-zinc-900">{title}</h2>
      {list.isPending ? (
        <Skeleton className="h-32 rounded-xl" />
      ) : list.isError ? (
        <EmptyState
          icon={TriangleAlert}
          title={`${title} could not be loaded`}
          description={list.error.message}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
      ) : (
        <>
          {aside?.(list.data.items)}
          <div className="space-y-3">{children(list.data.items)}</div>
        </>
      )}
    </section>
  );
}

/** The average of the reviews shown: the received list holds the latest 50. */
function averageOf(items: Review[]) {
  const rated = items.filter((review) => review.rating !== null);
  if (rated.length === 0) return { average: null, count: 0 };
  return {
    average: rated.reduce((sum, review) => sum + review.rating!, 0) / rated.length,
    count: rated.length,
  };
}

/**
 * `/filmmaker/dashboard/reviews` (decision 0060): reviews still to write about clients, reviews received
 * from clients with the average and a reply to each, and the reviews the filmmaker gave.
 */
export function FilmmakerReviewsPage() {
  return (
    <div className="max-w-3xl space-y-8">
      <PageHeader
        title="Reviews"
        description={`After each completed booking you and the client review each other. Reviews are blind until you have both written, or ${REVIEW_WINDOW_DAYS} days after completion.`}
      />
      <ReviewSection
        title="To write"
        filter={{ mine: 'to_write', as: 'filmmaker' }}
        empty={{
          icon: PenLine,
          title: 'No reviews to write',
          description: 'When a booking completes, you can review the client here.',
        }}
      >
        {(items) =>
          items.map((review) => (
            <article key={review.id} className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4">
              <div>
                <h3 className="text-sm font-semibold text-zinc-900">{review.reviewee_name}</h3>
                <p className="text-xs text-zinc-500">
                  “{review.booking_title}” · write by {formatDay(review.window_closes_at)} ·{' '}
                  <Link
                    to={`/filmmaker/dashboard/bookings/${review.booking_id}`}
                    className="text-brand-700 hover:underline"
                  >
                    Booking
                  </Link>
                </p>
              </div>
              <ReviewForm
                bookingId={review.booking_id}
                role="filmmaker"
                counterpartName={review.reviewee_name}
              />
            </article>
          ))
        }
      </ReviewSection>
      <ReviewSection
        title="Received"
        filter={{ mine: 'received', as: 'filmmaker' }}
        empty={{
          icon: Star,
          title: 'No reviews yet',
          description:
            'Clients review you after a completed booking; their reviews appear here and on your public page once you have both written, or the window closes.',
        }}
        aside={(items) => <RatingLine rating={averageOf(items)} />}
      >
        {(items) =>
          items.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              footer={review.status === 'published' ? <ReplyForm reviewId={review.id} /> : null}
            />
          ))
        }
      </ReviewSection>
      <ReviewSection
        title="Given"
        filter={{ mine: 'given', as: 'filmmaker' }}
        empty={{
          icon: MessageSquareQuote,
          title: 'No reviews given yet',
          description: 'The reviews you write about clients appear here.',
        }}
      >
        {(items) =>
          items.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              heading={`Your review of ${review.reviewee_name}`}
              footer={
                review.status === 'written' ? (
                  <Badge>
                    Hidden until {review.reviewee_name} writes theirs, or {formatDay(review.window_closes_at)}
                  </Badge>
                ) : (
                  <Badge variant="success">Published</Badge>
                )
              }
            />
          ))
        }
      </ReviewSection>
    </div>
  );
}
