import type { Job } from '@reelhire/shared/jobs';
import type { OfferTerms } from '@reelhire/shared/offers';
import type { Talent } from '@reelhire/shared/talent';
import type { UseQueryResult } from '@tanstack/react-query';
import { FileSignature, ShieldAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { HiringFor } from '@/components/hiring-for';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { talentName, useHireTalent } from '@/lib/hire-talent';
import { useCreateOffer } from './api/create-offer';
import { problemText } from './contract-format';
import { OfferTermsForm } from './offer-terms-form';
import { firstRoundTerms } from './offer-terms-values';

/**
 * The rate the first round starts from: the filmmaker's own rate for the job's rate type when it is in
 * the job's currency, otherwise the top of the job's range.
 */
export function directOfferRate(talent: Talent, job: Job) {
  const own =
    talent.currency !== job.currency
      ? null
      : job.rate_type === 'day'
        ? talent.day_rate_minor
        : job.rate_type === 'half_day'
          ? talent.half_day_rate_minor
          : null;
  return { rate_type: job.rate_type, proposed_rate_minor: own ?? job.rate_max_minor, currency: job.currency };
}

/**
 * `/jobs/{jobId}/contract?talent=<filmmaker id>`: a direct offer (decision 0028) to a filmmaker who has not
 * applied. Sending it creates their application already offered; the page then shows that offer as any
 * other (`?application=`), where the rounds, the counter and the contract follow.
 */
export function DirectOffer({
  talentId,
  job,
  jobPath,
}: {
  talentId: string;
  job: UseQueryResult<Job>;
  jobPath: string;
}) {
  const navigate = useNavigate();
  const talent = useHireTalent(talentId);
  const create = useCreateOffer();
  if (talent.isPending || job.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  const back = (
    <Button variant="outline" asChild>
      <Link to={jobPath}>Back to the job</Link>
    </Button>
  );
  if (talent.isError || job.isError) {
    return (
      <EmptyState
        icon={FileSignature}
        title={talent.isError ? 'Filmmaker not found' : 'Job not found'}
        description={problemText(talent.error ?? job.error)}
        action={back}
      />
    );
  }
  const name = talentName(talent.data);
  if (!talent.data.verified) {
    return (
      <EmptyState
        icon={ShieldAlert}
        title={`${name} has not verified their identity yet`}
        description="Until they do, they cannot open offers or sign contracts on Reelhire. Message them, or come back once their profile shows the verified badge."
        action={back}
      />
    );
  }
  if (job.data.status !== 'published') {
    return (
      <EmptyState
        icon={FileSignature}
        title="Publish the job first"
        description={`This job is ${job.data.status}. A job takes offers once it is published; publish it from its page, then send ${name} the offer.`}
        action={back}
      />
    );
  }

  function send(terms: OfferTerms, message: string | null) {
    create.mutate(
      { job_id: job.data!.id, filmmaker_id: talentId, terms, message },
      {
        onSuccess: (offer) => {
          toast.success(`Offer sent to ${name}`, {
            description: 'They can accept, counter or decline; you will see their answer here.',
          });
          void navigate(`?application=${encodeURIComponent(offer.application_id)}`, { replace: true });
        },
      },
    );
  }
  return (
    <div className="space-y-4">
      <HiringFor
        talent={talent.data}
        note={`A direct offer: ${name} does not need to apply. They are told by email and can accept, counter or decline.`}
      />
      <Card>
        <CardContent className="space-y-4 sm:p-6">
          <div>
            <h2 className="font-semibold text-zinc-900">Offer to {name}</h2>
            <p className="mt-1 text-sm text-zinc-600">
              Prefilled from their rate and the job. Each round is kept, and what a counter changes is marked.
            </p>
          </div>
          <OfferTermsForm
            currency={job.data.currency}
            initial={firstRoundTerms(directOfferRate(talent.data, job.data), job.data)}
            submitLabel="Send offer"
            messageLabel={`Message to ${name} (optional)`}
            pending={create.isPending}
            error={create.isError ? problemText(create.error) : null}
            onSubmit={send}
          />
        </CardContent>
      </Card>
    </div>
  );
}
