import type { Contract, ContractStatus } from '@reelhire/shared/contracts';
import { formatMoney } from '@reelhire/shared/money';
import { FileSignature, Star } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useRouteDef } from '@/lib/route-def';
import { useJobContracts } from './api/list-job-contracts';

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

/**
 * `.../jobs/{jobId}/review`: until reviews arrive (a later issue), the job's contract as it really stands
 * and what comes next, never a review form that could not be sent.
 */
export function JobReviewStep() {
  const route = useRouteDef();
  const { projectId, jobId } = useParams();
  const jobPath = `/client/dashboard/projects/${projectId}/jobs/${jobId}`;
  const contracts = useJobContracts(jobId);

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title={route?.title ?? 'Review'} />
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
          icon={Star}
          title="No contract for this job yet"
          description="You review the filmmaker you hired once the work is done: make an offer to an applicant first, and once they accept, the contract shows here. Reviews arrive in a coming release."
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
              <p className="mt-1 text-sm text-zinc-700">
                Reviews arrive in a coming release: once the last milestone of a contract is approved, you
                rate the filmmaker and your review appears on their public page. Nothing to do here until
                then.
              </p>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
