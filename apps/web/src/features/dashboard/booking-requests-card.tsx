import type { BookingSummary } from '@reelhire/shared/booking-records';
import { formatMoney } from '@reelhire/shared/money';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { useOpenBookingRequests } from './api/list-open-booking-requests';

function line(role: 'client' | 'filmmaker', booking: BookingSummary): { text: string; to: string } | null {
  const money = formatMoney(booking.amount_minor, booking.currency);
  if (role === 'filmmaker') {
    // Proposed changes wait for the client; only requests wait for the filmmaker.
    if (booking.status !== 'requested') return null;
    return {
      text: `${booking.client.name ?? 'A client'} asked to book you for “${booking.title}” (${money})`,
      to: `/filmmaker/dashboard/bookings/requests/${booking.id}`,
    };
  }
  const to = `/book/${encodeURIComponent(booking.filmmaker.username ?? booking.filmmaker_id)}`;
  return booking.status === 'changes_proposed'
    ? { text: `${booking.filmmaker.name} proposed changes to “${booking.title}”: your answer`, to }
    : { text: `Waiting for ${booking.filmmaker.name} to answer “${booking.title}” (${money})`, to };
}

/**
 * Booking requests on the dashboard home (decision 0034): a filmmaker's requests to answer, a client's
 * requests still open with who owes the next answer. Nothing shows when there are none.
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
          {role === 'filmmaker' ? 'Booking requests to answer' : 'Your booking requests'}
        </h2>
        <ul
          className="space-y-2"
          aria-label={role === 'filmmaker' ? 'Booking requests to answer' : 'Your booking requests'}
        >
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
