import type { BookingSummary } from '@reelhire/shared/booking-records';
import { formatMoney } from '@reelhire/shared/money';
import { CLIENT_SERVICE_FEE_BPS } from '@reelhire/shared/money-policy';
import { fundingTotal, type BookingFunding, type MilestoneFundingState } from '@reelhire/shared/payments';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { AddMoneyDialog } from './add-money-dialog';
import { useCreatePayment } from './api/create-payment';
import { useBookingFunding } from '@/lib/payments/booking-funding';

const FUNDING: Record<MilestoneFundingState, { label: string; variant: 'neutral' | 'success' | 'brand' }> = {
  unfunded: { label: 'Not funded', variant: 'neutral' },
  funded: { label: 'In escrow', variant: 'success' },
  released: { label: 'Released', variant: 'brand' },
};

type Method = 'card' | 'wallet';

/**
 * One booking's escrow (decision 0042): every milestone's funding, then a choice of what to fund (one
 * milestone or all still unfunded) and how (card or wallet), with the service fee and the total shown before
 * anything is paid.
 */
export function BookingFundingCard({ booking, jobPath }: { booking: BookingSummary; jobPath: string }) {
  const funding = useBookingFunding(booking.id);
  return (
    <Card>
      <CardContent className="space-y-4">
        <div>
          <h2 className="font-semibold text-zinc-900">{booking.title}</h2>
          <p className="text-sm text-zinc-600">
            {booking.filmmaker.name}
            {booking.contract_number ? ` · Contract ${booking.contract_number}` : ''}
          </p>
        </div>
        {funding.isPending ? (
          <Skeleton className="h-32 rounded-lg" />
        ) : funding.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {funding.error instanceof ApiError ? funding.error.message : 'The escrow could not be loaded.'}
          </p>
        ) : (
          <FundingForm funding={funding.data} jobPath={jobPath} />
        )}
      </CardContent>
    </Card>
  );
}

function FundingForm({ funding, jobPath }: { funding: BookingFunding; jobPath: string }) {
  const navigate = useNavigate();
  const unfunded = funding.milestones.filter((m) => m.funding === 'unfunded');
  // A card that failed at checkout comes back with what was chosen (`fund`, decision 0059): offer that again.
  const [search] = useSearchParams();
  const returned = search.get('fund');
  const [target, setTarget] = useState<string>(() =>
    returned && unfunded.some((m) => m.id === returned)
      ? returned
      : unfunded.length > 1
        ? 'all'
        : (unfunded[0]?.id ?? 'all'),
  );
  const [method, setMethod] = useState<Method>('card');
  const [adding, setAdding] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const create = useCreatePayment();
  const money = (minor: number) => formatMoney(minor, funding.currency);

  const chosen = target === 'all' ? unfunded : unfunded.filter((m) => m.id === target);
  const total = fundingTotal(chosen.map((m) => m.amount_minor));
  const short = method === 'wallet' && funding.wallet_balance_minor < total.totalMinor;

  const pay = () =>
    create.mutate(
      {
        input:
          target === 'all'
            ? { purpose: 'contract_funding', booking_id: funding.booking_id, method }
            : { purpose: 'milestone_funding', milestone_id: target, method },
        idempotencyKey: `${key}:${target}:${method}`,
      },
      {
        onSuccess: (payment) => {
          if (payment.checkout_url) window.location.assign(payment.checkout_url);
          else void navigate(`${jobPath}/payment-success?payment_id=${payment.id}`);
        },
        // A refusal is final for this attempt: the next press is a new payment.
        onError: () => setKey(crypto.randomUUID()),
      },
    );

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200">
        {funding.milestones.map((milestone, index) => (
          <li key={milestone.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5">
            <span className="min-w-0 text-sm text-zinc-900">
              {index + 1}. {milestone.title}
            </span>
            <span className="flex items-center gap-2 text-sm">
              <span className="tabular-nums text-zinc-700">{money(milestone.amount_minor)}</span>
              <Badge variant={FUNDING[milestone.funding].variant}>{FUNDING[milestone.funding].label}</Badge>
            </span>
          </li>
        ))}
      </ul>

      {unfunded.length === 0 ? (
        <p className="text-sm text-emerald-700">
          Every milestone is funded. Reelhire holds it until you approve the work.
        </p>
      ) : (
        <>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-zinc-900">What to fund</legend>
            {unfunded.length > 1 ? (
              <Choice
                name={`target-${funding.booking_id}`}
                value="all"
                checked={target === 'all'}
                onChange={setTarget}
              >
                Every unfunded milestone ({unfunded.length})
              </Choice>
            ) : null}
            {unfunded.map((m) => (
              <Choice
                key={m.id}
                name={`target-${funding.booking_id}`}
                value={m.id}
                checked={target === m.id}
                onChange={setTarget}
              >
                {m.title} only
              </Choice>
            ))}
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-zinc-900">Pay with</legend>
            <Choice
              name={`method-${funding.booking_id}`}
              value="card"
              checked={method === 'card'}
              onChange={(v) => setMethod(v as Method)}
            >
              Card
            </Choice>
            <Choice
              name={`method-${funding.booking_id}`}
              value="wallet"
              checked={method === 'wallet'}
              onChange={(v) => setMethod(v as Method)}
            >
              Wallet (balance {money(funding.wallet_balance_minor)})
            </Choice>
          </fieldset>
          <dl className="space-y-1 rounded-lg bg-zinc-50 p-3 text-sm">
            <Row label="Into escrow">{money(total.amountMinor)}</Row>
            <Row label={`Service fee (${CLIENT_SERVICE_FEE_BPS / 100}%)`}>{money(total.feeMinor)}</Row>
            <Row label="You pay" strong>
              {money(total.totalMinor)}
            </Row>
          </dl>
          {short ? (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
            >
              <span>Your wallet is {money(total.totalMinor - funding.wallet_balance_minor)} short.</span>
              <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
                Add money
              </Button>
            </div>
          ) : null}
          {create.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {create.error instanceof ApiError ? create.error.message : 'The payment could not be started.'}
            </p>
          ) : null}
          <Button
            className="w-full sm:w-auto"
            disabled={short || create.isPending || chosen.length === 0}
            onClick={pay}
          >
            {create.isPending
              ? 'Starting payment…'
              : `Pay ${money(total.totalMinor)}${method === 'card' ? ' by card' : ' from wallet'}`}
          </Button>
          <AddMoneyDialog
            open={adding}
            onOpenChange={setAdding}
            currency={funding.currency}
            suggestedMinor={Math.max(total.totalMinor - funding.wallet_balance_minor, 0)}
          />
        </>
      )}
    </div>
  );
}

function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
        checked ? 'border-brand-600 bg-brand-50/60' : 'border-zinc-200',
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} />
      {children}
    </label>
  );
}

function Row({ label, strong, children }: { label: string; strong?: boolean; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4',
        strong && 'border-t border-zinc-200 pt-1 font-semibold text-zinc-900',
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
