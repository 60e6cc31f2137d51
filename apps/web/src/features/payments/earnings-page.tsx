import type { CurrencyEarnings } from '@reelhire/shared/earnings';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@reelhire/shared/bookings';
import { formatMoney } from '@reelhire/shared/money';
import { EARNINGS_HOLD_DAYS } from '@reelhire/shared/money-policy';
import { Banknote } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteDef } from '@/lib/route-def';
import { useEarnings } from './api/earnings';
import { usePayouts } from './api/list-payouts';
import { PayoutForm } from './payout-form';
import { PayoutHistory } from './payout-history';
import { PayoutScheduleCard } from './payout-schedule-card';

// Recharts is loaded only when a chart is drawn, so no other page pays for it.
const EarningsChart = lazy(() => import('./earnings-chart'));

function Figure({
  label,
  amount,
  currency,
  hint,
}: {
  label: string;
  amount: number;
  currency: string;
  hint: string;
}) {
  return (
    <div role="group" aria-label={label} className="rounded-xl border border-zinc-200 bg-white p-4">
      <p className="text-sm text-zinc-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-zinc-900 tabular-nums">
        {formatMoney(amount, currency)}
      </p>
      <p className="mt-1 text-xs text-zinc-500">{hint}</p>
    </div>
  );
}

function CurrencySection({
  earnings,
  multiple,
  withSchedule,
}: {
  earnings: CurrencyEarnings;
  multiple: boolean;
  /** The payout schedule covers every currency, so only the first section shows it. */
  withSchedule: boolean;
}) {
  const { currency } = earnings;
  return (
    <section className="space-y-4" aria-label={`Earnings in ${currency}`}>
      {multiple ? <h2 className="text-lg font-semibold text-zinc-900">{currency}</h2> : null}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label="Available"
          amount={earnings.available_minor}
          currency={currency}
          hint="Ready to pay out"
        />
        <Figure
          label="Pending"
          amount={earnings.pending_minor}
          currency={currency}
          hint={`Released, available after ${EARNINGS_HOLD_DAYS} days`}
        />
        <Figure
          label="In escrow"
          amount={earnings.in_escrow_minor}
          currency={currency}
          hint="Paid in, released on approval"
        />
        <Figure
          label="Paid out"
          amount={earnings.paid_out_minor}
          currency={currency}
          hint={
            earnings.in_transit_minor > 0
              ? `${formatMoney(earnings.in_transit_minor, currency)} on its way`
              : 'Sent to your bank'
          }
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-5 lg:items-start">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Earned by month</CardTitle>
          </CardHeader>
          <CardContent>
            {earnings.by_month.length > 0 ? (
              <Suspense fallback={<Skeleton className="h-56 w-full" />}>
                <EarningsChart months={earnings.by_month} currency={currency} />
              </Suspense>
            ) : (
              <p className="text-sm text-zinc-600">Nothing released to you yet.</p>
            )}
          </CardContent>
        </Card>
        <div className="space-y-4 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Request a payout</CardTitle>
            </CardHeader>
            <CardContent>
              <PayoutForm currency={currency} availableMinor={earnings.available_minor} />
            </CardContent>
          </Card>
          {withSchedule ? <PayoutScheduleCard currency={currency} /> : null}
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>By booking</CardTitle>
        </CardHeader>
        <CardContent>
          {earnings.by_booking.length === 0 ? (
            <p className="text-sm text-zinc-600">No booking has paid into escrow yet.</p>
          ) : (
            <ul className="divide-y divide-zinc-100">
              {earnings.by_booking.map((row) => (
                <li
                  key={row.booking_id}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
                >
                  <div className="min-w-0">
                    <Link
                      to={`/filmmaker/dashboard/bookings/${row.booking_id}`}
                      className="font-medium break-words text-zinc-900 underline-offset-2 hover:underline"
                    >
                      {row.title}
                    </Link>
                    <p className="text-xs text-zinc-500">
                      {BOOKING_STATUS_LABELS[row.status as BookingStatus] ?? row.status} ·{' '}
                      <Link
                        to={`/filmmaker/dashboard/payment-receipt/${row.booking_id}`}
                        className="text-brand-700 hover:underline"
                      >
                        Receipts
                      </Link>
                    </p>
                  </div>
                  <dl className="flex flex-wrap gap-x-4 text-sm tabular-nums">
                    <div className="flex gap-1">
                      <dt className="text-zinc-500">Earned</dt>
                      <dd className="font-medium text-zinc-900">{formatMoney(row.earned_minor, currency)}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt className="text-zinc-500">Fee</dt>
                      <dd className="text-zinc-700">{formatMoney(row.fees_minor, currency)}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt className="text-zinc-500">In escrow</dt>
                      <dd className="text-zinc-700">{formatMoney(row.in_escrow_minor, currency)}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** `/filmmaker/dashboard/earnings`: what the filmmaker has earned, can pay out, and has been paid. */
export function EarningsPage() {
  const route = useRouteDef();
  const earnings = useEarnings();
  const payouts = usePayouts();
  const currencies = earnings.data?.currencies ?? [];

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title={route?.title ?? 'Earnings'}
        description="Money released to you from approved work, what you can pay out, and your payouts."
      />
      {earnings.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : earnings.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Your earnings could not be loaded. Try again in a moment.
        </p>
      ) : currencies.length === 0 ? (
        <>
          <EmptyState
            icon={Banknote}
            title="No earnings yet"
            description="When a client funds a booking and approves your work, the money appears here."
          />
          {/* A schedule can be set before the first earnings, so they are paid out as they come. */}
          <PayoutScheduleCard currency="GBP" className="max-w-md" />
        </>
      ) : (
        currencies.map((entry, index) => (
          <CurrencySection
            key={entry.currency}
            earnings={entry}
            multiple={currencies.length > 1}
            withSchedule={index === 0}
          />
        ))
      )}
      <Card>
        <CardHeader>
          <CardTitle>Payouts</CardTitle>
        </CardHeader>
        <CardContent>
          <PayoutHistory payouts={payouts.data?.items} loading={payouts.isPending} />
        </CardContent>
      </Card>
    </div>
  );
}
