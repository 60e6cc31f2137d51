import { RECEIPT_KIND_LABELS, receiptMoney } from '@reelhire/shared/receipts';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-dates';
import { useMyReceipts } from './api/list-receipts';
import { ReceiptPdfButton } from './receipt-page';

/** The client's receipts on their expenditure page: each payment into escrow and each refund. */
export function ClientReceipts() {
  const receipts = useMyReceipts();
  const items = (receipts.data?.pages ?? []).flatMap((page) => page.items);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Receipts</CardTitle>
        <CardDescription>One for every payment into escrow and every refund, with a PDF.</CardDescription>
      </CardHeader>
      <CardContent>
        {receipts.isPending ? (
          <Skeleton className="h-20 rounded-lg" />
        ) : receipts.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            {receipts.error instanceof ApiError
              ? receipts.error.message
              : 'Your receipts could not be loaded. Check your connection and try again.'}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-zinc-600">
            No receipts yet: one is issued each time you fund a milestone.
          </p>
        ) : (
          <>
            <ul className="divide-y divide-zinc-100" aria-label="Receipts">
              {items.map((receipt) => (
                <li
                  key={receipt.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <Link
                      to={`/client/dashboard/receipts/${receipt.id}`}
                      className="font-medium text-zinc-900 tabular-nums hover:underline"
                    >
                      {receipt.number}
                    </Link>
                    <p className="text-sm text-zinc-700">
                      {RECEIPT_KIND_LABELS[receipt.kind]} ·{' '}
                      {receiptMoney(receipt.total_minor, receipt.currency)}
                    </p>
                    <p className="break-words text-xs text-zinc-500">
                      {formatDay(receipt.issued_at)} · {receipt.project?.title ?? receipt.booking.title}
                    </p>
                  </div>
                  <ReceiptPdfButton receipt={receipt} />
                </li>
              ))}
            </ul>
            {receipts.hasNextPage ? (
              <Button
                className="mt-3"
                variant="outline"
                onClick={() => void receipts.fetchNextPage()}
                disabled={receipts.isFetchingNextPage}
              >
                {receipts.isFetchingNextPage ? 'Loading…' : 'Show older receipts'}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
