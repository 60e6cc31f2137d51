import { CalendarDays, TriangleAlert } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useBooking } from '@/lib/bookings/get-booking';
import type { BookingSide } from './booking-format';
import { BookingView } from './booking-view';

/** Loads one booking and shows it for this side; the filmmaker's page and the client's job both use it. */
export function BookingDetail({ bookingId, side }: { bookingId: string; side: BookingSide }) {
  const booking = useBooking(bookingId);
  if (booking.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading the booking">
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  }
  if (booking.isError) {
    const missing = booking.error instanceof ApiError && booking.error.status === 404;
    return (
      <EmptyState
        icon={missing ? CalendarDays : TriangleAlert}
        title={missing ? 'Booking not found' : 'The booking could not be loaded'}
        description={missing ? 'This booking does not exist or is not yours.' : booking.error.message}
      />
    );
  }
  return <BookingView booking={booking.data} side={side} />;
}
