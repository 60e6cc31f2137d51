import { REVIEW_WINDOW_DAYS } from '@reelhire/shared/reviews';
import { Star, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useJobBookings } from '@/lib/bookings/list-job-bookings';
import { BookingReviews } from './booking-reviews';

/**
 * `.../jobs/{jobId}/review`: the client reviews each filmmaker whose booking on this job is complete
 * (decision 0060), and reads their review of the client once both have written or the window has closed.
 */
export function JobReviewStep() {
  const { projectId = '', jobId = '' } = useParams();
  const bookings = useJobBookings(jobId);
  const jobPath = `/client/dashboard/projects/${projectId}/jobs/${jobId}`;
  const completed = bookings.data?.filter((booking) => booking.status === 'completed') ?? [];

  return (
    <div className="max-w-3xl space-y-4">
      <Link to={jobPath} className="text-sm text-brand-700 hover:underline">
        ← Back to the job
      </Link>
      <PageHeader
        title="Reviews"
        description={`Rate the filmmaker once their booking is complete. Reviews are blind: neither of you sees the other’s until both have written, or ${REVIEW_WINDOW_DAYS} days after completion.`}
      />
      {bookings.isPending ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : bookings.isError ? (
        <EmptyState
          icon={TriangleAlert}
          title="The bookings could not be loaded"
          description={bookings.error.message}
        />
      ) : completed.length === 0 ? (
        <EmptyState
          icon={Star}
          title="Nothing to review yet"
          description="You review a filmmaker once every milestone of their booking is approved and paid. This job has no completed booking yet."
          action={
            <Link to={jobPath} className="text-sm font-medium text-brand-700 hover:underline">
              See the job’s bookings
            </Link>
          }
        />
      ) : (
        completed.map((booking) => (
          <Card key={booking.id}>
            <CardContent className="space-y-4">
              <div>
                <h2 className="text-base font-semibold text-zinc-900">{booking.filmmaker.name}</h2>
                <p className="text-sm text-zinc-600">“{booking.title}” · completed</p>
              </div>
              <BookingReviews bookingId={booking.id} role="client" counterpartName={booking.filmmaker.name} />
            </CardContent>
          </Card>
        ))
      )}
    </div>
  );
}
