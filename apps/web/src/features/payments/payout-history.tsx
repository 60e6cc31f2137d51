import { formatMoney } from '@reelhire/shared/money';
import { PAYOUT_STATUS_LABELS, type Payout, type PayoutStatus } from '@reelhire/shared/payouts';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format-dates';

export const PAYOUT_STATUS_VARIANTS: Record<PayoutStatus, 'neutral' | 'brand' | 'success' | 'danger'> = {
  requested: 'neutral',
  approved: 'brand',
  paid: 'success',
  failed: 'danger',
};

/** A filmmaker's payouts, newest first, with the transfer reference or why it failed. */
export function PayoutHistory({ payouts, loading }: { payouts: Payout[] | undefined; loading: boolean }) {
  if (loading) return <Skeleton className="h-16 w-full" />;
  if (!payouts || payouts.length === 0) {
    return <p className="text-sm text-zinc-600">No payouts yet. Request one once money is available.</p>;
  }
  return (
    <ul className="divide-y divide-zinc-100">
      {payouts.map((payout) => (
        <li key={payout.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-900 tabular-nums">
              {formatMoney(payout.amount_minor, payout.currency)}
              {payout.schedule_period ? <Badge variant="brand">Scheduled</Badge> : null}
            </p>
            <p className="text-xs text-zinc-500">
              {payout.schedule_period ? 'Requested by your payout schedule' : 'Requested'}{' '}
              {formatDay(payout.created_at.slice(0, 10))}
            </p>
            {payout.reference ? <p className="text-xs text-zinc-600">Reference {payout.reference}</p> : null}
            {payout.failure_reason ? (
              <p className="text-sm text-red-700">
                {payout.failure_reason}. The money is back in your available balance.
              </p>
            ) : null}
          </div>
          <Badge variant={PAYOUT_STATUS_VARIANTS[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</Badge>
        </li>
      ))}
    </ul>
  );
}
