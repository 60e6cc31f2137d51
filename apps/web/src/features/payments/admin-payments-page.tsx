import type { LedgerCheckResult } from '@reelhire/shared/earnings';
import { formatMoney } from '@reelhire/shared/money';
import { PAYOUT_STATUS_LABELS, type Payout } from '@reelhire/shared/payouts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-dates';
import { useRouteDef } from '@/lib/route-def';
import { useLedgerCheck, useLedgerSummary } from './api/ledger';
import { usePayouts } from './api/list-payouts';
import { useProcessPayout, type PayoutStep } from './api/process-payout';
import { PAYOUT_STATUS_VARIANTS } from './payout-history';
import { SandboxClockCard } from './sandbox-clock-card';

type Asking = { payout: Payout; transition: 'mark_paid' | 'fail' } | null;

function PayoutRow({ payout, onAsk }: { payout: Payout; onAsk: (asking: Asking) => void }) {
  const process = useProcessPayout();
  const step = (s: PayoutStep) => process.mutate({ id: payout.id, step: s });
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-3"
      aria-label={`Payout to ${payout.filmmaker_name}`}
    >
      <div className="min-w-0">
        <p className="font-medium text-zinc-900">
          {payout.filmmaker_name} ·{' '}
          <span className="tabular-nums">{formatMoney(payout.amount_minor, payout.currency)}</span>
        </p>
        <p className="text-xs text-zinc-500">Requested {formatDay(payout.created_at.slice(0, 10))}</p>
        {process.error ? (
          <p role="alert" className="text-sm text-red-600">
            {process.error instanceof ApiError ? process.error.message : 'That did not work'}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={PAYOUT_STATUS_VARIANTS[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</Badge>
        {payout.status === 'requested' ? (
          <Button size="sm" onClick={() => step({ transition: 'approve' })} disabled={process.isPending}>
            Approve
          </Button>
        ) : null}
        {payout.status === 'approved' ? (
          <Button size="sm" onClick={() => onAsk({ payout, transition: 'mark_paid' })}>
            Mark paid
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => onAsk({ payout, transition: 'fail' })}>
          Fail
        </Button>
      </div>
    </li>
  );
}

function PayoutQueue() {
  const requested = usePayouts('requested');
  const approved = usePayouts('approved');
  const process = useProcessPayout();
  const [asking, setAsking] = useState<Asking>(null);
  const items = [...(approved.data?.items ?? []), ...(requested.data?.items ?? [])];
  const loading = requested.isPending || approved.isPending;

  return (
    <>
      {loading ? (
        <Skeleton className="h-16 w-full" />
      ) : items.length === 0 ? (
        <p className="text-sm text-zinc-600">No payouts waiting.</p>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {items.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} onAsk={setAsking} />
          ))}
        </ul>
      )}
      {asking ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) {
              setAsking(null);
              process.reset();
            }
          }}
          title={asking.transition === 'mark_paid' ? 'Mark this payout paid' : 'Mark this payout failed'}
          description={
            asking.transition === 'mark_paid'
              ? `Confirm that ${formatMoney(asking.payout.amount_minor, asking.payout.currency)} was sent to ${asking.payout.filmmaker_name}. They are emailed.`
              : `${formatMoney(asking.payout.amount_minor, asking.payout.currency)} goes back to ${asking.payout.filmmaker_name}'s available balance, and they see the reason.`
          }
          confirmLabel={asking.transition === 'mark_paid' ? 'Mark paid' : 'Mark failed'}
          destructive={asking.transition === 'fail'}
          pending={process.isPending}
          error={
            process.error instanceof ApiError
              ? process.error.message
              : process.error
                ? 'That did not work'
                : null
          }
          note={
            asking.transition === 'mark_paid'
              ? { label: 'Bank transfer reference', max: 200, required: 'Give the bank transfer’s reference' }
              : { label: 'Reason', max: 1000, required: 'Say why the payout failed' }
          }
          onConfirm={(note) =>
            process.mutate(
              {
                id: asking.payout.id,
                step:
                  asking.transition === 'mark_paid'
                    ? { transition: 'mark_paid', reference: note }
                    : { transition: 'fail', reason: note },
              },
              { onSuccess: () => setAsking(null) },
            )
          }
        />
      ) : null}
    </>
  );
}

function LedgerCheckPanel({ check }: { check: LedgerCheckResult }) {
  if (check.ok) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        No differences: {check.accounts} balances recomputed from their entries and {check.transactions}{' '}
        movements re-added.
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="font-medium">The ledger has differences:</p>
      <ul className="list-disc space-y-1 pl-5">
        {check.mismatched_accounts.map((row) => (
          <li key={row.account_id}>
            {row.kind.replace(/_/g, ' ')} account {row.account_id}: balance {row.cached_minor}, entries add up
            to {row.from_entries_minor}
          </li>
        ))}
        {check.unbalanced_transactions.map((row) => (
          <li key={`${row.transaction_id}-${row.currency}`}>
            Movement {row.transaction_id} does not balance in {row.currency}: off by {row.sum_minor}
          </li>
        ))}
        {check.negative_accounts.map((row) => (
          <li key={row.account_id}>
            {row.kind.replace(/_/g, ' ')} account {row.account_id} is below zero: {row.balance_minor}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `/admin/payments`: payouts to process, escrow held, fees earned, and the ledger check. */
export function AdminPaymentsPage() {
  const route = useRouteDef();
  const summary = useLedgerSummary();
  const check = useLedgerCheck();

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title={route?.title ?? 'Payments'}
        description="Money held in escrow, Reelhire's fees, payouts to send, and a check of the ledger."
      />
      {summary.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : (summary.data?.currencies.length ?? 0) === 0 ? (
        <p className="text-sm text-zinc-600">No money has moved yet.</p>
      ) : (
        summary.data!.currencies.map((row) => (
          <div
            key={row.currency}
            className="grid grid-cols-2 gap-3 lg:grid-cols-4"
            aria-label={`Totals in ${row.currency}`}
          >
            {[
              ['Escrow held', row.escrow_held_minor],
              ['Fees earned', row.fees_earned_minor],
              [`Payouts to process (${row.payouts_to_process})`, row.payouts_to_process_minor],
              ['Paid out', row.paid_out_minor],
            ].map(([label, amount]) => (
              <div key={label as string} className="rounded-xl border border-zinc-200 bg-white p-4">
                <p className="text-sm text-zinc-600">{label}</p>
                <p className="mt-1 text-2xl font-semibold text-zinc-900 tabular-nums">
                  {formatMoney(amount as number, row.currency)}
                </p>
              </div>
            ))}
          </div>
        ))
      )}
      <Card>
        <CardHeader>
          <CardTitle>Payouts to process</CardTitle>
        </CardHeader>
        <CardContent>
          <PayoutQueue />
        </CardContent>
      </Card>
      {summary.data?.sandbox ? <SandboxClockCard /> : null}
      <Card>
        <CardHeader>
          <CardTitle>Ledger check</CardTitle>
        </CardHeader>
        <CardContent>
          {check.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : check.data ? (
            <LedgerCheckPanel check={check.data} />
          ) : (
            <p role="alert" className="text-sm text-red-600">
              The check could not be run. Try again in a moment.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
