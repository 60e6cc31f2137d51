import { BriefcaseBusiness, Pencil, Send, ShieldAlert, TriangleAlert } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { HiringFor } from '@/components/hiring-for';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { HIRE_TALENT_PARAM, talentName, useHireTalent, withHireTalent } from '@/lib/hire-talent';
import { timeAgo } from '@/lib/format-dates';
import { useJob } from './api/get-job';
import { ApplicantsList } from './applicants-list';
import { JobActions } from './job-actions';
import { JobBookingsSection } from './job-bookings-section';
import { JobMatchesSection } from './job-matches-section';
import { JobDetails } from './job-details';
import { JOB_STATUS_LABELS, JOB_STATUS_VARIANTS } from './job-format';

/** `/client/dashboard/projects/:projectId/jobs/:jobId`: the job, its actions and its applicants. */
/**
 * Hiring from a profile (decision 0028), step 3: the job exists, so the next thing is the offer to the
 * filmmaker the client came from. A draft job cannot take an offer yet, and says so.
 */
function HireNextStep({
  talentId,
  published,
  jobPath,
}: {
  talentId: string;
  published: boolean;
  jobPath: string;
}) {
  const talent = useHireTalent(talentId);
  if (talent.isError) return null;
  const name = talent.data ? talentName(talent.data) : '';
  return (
    <HiringFor
      talent={talent.data}
      loading={talent.isPending}
      note={
        published
          ? `Step 3 of 3: send ${name} your offer. They can accept, counter or decline; no application needed.`
          : `Publish the job first: a draft cannot take an offer. Then send ${name} your offer from here.`
      }
    >
      {published ? (
        <Button asChild>
          <Link to={withHireTalent(`${jobPath}/contract`, talentId)}>
            <Send aria-hidden /> Send {name} an offer
          </Link>
        </Button>
      ) : null}
    </HiringFor>
  );
}

export function ClientJobPage() {
  const { projectId = '', jobId = '' } = useParams();
  const [params] = useSearchParams();
  const talentId = params.get(HIRE_TALENT_PARAM);
  const job = useJob(jobId);
  const projectPath = `/client/dashboard/projects/${projectId}`;
  const jobPath = `${projectPath}/jobs/${jobId}`;

  if (job.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading the job">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  }
  if (job.isError || job.data.project_id !== projectId) {
    const missing = !job.isError || (job.error instanceof ApiError && job.error.status === 404);
    return (
      <div>
        <PageHeader title="Job" />
        <EmptyState
          icon={missing ? BriefcaseBusiness : TriangleAlert}
          title={missing ? 'Job not found' : 'The job could not be loaded'}
          description={missing ? 'This job does not exist in this project.' : (job.error?.message ?? '')}
          action={
            <Button asChild variant="outline">
              <Link to={projectPath}>Back to the project</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const data = job.data;
  const hireNext = talentId ? (
    <HireNextStep talentId={talentId} published={data.status === 'published'} jobPath={jobPath} />
  ) : null;
  return (
    <div className="space-y-8">
      <div>
        <Link to={projectPath} className="text-sm text-brand-700 hover:underline">
          ← {data.project.title}
        </Link>
        <PageHeader
          title={data.title}
          description={
            data.published_at && data.status === 'published'
              ? `Published ${timeAgo(data.published_at)}`
              : `Updated ${timeAgo(data.updated_at)}`
          }
          actions={
            data.status === 'closed' ? null : (
              <Button asChild variant="outline">
                <Link to={`${jobPath}/edit`}>
                  <Pencil aria-hidden /> Edit
                </Link>
              </Button>
            )
          }
        />
        {data.unpublished_reason && data.status === 'draft' ? (
          <div
            role="alert"
            className="mb-4 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm"
          >
            <ShieldAlert className="size-5 shrink-0 text-amber-700" aria-hidden />
            <div>
              <p className="font-semibold text-amber-900">Reelhire unpublished this job</p>
              <p className="mt-1 whitespace-pre-line text-amber-900">{data.unpublished_reason}</p>
              <p className="mt-1 text-amber-800">Edit the job to address this, then publish it again.</p>
            </div>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Badge variant={JOB_STATUS_VARIANTS[data.status]}>{JOB_STATUS_LABELS[data.status]}</Badge>
          <JobActions job={data} />
        </div>
      </div>
      {hireNext}
      <JobBookingsSection jobId={data.id} />
      <JobDetails job={data} />
      <ApplicantsList jobId={data.id} basePath={jobPath} published={data.status === 'published'} />
      <JobMatchesSection jobId={data.id} closed={data.status === 'closed'} hasDates={data.dates.length > 0} />
    </div>
  );
}
