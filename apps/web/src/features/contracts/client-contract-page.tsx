import { applicationMachine, type Application } from '@reelhire/shared/applications';
import type { Job } from '@reelhire/shared/jobs';
import { offerMachine, type OfferTerms } from '@reelhire/shared/offers';
import { availableTransitions, isFinalState } from '@reelhire/shared/state-machine';
import { FileSignature } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { HIRE_TALENT_PARAM } from '@/lib/hire-talent';
import { useCreateOffer } from './api/create-offer';
import { useApplication } from './api/get-application';
import { useJob } from './api/get-job';
import { useJobContracts } from './api/list-client-contracts';
import { useOffers } from './api/list-offers';
import { problemText } from './contract-format';
import { DirectOffer } from './direct-offer';
import { ContractDetails, ContractView } from './contract-view';
import { EarlierOffers } from './earlier-offers';
import { OfferRounds } from './offer-rounds';
import { OfferTermsForm } from './offer-terms-form';
import { firstRoundTerms } from './offer-terms-values';

function Loading() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-12 w-1/2" />
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}

function NewOffer({ application, job }: { application: Application; job: Job | undefined }) {
  const create = useCreateOffer();
  function send(terms: OfferTerms, message: string | null) {
    create.mutate(
      { application_id: application.id, terms, message },
      { onSuccess: () => toast.success(`Offer sent to ${application.filmmaker.name}`) },
    );
  }
  return (
    <Card>
      <CardContent className="space-y-4 sm:p-6">
        <div>
          <h2 className="font-semibold text-zinc-900">Offer to {application.filmmaker.name}</h2>
          <p className="mt-1 text-sm text-zinc-600">
            Prefilled from their rate and the job. They can accept, decline or counter; each round is kept and
            what changes is marked.
          </p>
        </div>
        <OfferTermsForm
          currency={application.currency}
          initial={firstRoundTerms(application, job)}
          submitLabel="Send offer"
          messageLabel={`Message to ${application.filmmaker.name} (optional)`}
          pending={create.isPending}
          error={create.isError ? problemText(create.error) : null}
          onSubmit={send}
        />
      </CardContent>
    </Card>
  );
}

/** With `?application=`: that applicant's offer, the form for a new one, or the signed contract. */
function ApplicationOffer({ applicationId, jobPath }: { applicationId: string; jobPath: string }) {
  const { jobId } = useParams();
  const application = useApplication(applicationId);
  const job = useJob(jobId);
  const offers = useOffers(applicationId);
  if (application.isPending || offers.isPending) return <Loading />;
  if (application.isError || offers.isError || !application.data) {
    return (
      <EmptyState
        icon={FileSignature}
        title="Applicant not found"
        description={problemText(application.error ?? offers.error)}
        action={
          <Button variant="outline" asChild>
            <Link to={jobPath}>Back to the job</Link>
          </Button>
        }
      />
    );
  }
  const current = offers.data.at(-1);
  const earlier = offers.data.slice(0, -1);
  if (current?.status === 'accepted' && current.contract_id) {
    return <ContractView contractId={current.contract_id} />;
  }
  if (current && !isFinalState(offerMachine, current.status)) {
    return <OfferRounds offer={current} viewer="client" />;
  }
  const canOffer = availableTransitions(applicationMachine, {
    state: application.data.status,
    actor: 'system',
  }).includes('offer');
  return (
    <div className="space-y-4">
      {current ? <EarlierOffers offers={[...earlier, current]} /> : null}
      {canOffer ? (
        job.isPending ? (
          <Loading />
        ) : (
          <NewOffer application={application.data} job={job.data} />
        )
      ) : (
        <EmptyState
          icon={FileSignature}
          title="This application cannot take an offer"
          description={`${application.data.filmmaker.name}'s application is ${application.data.status.replaceAll('_', ' ')}, so there is nothing to offer on it now.`}
          action={
            <Button variant="outline" asChild>
              <Link to={jobPath}>Back to the applicants</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}

/** Without an applicant: the job's signed contracts, or an honest empty state. */
function JobContracts({ jobPath }: { jobPath: string }) {
  const { jobId } = useParams();
  const contracts = useJobContracts(jobId);
  if (contracts.isPending) return <Loading />;
  if (contracts.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {problemText(contracts.error)}
      </p>
    );
  }
  if (contracts.data.length === 0) {
    return (
      <EmptyState
        icon={FileSignature}
        title="No contract yet"
        description="Open an applicant on the job page and make them an offer; once they accept, the signed contract shows here."
        action={
          <Button variant="outline" asChild>
            <Link to={jobPath}>See the applicants</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-6">
      {contracts.data.map((contract) => (
        <ContractDetails key={contract.id} contract={contract} />
      ))}
    </div>
  );
}

/** `/client/dashboard/projects/{projectId}/jobs/{jobId}/contract`: the client's side of offers and contracts. */
export function ClientContractPage() {
  const { projectId, jobId } = useParams();
  const [params] = useSearchParams();
  const applicationId = params.get('application');
  const talentId = params.get(HIRE_TALENT_PARAM);
  const jobPath = `/client/dashboard/projects/${projectId}/jobs/${jobId}`;
  const job = useJob(jobId);
  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader
        title={applicationId ? 'Offer and contract' : talentId ? 'Send an offer' : 'Contracts'}
        description={job.data ? `${job.data.title} · ${job.data.project.title}` : undefined}
        actions={
          <Button variant="outline" asChild>
            <Link to={jobPath}>Back to the job</Link>
          </Button>
        }
      />
      {applicationId ? (
        <ApplicationOffer applicationId={applicationId} jobPath={jobPath} />
      ) : talentId ? (
        <DirectOffer talentId={talentId} job={job} jobPath={jobPath} />
      ) : (
        <JobContracts jobPath={jobPath} />
      )}
    </div>
  );
}
