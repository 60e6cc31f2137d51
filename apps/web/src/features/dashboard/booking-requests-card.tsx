import type { BookingSummary } from '@reelhire/shared/booking-records';
import { bookingMachine } from '@reelhire/shared/bookings';
import { formatMoney } from '@reelhire/shared/money';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { useOpenBookingRequests } from './api/list-open-booking-requests';

function line(role: 'client' | 'filmmaker', booking: BookingSummary): { text: string; to: string } | null {
  // The user's own turns are their to-dos (decision 0053); this lists the requests waiting on the other side.
  if (bookingMachine.turns[booking.status]?.party === role) return null;
  const money = formatMoney(booking.amount_minor, booking.currency);
  if (role === 'filmmaker') {
    return {
      text: `Waiting for ${booking.client.name ?? 'the client'} to answer your changes to “${booking.title}” (${money})`,
      to: `/filmmaker/dashboard/bookings/requests/${booking.id}`,
    };
  }
  return {
    text: `Waiting for ${booking.filmmaker.name} to answer “${booking.title}” (${money})`,
    to: `/book/${encodeURIComponent(booking.filmmaker.username ?? booking.filmmaker_id)}`,
  };
}

/**
 * Booking requests on the dashboard home (decision 0034) still waiting on the other side; those waiting on
 * the user are in their to-dos (decision 0053). Nothing shows when there are none.
 */
export function BookingRequestsCard({ role, enabled }: { role: 'client' | 'filmmaker'; enabled: boolean }) {
  const { data } = useOpenBookingRequests(role, enabled);
  const lines = (data?.items ?? []).flatMap((booking) => {
    const item = line(role, booking);
    return item ? [{ id: booking.id, ...item }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <Card>
      <CardContent>
        <h2 className="mb-3 flex items-center gap-2 font-semibold">
          <CalendarClock aria-hidden className="size-5 text-brand-600" />
          Booking requests waiting for an answer
        </h2>
        <ul className="space-y-2" aria-label="Booking requests waiting for an answer">
          {lines.map((item) => (
            <li key={item.id}>
              <Link to={item.to} className="text-sm font-medium text-brand-700 hover:underline">
                {item.text}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
