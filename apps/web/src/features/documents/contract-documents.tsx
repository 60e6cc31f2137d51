import type { Contract, ContractStatus } from '@reelhire/shared/contracts';
import type { DocumentItem } from '@reelhire/shared/documents';
import { formatMoney } from '@reelhire/shared/money';
import { FileSignature } from 'lucide-react';
import { Link } from 'react-router';
import { ContractPdfButton } from '@/components/contracts/contract-pdf-button';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-dates';
import { useDocuments } from './api/list-documents';

const STATUS: Record<ContractStatus, { label: string; variant: 'success' | 'neutral' | 'danger' }> = {
  active: { label: 'Active', variant: 'success' },
  completed: { label: 'Completed', variant: 'neutral' },
  cancelled: { label: 'Cancelled', variant: 'danger' },
};

function ContractRow({ contract }: { contract: Contract }) {
  const status = STATUS[contract.status];
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <FileSignature className="size-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-zinc-900 tabular-nums">{contract.number}</span>
            <Badge variant={status.variant}>{status.label}</Badge>
          </p>
          <p className="break-words text-sm text-zinc-700">
            {contract.client.name ?? 'Reelhire client'} · {contract.job.title}
          </p>
          <p className="text-xs text-zinc-500">
            Signed {formatDay(contract.signed_at)} ·{' '}
            {formatMoney(contract.terms.amount_minor, contract.currency)}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2 pl-12 sm:pl-0">
        <ContractPdfButton contract={contract} />
        <Button variant="ghost" size="sm" asChild>
          <Link to={`/filmmaker/dashboard/contract/${contract.application_id}`}>View</Link>
        </Button>
      </div>
    </li>
  );
}

/** The caller's contracts, each with its PDF. */
export function ContractDocuments() {
  const documents = useDocuments('contract');
  const contracts = (documents.data?.pages ?? [])
    .flatMap((page) => page.items)
    .flatMap((item: DocumentItem) => (item.type === 'contract' ? [item.contract] : []));

  return (
    <section aria-labelledby="contracts-heading" className="space-y-3">
      <div>
        <h2 id="contracts-heading" className="text-lg font-semibold text-zinc-900">
          Contracts
        </h2>
        <p className="text-sm text-zinc-600">
          Every contract you signed on Reelhire, as a PDF with the exact terms both sides accepted.
        </p>
      </div>
      {documents.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : documents.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {documents.error instanceof ApiError
            ? documents.error.message
            : 'Your contracts could not be loaded. Check your connection and try again.'}
        </p>
      ) : contracts.length === 0 ? (
        <EmptyState
          icon={FileSignature}
          title="No contracts yet"
          description="When a client’s offer is accepted, the contract appears here and can be downloaded as a PDF."
          action={
            <Button variant="outline" asChild>
              <Link to="/filmmaker/dashboard/applications">My applications</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white">
            {contracts.map((contract) => (
              <ContractRow key={contract.id} contract={contract} />
            ))}
          </ul>
          {documents.hasNextPage ? (
            <Button
              variant="outline"
              onClick={() => void documents.fetchNextPage()}
              disabled={documents.isFetchingNextPage}
            >
              {documents.isFetchingNextPage ? 'Loading…' : 'Show more contracts'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
