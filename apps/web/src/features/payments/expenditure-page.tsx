import { formatMoney } from '@reelhire/shared/money';
import type { Expenditure, WalletEntry } from '@reelhire/shared/spending';
import { ArrowDownLeft, ArrowUpRight, Wallet } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-dates';
import { useExpenditure } from './api/get-expenditure';
import { useWallet } from './api/get-wallet';
import { CardRefunds } from './card-refunds';
import { ClientReceipts } from './client-receipts';

// Recharts only loads once there are months to draw (the home page's bundle budget).
const SpendChart = lazy(() => import('./spend-chart'));

const KIND_LABELS: Partial<Record<WalletEntry['kind'], string>> = {
  wallet_deposit: 'Deposit',
  escrow_funding_wallet: 'Paid into escrow',
  cancellation_settlement: 'Refund',
  card_refund_returned: 'Card refund returned to wallet',
  dispute_ruling: 'Dispute refund',
};

/** "£1,200 · $300": one amount per currency, never summed across them. */
const amounts = (rows: { currency: string; minor: number }[]) =>
  rows.length === 0
    ? formatMoney(0, 'GBP')
    : rows.map((row) => formatMoney(row.minor, row.currency)).join(' · ');

function failure(error: unknown, what: string) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {error instanceof ApiError
        ? error.message
        : `${what} could not be loaded. Check your connection and try again.`}
    </p>
  );
}

function Summary({ data }: { data: Expenditure }) {
  const held = new Map<string, number>();
  for (const row of data.escrow) held.set(row.currency, (held.get(row.currency) ?? 0) + row.held_minor);
  const tiles = [
    {
      label: 'Wallet balance',
      value: amounts(data.wallet.map((row) => ({ currency: row.currency, minor: row.balance_minor }))),
      note: 'Ready to fund milestones',
    },
    {
      label: 'Held in escrow',
      value: amounts([...held].map(([currency, minor]) => ({ currency, minor }))),
      note: 'Released to filmmakers as you approve work',
    },
    {
      label: 'Spent to date',
      value: amounts(data.totals.map((row) => ({ currency: row.currency, minor: row.spent_minor }))),
      note: 'Paid into escrow with fees, less refunds',
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs">
          <dt className="text-sm text-zinc-600">{tile.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-zinc-900 tabular-nums">{tile.value}</dd>
          <dd className="mt-1 text-xs text-zinc-500">{tile.note}</dd>
        </div>
      ))}
    </dl>
  );
}

function ByMonth({ data }: { data: Expenditure }) {
  const currencies = [...new Set(data.by_month.map((row) => row.currency))];
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Spend by month</CardTitle>
        <CardDescription>What you paid into escrow each month with fees, less refunds.</CardDescription>
      </CardHeader>
      <CardContent>
        {currency === undefined ? (
          <p className="text-sm text-zinc-600">Nothing paid yet: months appear once you fund a milestone.</p>
        ) : (
          <>
            {currencies.length > 1 ? (
              <div className="mb-3 flex gap-2" role="group" aria-label="Currency">
                {currencies.map((code) => (
                  <Button
                    key={code}
                    size="sm"
                    variant={code === currency ? 'primary' : 'outline'}
                    aria-pressed={code === currency}
                    onClick={() => setChosen(code)}
                  >
                    {code}
                  </Button>
                ))}
              </div>
            ) : null}
            <Suspense fallback={<Skeleton className="h-60 rounded-lg" />}>
              <SpendChart
                months={data.by_month.filter((row) => row.currency === currency)}
                currency={currency}
              />
            </Suspense>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ByProject({ data }: { data: Expenditure }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Spend by project</CardTitle>
      </CardHeader>
      <CardContent>
        {data.by_project.length === 0 ? (
          <p className="text-sm text-zinc-600">No project has been paid for yet.</p>
        ) : (
          <ul className="divide-y divide-zinc-100" aria-label="Spend by project">
            {data.by_project.map((row) => (
              <li
                key={`${row.project_id ?? row.title}-${row.currency}`}
                className="flex items-start justify-between gap-4 py-3"
              >
                <div className="min-w-0">
                  {row.project_id ? (
                    <Link
                      className="font-medium text-zinc-900 hover:underline"
                      to={`/client/dashboard/projects/${row.project_id}`}
                    >
                      {row.title}
                    </Link>
                  ) : (
                    <span className="font-medium text-zinc-900">{row.title}</span>
                  )}
                  <p className="text-xs text-zinc-500">
                    Paid {formatMoney(row.charged_minor, row.currency)}
                    {row.refunded_minor > 0
                      ? ` · refunded ${formatMoney(row.refunded_minor, row.currency)}`
                      : ''}
                  </p>
                </div>
                <span className="shrink-0 font-semibold text-zinc-900 tabular-nums">
                  {formatMoney(row.spent_minor, row.currency)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function EscrowHeld({ data }: { data: Expenditure }) {
  if (data.escrow.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>In escrow now</CardTitle>
        <CardDescription>Paid in and waiting for you to approve the work.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-zinc-100" aria-label="Escrow by booking">
          {data.escrow.map((row) => (
            <li key={`${row.booking_id}-${row.currency}`} className="flex justify-between gap-4 py-3">
              <span className="min-w-0 break-words text-zinc-900">{row.title}</span>
              <span className="shrink-0 font-semibold tabular-nums">
                {formatMoney(row.held_minor, row.currency)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function WalletHistory() {
  const wallet = useWallet();
  const entries = (wallet.data?.pages ?? []).flatMap((page) => page.history.items);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Wallet history</CardTitle>
        <CardDescription>Deposits, payments from your wallet and refunds, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {wallet.isPending ? (
          <Skeleton className="h-24 rounded-lg" />
        ) : wallet.isError ? (
          failure(wallet.error, 'Your wallet history')
        ) : entries.length === 0 ? (
          <p className="text-sm text-zinc-600">
            Nothing yet. Deposits and refunds to your wallet, and payments from it, will be listed here.
          </p>
        ) : (
          <>
            <ul className="divide-y divide-zinc-100" aria-label="Wallet history">
              {entries.map((entry) => {
                const into = entry.amount_minor > 0;
                const Icon = into ? ArrowDownLeft : ArrowUpRight;
                return (
                  <li key={entry.id} className="flex items-center gap-3 py-3">
                    <span
                      className={`flex size-8 shrink-0 items-center justify-center rounded-full ${into ? 'bg-emerald-50 text-emerald-700' : 'bg-zinc-100 text-zinc-700'}`}
                    >
                      <Icon className="size-4" aria-hidden />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium text-zinc-900">
                        {KIND_LABELS[entry.kind] ?? entry.description}
                      </p>
                      <p className="break-words text-xs text-zinc-500">
                        {formatDay(entry.created_at)} · {entry.description}
                      </p>
                    </div>
                    <span
                      className={`shrink-0 text-sm font-semibold tabular-nums ${into ? 'text-emerald-700' : 'text-zinc-900'}`}
                    >
                      {into ? '+' : '−'}
                      {formatMoney(Math.abs(entry.amount_minor), entry.currency)}
                    </span>
                  </li>
                );
              })}
            </ul>
            {wallet.hasNextPage ? (
              <Button
                className="mt-3"
                variant="outline"
                onClick={() => void wallet.fetchNextPage()}
                disabled={wallet.isFetchingNextPage}
              >
                {wallet.isFetchingNextPage ? 'Loading…' : 'Show older'}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** `/client/dashboard/expenditure`: the client's wallet, escrow and spend, all read from the ledger. */
export function ExpenditurePage() {
  const expenditure = useExpenditure();
  const data = expenditure.data;
  const nothing = data && data.totals.length === 0 && data.wallet.length === 0 && data.escrow.length === 0;
  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="Expenditure"
        description="Your wallet, what is held in escrow, and what you have spent."
      />
      {expenditure.isPending ? (
        <Skeleton className="h-28 rounded-xl" />
      ) : expenditure.isError ? (
        failure(expenditure.error, 'Your expenditure')
      ) : nothing ? (
        <EmptyState
          icon={Wallet}
          title="No spending yet"
          description="When you fund a milestone or top up your wallet, your balance, escrow and spend by project and month appear here."
          action={
            <Button variant="outline" asChild>
              <Link to="/client/dashboard/projects">Your projects</Link>
            </Button>
          }
        />
      ) : (
        <>
          <Summary data={data!} />
          <div className="grid gap-6 lg:grid-cols-2">
            <ByMonth data={data!} />
            <ByProject data={data!} />
          </div>
          <EscrowHeld data={data!} />
          <CardRefunds />
          <div className="grid gap-6 lg:grid-cols-2">
            <WalletHistory />
            <ClientReceipts />
          </div>
        </>
      )}
    </div>
  );
}
