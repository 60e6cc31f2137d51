import { RECEIPT_KIND_LABELS, receiptMoney } from '@reelhire/shared/receipts';
import { Receipt as ReceiptIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-dates';
import { useBookingReceipts } from './api/list-receipts';
import { ReceiptPdfButton } from './receipt-page';

/**
 * `/filmmaker/dashboard/payment-receipt/:bookingId`: a booking's receipts for its filmmaker: the client's
 * payments into escrow (proof the money is there), and each release and refund since.
 */
export function PaymentReceiptPage() {
  const { bookingId = '' } = useParams();
  const receipts = useBookingReceipts(bookingId);
  const items = receipts.data?.items ?? [];
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Payment receipts"
        description="What the client paid into escrow for this booking, and what has been released to you."
      />
      {receipts.isPending ? (
        <Skeleton className="h-32 rounded-xl" />
      ) : receipts.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {receipts.error instanceof ApiError
            ? receipts.error.message
            : 'The receipts could not be loaded. Check your connection and try again.'}
        </p>
      ) : items.length === 0 ? (
        <EmptyState
          icon={ReceiptIcon}
          title="No receipt for this booking yet"
          description="A receipt is issued when the client pays a milestone into escrow, and another when it is released to you."
          action={
            <Button variant="outline" asChild>
              <Link to="/filmmaker/dashboard/bookings">Your bookings</Link>
            </Button>
          }
        />
      ) : (
        <ul
          className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white"
          aria-label="Receipts"
        >
          {items.map((receipt) => (
            <li
              key={receipt.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <Link
                  to={`/filmmaker/dashboard/receipts/${receipt.id}`}
                  className="font-medium text-zinc-900 tabular-nums hover:underline"
                >
                  {receipt.number}
                </Link>
                <p className="text-sm text-zinc-700">
                  {RECEIPT_KIND_LABELS[receipt.kind]} · {receiptMoney(receipt.total_minor, receipt.currency)}
                </p>
                <p className="text-xs text-zinc-500">
                  {formatDay(receipt.issued_at)} · {receipt.booking.title}
                </p>
              </div>
              <ReceiptPdfButton receipt={receipt} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
