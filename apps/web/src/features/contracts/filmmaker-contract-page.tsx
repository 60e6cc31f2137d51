import { FileSignature } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useApplication } from './api/get-application';
import { useOffers } from './api/list-offers';
import { problemText } from './contract-format';
import { ContractView } from './contract-view';
import { EarlierOffers } from './earlier-offers';
import { OfferRounds } from './offer-rounds';

/**
 * `/filmmaker/dashboard/contract/{bidId}` (the bid is the application): the offer with every round and
 * the filmmaker's answers; once accepted, the signed contract.
 */
export function FilmmakerContractPage() {
  const { bidId } = useParams();
  const application = useApplication(bidId);
  const offers = useOffers(bidId);
  const current = offers.data?.at(-1);
  const earlier = offers.data?.slice(0, -1) ?? [];
  const applicationPath = `/filmmaker/dashboard/applications/${bidId}`;

  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader
        title={current?.status === 'accepted' ? 'Contract' : 'Offer'}
        description={
          application.data
            ? `${application.data.job.title} · ${application.data.job.client_name ?? 'A Reelhire client'}`
            : undefined
        }
        actions={
          <Button variant="outline" asChild>
            <Link to={applicationPath}>
              {/* A direct offer (decision 0028) had no application of theirs behind it. */}
              {application.data && application.data.origin !== 'application'
                ? 'About the job'
                : 'Your application'}
            </Link>
          </Button>
        }
      />
      {offers.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-12 w-1/2" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
      ) : offers.isError ? (
        <EmptyState
          icon={FileSignature}
          title="Offer not found"
          description={problemText(offers.error)}
          action={
            <Button variant="outline" asChild>
              <Link to="/filmmaker/dashboard/applications">My applications</Link>
            </Button>
          }
        />
      ) : !current ? (
        <EmptyState
          icon={FileSignature}
          title="No offer yet"
          description="When the client makes you an offer for this application, its terms show here for you to accept, decline or counter."
          action={
            <Button variant="outline" asChild>
              <Link to={applicationPath}>Back to your application</Link>
            </Button>
          }
        />
      ) : current.status === 'accepted' && current.contract_id ? (
        <>
          <ContractView contractId={current.contract_id} />
          <details className="rounded-lg border border-zinc-200 bg-white p-4">
            <summary className="cursor-pointer text-sm font-medium text-zinc-900">
              How the terms were agreed ({current.rounds.length}{' '}
              {current.rounds.length === 1 ? 'round' : 'rounds'})
            </summary>
            <div className="mt-4">
              <OfferRounds offer={current} viewer="filmmaker" />
            </div>
          </details>
        </>
      ) : (
        <>
          <OfferRounds offer={current} viewer="filmmaker" />
          <EarlierOffers offers={earlier} />
        </>
      )}
    </div>
  );
}
