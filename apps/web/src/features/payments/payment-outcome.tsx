import { formatMoney } from '@reelhire/shared/money';
import type { Payment } from '@reelhire/shared/payments';
import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { isOpenPayment, usePayment } from './api/get-payment';

export interface PaymentOutcomeProps {
  paymentId: string | null;
  /** What the paid state says and offers. */
  paid: (payment: Payment) => ReactNode;
  /** What the failed state offers (a retry). */
  failed: (payment: Payment) => ReactNode;
}

/**
 * A payment as it stands after checkout (decision 0042): waiting while the provider's webhook has not
 * landed (asked again every two seconds), then paid or failed with the reason. Never claims success early.
 */
export function PaymentOutcome({ paymentId, paid, failed }: PaymentOutcomeProps) {
  const payment = usePayment(paymentId);
  if (!paymentId) {
    return <p className="text-sm text-zinc-700">No payment to show here.</p>;
  }
  if (payment.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (payment.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {payment.error instanceof ApiError ? payment.error.message : 'The payment could not be loaded.'}
      </p>
    );
  }
  const data = payment.data;
  const money = (minor: number) => formatMoney(minor, data.currency);
  const summary = (
    <dl className="mt-3 space-y-1 text-sm text-zinc-700">
      <div className="flex justify-between gap-4">
        <dt>{data.purpose === 'wallet_deposit' ? 'Into your wallet' : 'Into escrow'}</dt>
        <dd className="tabular-nums">{money(data.amount_minor)}</dd>
      </div>
      {data.fee_minor > 0 ? (
        <div className="flex justify-between gap-4">
          <dt>Service fee</dt>
          <dd className="tabular-nums">{money(data.fee_minor)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-zinc-200 pt-1 font-semibold text-zinc-900">
        <dt>{data.method === 'wallet' ? 'From your wallet' : 'Card charged'}</dt>
        <dd className="tabular-nums">{money(data.total_minor)}</dd>
      </div>
    </dl>
  );

  if (isOpenPayment(data)) {
    return (
      <Card>
        <CardContent>
          <p role="status" className="flex items-center gap-2 font-semibold text-zinc-900">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Waiting for the card payment to be
            confirmed…
          </p>
          <p className="mt-1 text-sm text-zinc-600">
            This usually takes a few seconds; the page updates by itself.
          </p>
          {summary}
        </CardContent>
      </Card>
    );
  }
  if (data.status === 'succeeded') {
    return (
      <Card className="border-emerald-200">
        <CardContent>
          <p role="status" className="flex items-center gap-2 font-semibold text-emerald-800">
            <CircleCheck className="size-5" aria-hidden /> Payment received
          </p>
          {summary}
          <div className="mt-4 flex flex-wrap gap-2">{paid(data)}</div>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="border-red-200">
      <CardContent>
        <p role="alert" className="flex items-center gap-2 font-semibold text-red-800">
          <CircleX className="size-5" aria-hidden /> The payment did not go through
        </p>
        <p className="mt-1 text-sm text-zinc-700">
          {data.failure_reason ?? 'The payment was cancelled.'} Nothing was charged.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">{failed(data)}</div>
      </CardContent>
    </Card>
  );
}
