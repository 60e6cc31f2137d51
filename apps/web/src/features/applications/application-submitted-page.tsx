import { OFFER_EXPIRY_DAYS } from '@reelhire/shared/offers';
import { CircleCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useJob } from './api/get-job';

const NEXT_STEPS = [
  'The client reads your application; you see when they have opened it.',
  'They may shortlist you or message you with questions: replies arrive in Messages.',
  `If they make you an offer, you can accept it, decline it or counter within ${OFFER_EXPIRY_DAYS} days.`,
  'If they choose someone else, we tell you kindly, and your application stays in your list.',
];

/** `/filmmaker/dashboard/jobs/{jobId}/application-submitted`: sent, and what happens next. */
export function ApplicationSubmittedPage() {
  const { jobId } = useParams();
  const job = useJob(jobId);
  return (
    <div className="max-w-2xl">
      <PageHeader title="Application sent" />
      <Card>
        <CardContent className="sm:p-8">
          <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <CircleCheck className="size-6" aria-hidden />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-zinc-900">
            {job.data
              ? `Your application for ${job.data.title} is with the client`
              : 'Your application is with the client'}
          </h2>
          <h3 className="mt-5 text-sm font-medium text-zinc-900">What happens next</h3>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-zinc-700">
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to="/filmmaker/dashboard/applications">My applications</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/filmmaker/dashboard/jobs">Back to jobs</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
