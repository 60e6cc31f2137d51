import { ReceiptText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BookingDetail } from '@/components/bookings/booking-detail';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useBooking } from '@/lib/bookings/get-booking';
import { useRouteDef } from '@/lib/route-def';

/** `/filmmaker/dashboard/bookings/:bookingId`: one booking, its milestones to deliver and its timeline. */
export function BookingPage() {
  const route = useRouteDef();
  const { bookingId = '' } = useParams();
  const booking = useBooking(bookingId);
  return (
    <div className="max-w-4xl space-y-4">
      <Link to="/filmmaker/dashboard/bookings" className="text-sm text-brand-700 hover:underline">
        ← Bookings
      </Link>
      <PageHeader
        title={booking.data?.title ?? route?.title ?? 'Booking'}
        actions={
          <Button variant="outline" size="sm" asChild>
            <Link to={`/filmmaker/dashboard/payment-receipt/${bookingId}`}>
              <ReceiptText aria-hidden /> Payment receipts
            </Link>
          </Button>
        }
      />
      <BookingDetail bookingId={bookingId} side="filmmaker" />
    </div>
  );
}
