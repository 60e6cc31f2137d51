import type { Contract, ContractStatus } from '@reelhire/shared/contracts';
import { formatMoney } from '@reelhire/shared/money';
import { FileSignature, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useJobContracts } from '@/lib/job-contracts';
import { useRouteDef } from '@/lib/route-def';

const STATUS: Record<ContractStatus, string> = {
  active: 'Signed and active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const signedOn = (contract: Contract) =>
  new Date(contract.signed_at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

export interface JobContractStepProps {
  /** The step's icon in its empty state. */
  icon: LucideIcon;
  /** Why there is nothing here before a contract exists, in the step's own words. */
  emptyDescription: string;
  /** What comes next once a contract exists, until the step's own feature lands. */
  nextStep: ReactNode;
}

/**
 * A client job's later step (payment, review, dispute) before its feature exists: the job's contracts as they
 * really stand and what comes next, never a checkout or a form that could not be sent.
 */
export function JobContractStep({ icon, emptyDescription, nextStep }: JobContractStepProps) {
  const route = useRouteDef();
  const { projectId, jobId } = useParams();
  const jobPath = `/client/dashboard/projects/${projectId}/jobs/${jobId}`;
  const contracts = useJobContracts(jobId);

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title={route?.title ?? 'Contract'} />
      {contracts.isPending ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : contracts.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {contracts.error instanceof ApiError
            ? contracts.error.message
            : 'The contract could not be loaded.'}
        </p>
      ) : contracts.data.length === 0 ? (
        <EmptyState
          icon={icon}
          title="No contract for this job yet"
          description={emptyDescription}
          action={
            <Button variant="outline" asChild>
              <Link to={jobPath}>Back to the job</Link>
            </Button>
          }
        />
      ) : (
        <>
          {contracts.data.map((contract) => (
            <Card key={contract.id}>
              <CardContent className="space-y-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="flex items-center gap-2 font-semibold text-zinc-900">
                    <FileSignature className="size-4 text-brand-600" aria-hidden /> Contract {contract.number}
                  </h2>
                  <Badge variant={contract.status === 'active' ? 'success' : 'neutral'}>
                    {STATUS[contract.status]}
                  </Badge>
                </div>
                <p className="text-sm text-zinc-700">
                  {contract.filmmaker.name} · {formatMoney(contract.terms.amount_minor, contract.currency)} in{' '}
                  {contract.terms.milestones.length}{' '}
                  {contract.terms.milestones.length === 1 ? 'milestone' : 'milestones'} · signed{' '}
                  {signedOn(contract)}
                </p>
                <Button variant="outline" size="sm" asChild>
                  <Link to={`${jobPath}/contract`}>See the contract</Link>
                </Button>
              </CardContent>
            </Card>
          ))}
          <Card className="border-brand-100 bg-brand-50/50">
            <CardContent>
              <h2 className="font-semibold text-zinc-900">What comes next</h2>
              <p className="mt-1 text-sm text-zinc-700">{nextStep}</p>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
