import {
  applicationExistsErrorSchema,
  canEditApplication,
  type ApplicationInput,
} from '@reelhire/shared/applications';
import { craftLabel } from '@reelhire/shared/crafts';
import { countryName } from '@reelhire/shared/countries';
import { dateSpan } from '@reelhire/shared/hiring-fields';
import { JOB_NOT_OPEN_TEXTS, type Job } from '@reelhire/shared/jobs';
import { productionTypeLabel } from '@reelhire/shared/projects';
import { BadgeCheck, BriefcaseBusiness, CalendarDays, MapPin, TriangleAlert } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useJob } from './api/get-job';
import { useMyFilmmakerProfile } from './api/get-my-filmmaker-profile';
import { useSubmitApplication } from './api/submit-application';
import { ApplyForm } from './apply-form';
import { formatDate, problemText, rateText } from './application-format';

const JOBS = '/filmmaker/dashboard/jobs';

function whereText(job: Job): string {
  const place = [job.location.city, job.location.country ? countryName(job.location.country) : null]
    .filter(Boolean)
    .join(', ');
  if (job.location.remote) return place ? `${place} or remote` : 'Remote';
  return place || 'Place to be agreed';
}

function whenText(job: Job): string {
  const { first, last } = dateSpan(job.dates);
  if (!first || !last) return 'Dates to be agreed';
  return first === last ? formatDate(first) : `${formatDate(first)} – ${formatDate(last)}`;
}

function JobSummary({ job }: { job: Job }) {
  const range =
    job.rate_min_minor === job.rate_max_minor
      ? rateText(job.rate_min_minor, job.currency, job.rate_type)
      : `${rateText(job.rate_min_minor, job.currency, 'fixed')} – ${rateText(job.rate_max_minor, job.currency, job.rate_type)}`;
  return (
    <Card>
      <CardContent className="space-y-3">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
            {craftLabel(job.craft)} · {productionTypeLabel(job.project.production_type)}
          </p>
          <h2 className="mt-1 text-lg font-semibold text-zinc-900">{job.title}</h2>
          <p className="flex items-center gap-1 text-sm text-zinc-600">
            {job.client.company_name ?? 'A Reelhire client'}
            {job.client.verified ? (
              <BadgeCheck className="size-4 text-brand-600" aria-label="Verified client" />
            ) : null}
          </p>
        </div>
        <ul className="grid gap-2 text-sm text-zinc-700 sm:grid-cols-3">
          <li className="flex items-center gap-2">
            <BriefcaseBusiness className="size-4 shrink-0 text-zinc-400" aria-hidden /> {range}
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-zinc-400" aria-hidden /> {whenText(job)}
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-zinc-400" aria-hidden /> {whereText(job)}
          </li>
        </ul>
        {job.application_deadline ? (
          <p className="text-sm text-zinc-600">Apply by {formatDate(job.application_deadline)}.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * A second application to the same job with other terms (decision 0057): the first one stands, so point
 * to it, and to its edit form while the client has not decided on it (its state says so).
 */
function AlreadyApplied({ applicationId, status }: { applicationId: string; status: string }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">You have already applied to this job</p>
        <p className="mt-1">
          Your first application stands, with the message and rate you sent then. This one was not sent.
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <Link to={`/filmmaker/dashboard/applications/${applicationId}`} className="font-medium underline">
            Open your application
          </Link>
          {canEditApplication({ status }) ? (
            <Link
              to={`/filmmaker/dashboard/applications/${applicationId}?edit=1`}
              className="font-medium underline"
            >
              Edit your application
            </Link>
          ) : null}
        </p>
      </div>
    </div>
  );
}

/** What a refused application means, in words a filmmaker can act on. */
function SubmitProblem({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : 0;
  const exists = error instanceof ApiError ? applicationExistsErrorSchema.safeParse(error.body) : null;
  if (status === 409 && exists?.success)
    return <AlreadyApplied applicationId={exists.data.application_id} status={exists.data.status} />;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">
          {status === 403
            ? 'Verify your identity to apply'
            : status === 409
              ? 'This job is not taking applications'
              : 'Your application was not sent'}
        </p>
        <p className="mt-1">{problemText(error)}</p>
        {status === 403 ? (
          <Link to="/filmmaker/verify-identity" className="mt-2 inline-block font-medium underline">
            Verify your identity
          </Link>
        ) : status === 409 ? (
          <Link to={JOBS} className="mt-2 inline-block font-medium underline">
            Find other jobs
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** `/filmmaker/dashboard/jobs/{jobId}/apply`: the job in brief and the application form. */
export function ApplyPage() {
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const job = useJob(jobId);
  const profile = useMyFilmmakerProfile();
  const submit = useSubmitApplication(jobId);

  function send(input: ApplicationInput) {
    submit.mutate(input, {
      onSuccess: () => void navigate(`${JOBS}/${jobId}/application-submitted`),
    });
  }

  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Apply"
        description="The client sees your message, rate, availability and the images you choose, with your profile."
      />
      {job.isPending || profile.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : job.isError || !job.data ? (
        <EmptyState
          icon={BriefcaseBusiness}
          title="Job not found"
          description={
            job.error instanceof ApiError && job.error.status !== 404
              ? job.error.message
              : 'This job does not exist or is no longer published.'
          }
          action={
            <Button variant="outline" asChild>
              <Link to={JOBS}>Browse jobs</Link>
            </Button>
          }
        />
      ) : (
        <div className="space-y-6">
          <JobSummary job={job.data} />
          {job.data.status !== 'published' ? (
            <EmptyState
              icon={BriefcaseBusiness}
              title="This job is not taking applications"
              description={JOB_NOT_OPEN_TEXTS[job.data.status]}
              action={
                <Button variant="outline" asChild>
                  <Link to={JOBS}>Browse open jobs</Link>
                </Button>
              }
            />
          ) : (
            <Card>
              <CardContent className="space-y-5 sm:p-6">
                {submit.isError ? <SubmitProblem error={submit.error} /> : null}
                <ApplyForm job={job.data} profile={profile.data} sending={submit.isPending} onSubmit={send} />
              </CardContent>
            </Card>
          )}
        </div>
      )}
    </div>
  );
}
