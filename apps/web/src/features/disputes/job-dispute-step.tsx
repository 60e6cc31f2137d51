import { CalendarDays, Gavel } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BookingDisputes } from '@/components/disputes/booking-disputes';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useBooking } from '@/lib/bookings/get-booking';
import { useJobBookings } from '@/lib/bookings/list-job-bookings';

function BookingDisputesOf({ bookingId }: { bookingId: string }) {
  const booking = useBooking(bookingId);
  if (booking.isPending) return <Skeleton className="h-32 rounded-xl" />;
  if (booking.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The booking could not be loaded: {booking.error.message}
      </p>
    );
  }
  return <BookingDisputes booking={booking.data} side="client" />;
}

/**
 * `.../jobs/{jobId}/dispute` (decision 0061): the job's bookings with their disputes, the way to open one on
 * funded milestones (freezing their escrow), answer the filmmaker's, or withdraw one's own; and each ruling.
 */
export function JobDisputeStep() {
  const { projectId = '', jobId = '' } = useParams();
  const bookings = useJobBookings(jobId);
  const jobPath = `/client/dashboard/projects/${projectId}/jobs/${jobId}`;
  return (
    <div className="max-w-4xl space-y-4">
      <Link to={jobPath} className="text-sm text-brand-700 hover:underline">
        ← The job
      </Link>
      <PageHeader
        title="Dispute"
        description="If delivered work or a payment is not what the contract says, and talking it through has not helped, Reelhire holds the money and decides."
      />
      {bookings.isPending ? <Skeleton className="h-32 rounded-xl" /> : null}
      {bookings.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          The bookings could not be loaded: {bookings.error.message}
        </p>
      ) : null}
      {bookings.data?.length === 0 ? (
        <EmptyState
          icon={Gavel}
          title="Nothing to dispute yet"
          description="A dispute is about work paid into escrow under a signed contract, and this job has no booking yet."
        />
      ) : null}
      {bookings.data?.map((booking) => (
        <article
          key={booking.id}
          aria-label={`Booking with ${booking.filmmaker.name}`}
          className="space-y-3 rounded-2xl border border-zinc-200 bg-zinc-50/50 p-3 sm:p-5"
        >
          <h2 className="flex items-center gap-2 font-semibold text-zinc-900">
            <CalendarDays className="size-4 text-zinc-500" aria-hidden />
            {booking.filmmaker.name} · {booking.title}
          </h2>
          <BookingDisputesOf bookingId={booking.id} />
        </article>
      ))}
    </div>
  );
}
