import { BookingDetail } from '@/components/bookings/booking-detail';
import { EscrowSummary } from '@/components/bookings/escrow-summary';
import { useJobBookings } from '@/lib/bookings/list-job-bookings';

/**
 * The client's job page's "Booking" section (issue 13): each booking an accepted contract made for this
 * job, to review deliveries, approve, ask for revisions or cancel. Nothing before a contract exists.
 */
export function JobBookingsSection({ jobId }: { jobId: string }) {
  const bookings = useJobBookings(jobId);
  if (bookings.isPending) return null;
  if (bookings.isError) {
    return (
      <section aria-labelledby="job-bookings" className="space-y-2">
        <h2 id="job-bookings" className="text-lg font-semibold text-zinc-900">
          Booking
        </h2>
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          The booking could not be loaded: {bookings.error.message}
        </p>
      </section>
    );
  }
  if (bookings.data.length === 0) return null;
  return (
    <section aria-labelledby="job-bookings" className="space-y-4">
      <h2 id="job-bookings" className="text-lg font-semibold text-zinc-900">
        {bookings.data.length === 1 ? 'Booking' : 'Bookings'}
      </h2>
      {bookings.data.map((booking) => (
        <article
          key={booking.id}
          aria-label={`Booking with ${booking.filmmaker.name}`}
          className="space-y-3 rounded-2xl border border-zinc-200 bg-zinc-50/50 p-3 sm:p-5"
        >
          <h3 className="font-semibold text-zinc-900">
            {booking.filmmaker.name} · {booking.title}
          </h3>
          <EscrowSummary booking={booking} />
          <BookingDetail bookingId={booking.id} side="client" />
        </article>
      ))}
    </section>
  );
}
