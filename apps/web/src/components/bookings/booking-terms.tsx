import type { Booking } from '@reelhire/shared/booking-records';
import { formatMoney } from '@reelhire/shared/money';
import { revisionsLeftText } from '@reelhire/shared/milestones';
import { Card, CardContent } from '@/components/ui/card';
import { bookingDatesText, daySlotText } from './booking-format';

const SHOWN_DAYS = 6;

function Term({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/** The booking's terms at a glance: days, amount, revisions left and the kill fee. */
export function BookingTerms({ booking }: { booking: Booking }) {
  const days = booking.days;
  return (
    <Card>
      <CardContent>
        <h2 className="sr-only">Terms</h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Term label="Dates">
            {bookingDatesText(booking)}
            {days.length > 0 ? (
              <ul className="mt-1 space-y-0.5 text-xs text-zinc-600" aria-label="Shoot days">
                {days.slice(0, SHOWN_DAYS).map((day) => (
                  <li key={`${day.date}-${day.part}`}>{daySlotText(day)}</li>
                ))}
                {days.length > SHOWN_DAYS ? <li>and {days.length - SHOWN_DAYS} more</li> : null}
              </ul>
            ) : null}
          </Term>
          <Term label="Amount">
            {formatMoney(booking.amount_minor, booking.currency)}
            <span className="block text-xs text-zinc-600">
              in {booking.milestones.length} {booking.milestones.length === 1 ? 'milestone' : 'milestones'}
            </span>
          </Term>
          <Term label="Revisions">
            {revisionsLeftText(booking.revisions_included, booking.revisions_used)}
          </Term>
          <Term label="Kill fee">
            {booking.kill_fee_percent > 0
              ? `${booking.kill_fee_percent}% of what is not yet approved, if the client cancels`
              : 'None'}
          </Term>
        </dl>
      </CardContent>
    </Card>
  );
}
