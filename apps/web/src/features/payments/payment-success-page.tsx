import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { PaymentOutcome } from './payment-outcome';

/**
 * `.../jobs/{jobId}/payment-success?payment_id=`: the funding as it stands once checkout sent the client back.
 * Its heading is neutral (the route is named for success), since the card may still be waiting or have failed.
 */
export function PaymentSuccessPage() {
  const { projectId, jobId } = useParams();
  const [search] = useSearchParams();
  const jobPath = `/client/dashboard/projects/${projectId}/jobs/${jobId}`;
  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader title="Your payment" />
      <PaymentOutcome
        paymentId={search.get('payment_id')}
        paid={() => (
          <>
            <p className="w-full text-sm text-zinc-700">
              Reelhire holds it in escrow and releases it to your filmmaker when you approve the work.
            </p>
            <Button asChild>
              <Link to={jobPath}>Back to the job</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={`${jobPath}/payment`}>See the escrow</Link>
            </Button>
          </>
        )}
        failed={(payment) => (
          <Button asChild>
            <Link to={`${jobPath}/payment?failed_payment_id=${payment.id}`}>Try again</Link>
          </Button>
        )}
      />
    </div>
  );
}
