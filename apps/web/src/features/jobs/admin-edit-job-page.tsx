import type { Job, JobFields } from '@reelhire/shared/jobs';
import { productionTypeLabel } from '@reelhire/shared/projects';
import { BriefcaseBusiness, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-dates';
import { useJob } from './api/get-job';
import { useUpdateJob } from './api/update-job';
import { ClientLine, UnpublishedReason } from './admin-job-summary';
import { AdminUnpublishButton } from './admin-unpublish';
import { JOB_STATUS_LABELS, JOB_STATUS_VARIANTS } from './job-format';
import { JobForm } from './job-form';
import { jobFormValues } from './job-form-values';

const LIST = '/admin/jobs';
const NOT_SAVED = 'The job could not be saved. Check your connection and try again.';

function BackLink() {
  return (
    <Link to={LIST} className="text-sm text-brand-700 hover:underline">
      ← All jobs
    </Link>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-zinc-900">{children}</dd>
    </div>
  );
}

/** Whose job it is and where it stands: what an admin checks before changing someone else's job. */
function JobSummary({ job }: { job: Job }) {
  return (
    <Card className="mb-6">
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact label="Client">
            <ClientLine job={job} />
          </Fact>
          <Fact label="Project">
            {job.project.title}
            <span className="block text-xs text-zinc-500">
              {productionTypeLabel(job.project.production_type)}
            </span>
          </Fact>
          <Fact label="Status">
            <Badge variant={JOB_STATUS_VARIANTS[job.status]}>{JOB_STATUS_LABELS[job.status]}</Badge>
            <span className="mt-0.5 block text-xs text-zinc-500">
              {job.application_count === 1 ? '1 application' : `${job.application_count} applications`}
            </span>
          </Fact>
          <Fact label="Created">
            {formatDay(job.created_at)}
            {job.published_at && job.status !== 'draft' ? (
              <span className="block text-xs text-zinc-500">Published {formatDay(job.published_at)}</span>
            ) : null}
          </Fact>
        </dl>
        <UnpublishedReason job={job} />
      </CardContent>
    </Card>
  );
}

/** `/admin/jobs/:jobId/edit`: any job, with its client and state, the job form, and unpublishing. */
export function AdminEditJobPage() {
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const job = useJob(jobId);
  const update = useUpdateJob();

  if (job.isPending) {
    return (
      <div className="mx-auto max-w-3xl space-y-4" aria-busy="true" aria-label="Loading the job">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  if (job.isError) {
    // The id is checked as a UUID first, so a mistyped address is a 400 rather than a 404.
    const missing = job.error instanceof ApiError && [400, 404].includes(job.error.status);
    return (
      <div className="mx-auto max-w-3xl">
        <BackLink />
        <PageHeader title="Edit job" />
        <EmptyState
          icon={missing ? BriefcaseBusiness : TriangleAlert}
          title={missing ? 'Job not found' : 'The job could not be loaded'}
          description={
            missing
              ? 'No job has this address. It may have been mistyped; search for it in the list of jobs.'
              : job.error.message
          }
          action={
            missing ? (
              <Button asChild variant="outline">
                <Link to={LIST}>Back to all jobs</Link>
              </Button>
            ) : (
              <Button onClick={() => void job.refetch()}>Try again</Button>
            )
          }
        />
      </div>
    );
  }

  const data = job.data;
  const save = async (input: JobFields) => {
    try {
      await update.mutateAsync({ jobId, input });
      toast.success('Job saved', {
        description:
          data.status === 'published'
            ? 'Its client and filmmakers see the changes now.'
            : 'Its client sees the changes on their job.',
      });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : NOT_SAVED);
    }
  };
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink />
      <PageHeader
        title="Edit job"
        description={data.title}
        actions={<AdminUnpublishButton job={data} size="md" />}
      />
      <JobSummary job={data} />
      {data.status === 'closed' ? (
        <EmptyState
          icon={BriefcaseBusiness}
          title="This job is closed"
          description="A closed job cannot be changed: it has left search for good and its applications are closed."
          action={
            <Button asChild variant="outline">
              <Link to={LIST}>Back to all jobs</Link>
            </Button>
          }
        />
      ) : (
        <JobForm
          key={data.updated_at}
          defaultValues={jobFormValues(data)}
          currency={data.currency}
          // Publishing is the client's call; an admin corrects a job or takes it down.
          canPublish={false}
          saveLabel="Save changes"
          onSave={save}
          onCancel={() => void navigate(LIST)}
        />
      )}
    </div>
  );
}
