import type { Contract, ContractStatus } from '@reelhire/shared/contracts';
import { FileSignature } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContractPdfButton } from '@/components/contracts/contract-pdf-button';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useContract } from './api/get-contract';
import { formatDate, problemText } from './contract-format';
import { TermsView } from './terms-view';

const STATUS: Record<ContractStatus, { label: string; variant: 'success' | 'neutral' | 'danger' }> = {
  active: { label: 'Signed and active', variant: 'success' },
  completed: { label: 'Completed', variant: 'neutral' },
  cancelled: { label: 'Cancelled', variant: 'danger' },
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="text-sm font-medium text-zinc-900">{children}</dd>
    </div>
  );
}

/** A signed contract: its number and date, the two parties and the terms frozen when it was accepted. */
export function ContractDetails({ contract }: { contract: Contract }) {
  const status = STATUS[contract.status];
  return (
    <Card>
      <CardContent className="space-y-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
              <FileSignature className="size-5" aria-hidden />
            </span>
            <div>
              <h2 className="font-semibold text-zinc-900">Contract {contract.number}</h2>
              <p className="text-sm text-zinc-600">
                {contract.job.title} · {contract.project.title}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={status.variant}>{status.label}</Badge>
            <ContractPdfButton contract={contract} />
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Fact label="Signed">{formatDate(contract.signed_at)}</Fact>
          <Fact label="Client">{contract.client.name ?? 'Reelhire client'}</Fact>
          <Fact label="Filmmaker">{contract.filmmaker.name}</Fact>
        </dl>
        <TermsView terms={contract.terms} currency={contract.currency} />
      </CardContent>
    </Card>
  );
}

/** The contract an accepted offer made, read by its id. */
export function ContractView({ contractId }: { contractId: string }) {
  const { data, isPending, isError, error } = useContract(contractId);
  if (isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the contract">
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        The contract could not be loaded: {problemText(error)}
      </p>
    );
  }
  return <ContractDetails contract={data} />;
}
