import { formatMoney } from '@reelhire/shared/money';
import { refundDestination, type Refund, type RefundStatus } from '@reelhire/shared/refunds';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-dates';
import { useMyRefunds } from './api/list-refunds';

const STATUS_VARIANT: Record<RefundStatus, 'neutral' | 'success' | 'warning'> = {
  pending: 'neutral',
  processing: 'neutral',
  succeeded: 'success',
  returned_to_wallet: 'warning',
};

/**
 * The client's card refunds on their expenditure page (decision 0048): what a cancelled booking sends back
 * to the card that paid, and how far each has got. Nothing shows until a card refund exists: refunds to the
 * wallet are in the wallet history already.
 */
export function CardRefunds() {
  const refunds = useMyRefunds();
  const items = (refunds.data?.pages ?? []).flatMap((page) => page.items);
  if (refunds.isPending || (refunds.isSuccess && items.length === 0)) {
    return refunds.isPending ? <Skeleton className="h-20 rounded-xl" /> : null;
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Card refunds</CardTitle>
        <CardDescription>
          Money from cancelled bookings going back to the card you paid with. Banks take 5 to 10 days to show
          it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {refunds.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            {refunds.error instanceof ApiError
              ? refunds.error.message
              : 'Your refunds could not be loaded. Check your connection and try again.'}
          </p>
        ) : (
          <>
            <ul className="divide-y divide-zinc-100" aria-label="Card refunds">
              {items.map((refund) => (
                <RefundRow key={refund.id} refund={refund} />
              ))}
            </ul>
            {refunds.hasNextPage ? (
              <Button
                className="mt-3"
                variant="outline"
                onClick={() => void refunds.fetchNextPage()}
                disabled={refunds.isFetchingNextPage}
              >
                {refunds.isFetchingNextPage ? 'Loading…' : 'Show older refunds'}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function RefundRow({ refund }: { refund: Refund }) {
  const returned = refund.status === 'returned_to_wallet';
  return (
    <li className="space-y-1 py-3">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words text-zinc-900">{refund.milestone_title}</p>
        <Badge variant={STATUS_VARIANT[refund.status]} className="shrink-0 text-right">
          {refund.status_label}
        </Badge>
      </div>
      <p className="text-sm text-zinc-600">
        {formatMoney(refund.amount_minor, refund.currency)}{' '}
        {refundDestination(returned ? null : refund.card_last4, !returned)} · {formatDay(refund.created_at)}
      </p>
      {returned && refund.failure_reason ? (
        <p className="text-sm text-amber-800">The card said: {refund.failure_reason}</p>
      ) : null}
      {refund.receipt_id ? (
        <Link
          to={`/client/dashboard/receipts/${refund.receipt_id}`}
          className="text-sm text-brand-700 hover:underline"
        >
          Refund receipt
        </Link>
      ) : null}
    </li>
  );
}
