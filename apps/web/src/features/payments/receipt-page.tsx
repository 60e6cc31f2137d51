import { RECEIPT_KIND_LABELS, receiptMoney, type Receipt } from '@reelhire/shared/receipts';
import { Download, Receipt as ReceiptIcon } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-dates';
import { useReceipt } from './api/get-receipt';
import { downloadReceiptPdf } from './api/receipt-pdf';

const TOTAL_LABEL: Record<Receipt['kind'], string> = {
  funding: 'Total paid',
  release: 'Total paid to the filmmaker',
  refund: 'Total refunded',
};

export function ReceiptPdfButton({ receipt }: { receipt: Receipt }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button
        variant="outline"
        size="sm"
        aria-label={`Download receipt ${receipt.number} as a PDF`}
        disabled={state === 'busy'}
        onClick={() => {
          setState('busy');
          downloadReceiptPdf(receipt).then(
            () => setState('idle'),
            () => setState('failed'),
          );
        }}
      >
        <Download className="size-4" aria-hidden />
        {state === 'busy' ? 'Preparing…' : 'PDF'}
      </Button>
      {state === 'failed' ? (
        <p role="alert" className="text-xs text-red-700">
          The PDF could not be downloaded. Try again.
        </p>
      ) : null}
    </div>
  );
}

/** One receipt as its parties read it: who, what for, each line, the total, and its PDF. */
export function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const money = (minor: number) => receiptMoney(minor, receipt.currency);
  const items = receipt.lines.filter((line) => line.type !== 'tax');
  const taxes = receipt.lines.filter((line) => line.type === 'tax');
  return (
    <Card>
      <CardContent className="space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <p className="text-sm text-zinc-600">{RECEIPT_KIND_LABELS[receipt.kind]}</p>
            <p className="text-lg font-semibold text-zinc-900 tabular-nums">{receipt.number}</p>
            <p className="text-sm text-zinc-600">Issued {formatDay(receipt.issued_at)}</p>
          </div>
          <ReceiptPdfButton receipt={receipt} />
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-zinc-500">Client</dt>
            <dd className="text-zinc-900">{receipt.client.name}</dd>
          </div>
          <div>
            <dt className="text-zinc-500">Filmmaker</dt>
            <dd className="text-zinc-900">{receipt.filmmaker.name}</dd>
          </div>
          {receipt.project ? (
            <div>
              <dt className="text-zinc-500">Project</dt>
              <dd className="text-zinc-900">{receipt.project.title}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-zinc-500">Booking</dt>
            <dd className="text-zinc-900">{receipt.booking.title}</dd>
          </div>
        </dl>
        <table className="w-full text-sm">
          <caption className="sr-only">Lines of receipt {receipt.number}</caption>
          <thead>
            <tr className="border-b border-zinc-200 text-left text-zinc-500">
              <th scope="col" className="py-2 font-medium">
                Description
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((line, index) => (
              <tr key={index} className="border-b border-zinc-100">
                <td className="py-2 pr-4 text-zinc-900">{line.description}</td>
                <td className="py-2 text-right tabular-nums">{money(line.amount_minor)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-3 text-left font-semibold text-zinc-900">
                {TOTAL_LABEL[receipt.kind]}
              </th>
              <td className="py-3 text-right font-semibold text-zinc-900 tabular-nums">
                {money(receipt.total_minor)}
              </td>
            </tr>
          </tfoot>
        </table>
        {taxes.map((tax, index) => (
          <p key={index} className="text-xs text-zinc-500">
            {tax.description}: {money(tax.amount_minor)}
          </p>
        ))}
      </CardContent>
    </Card>
  );
}

/** `/client/dashboard/receipts/:receiptId` and `/filmmaker/dashboard/receipts/:receiptId`. */
export function ReceiptPage() {
  const { receiptId = '' } = useParams();
  const receipt = useReceipt(receiptId);
  return (
    <div className="max-w-3xl">
      <PageHeader title="Receipt" />
      {receipt.isPending ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : receipt.isError ? (
        receipt.error instanceof ApiError && receipt.error.status === 404 ? (
          <EmptyState
            icon={ReceiptIcon}
            title="Receipt not found"
            description="This receipt does not exist, or it is for a booking you are not part of."
          />
        ) : (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            The receipt could not be loaded. Check your connection and try again.
          </p>
        )
      ) : (
        <ReceiptDetails receipt={receipt.data} />
      )}
    </div>
  );
}
