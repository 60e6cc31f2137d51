import { UNDER_WAY_BOOKING_STATUSES } from '@reelhire/shared/bookings';
import { CreditCard } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useJobBookings } from '@/lib/bookings/list-job-bookings';
import { useRouteDef } from '@/lib/route-def';
import { usePayment } from './api/get-payment';
import { BookingFundingCard } from './booking-funding-card';

const UNDER_WAY = new Set<string>(UNDER_WAY_BOOKING_STATUSES);

/**
 * `.../jobs/{jobId}/payment` (decision 0042): the job's bookings under way with each milestone's escrow,
 * and the way to fund them by card or wallet, fee shown first. A card that failed at checkout comes back
 * here, and the page says why before anything else.
 */
export function JobPaymentPage() {
  const route = useRouteDef();
  const { projectId, jobId } = useParams();
  const [search] = useSearchParams();
  const failed = usePayment(search.get('failed_payment_id'));
  const jobPath = `/client/dashboard/projects/${projectId}/jobs/${jobId}`;
  const bookings = useJobBookings(jobId);
  const payable = bookings.data?.filter((booking) => UNDER_WAY.has(booking.status)) ?? [];

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title={route?.title ?? 'Payment'}
        description="Reelhire holds each milestone's money in escrow and releases it to your filmmaker when you approve the work."
      />
      {failed.data?.status === 'failed' ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">Your payment did not go through. Nothing was charged.</p>
          <p className="mt-1">{failed.data.failure_reason ?? 'The card was declined.'}</p>
        </div>
      ) : null}
      {bookings.isPending ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : bookings.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {bookings.error instanceof ApiError ? bookings.error.message : 'The bookings could not be loaded.'}
        </p>
      ) : payable.length === 0 ? (
        <EmptyState
          icon={CreditCard}
          title="Nothing to fund for this job"
          description="Funding follows a signed contract: once a filmmaker accepts your offer, its milestones show here to fund into escrow."
          action={
            <Button variant="outline" asChild>
              <Link to={jobPath}>Back to the job</Link>
            </Button>
          }
        />
      ) : (
        payable.map((booking) => <BookingFundingCard key={booking.id} booking={booking} jobPath={jobPath} />)
      )}
    </div>
  );
}
