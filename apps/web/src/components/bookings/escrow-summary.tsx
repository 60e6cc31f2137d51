import type { BookingSummary } from '@reelhire/shared/booking-records';
import { UNDER_WAY_BOOKING_STATUSES } from '@reelhire/shared/bookings';
import { formatMoney } from '@reelhire/shared/money';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useBookingFunding } from '@/lib/payments/booking-funding';

const UNDER_WAY = new Set<string>(UNDER_WAY_BOOKING_STATUSES);

/**
 * The client's escrow on one booking (decision 0042): how many milestones are funded and what Reelhire
 * holds, with a link to fund the rest. Only while the booking is under way: nothing is funded otherwise.
 */
export function EscrowSummary({ booking }: { booking: BookingSummary }) {
  const open = UNDER_WAY.has(booking.status);
  const funding = useBookingFunding(open ? booking.id : undefined);
  if (!open || !funding.data) return null;
  const { milestones, currency } = funding.data;
  const unfunded = milestones.filter((m) => m.funding === 'unfunded').length;
  const held = milestones.reduce((sum, m) => sum + m.escrow_minor, 0);
  const paymentPath =
    booking.project_id && booking.job_id
      ? `/client/dashboard/projects/${booking.project_id}/jobs/${booking.job_id}/payment`
      : null;
  return (
    <div
      className={
        unfunded > 0
          ? 'flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900'
          : 'flex flex-wrap items-center justify-between gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900'
      }
    >
      <span className="flex items-center gap-2">
        <ShieldCheck className="size-4 shrink-0" aria-hidden />
        {unfunded > 0
          ? `${milestones.length - unfunded} of ${milestones.length} ${milestones.length === 1 ? 'milestone' : 'milestones'} funded · ${formatMoney(held, currency)} in escrow`
          : `Every milestone funded · ${formatMoney(held, currency)} in escrow`}
      </span>
      {unfunded > 0 && paymentPath ? (
        <Button size="sm" asChild>
          <Link to={paymentPath}>Fund</Link>
        </Button>
      ) : null}
    </div>
  );
}
