import { JOB_NOT_OPEN_TEXTS, type JobStatus } from '@reelhire/shared/jobs';
import { BadgeCheck, BriefcaseBusiness, Mail, ShieldCheck, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ProjectReferences } from '@/components/project-references';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccountState } from '@/lib/account-state';
import { ApiError } from '@/lib/api-client';
import { formatDay, timeAgo } from '@/lib/format-dates';
import { useJob } from './api/get-job';
import { useInvitations } from './api/list-invitations';
import { invitedBy } from './invitations-section';
import { useProjectReferences } from './api/get-project-references';
import { JobDetails } from './job-details';

const JOBS = '/filmmaker/dashboard/jobs';

/** Apply, or what stands in the way: verification (docs/product.md §6), a job no longer open, a deadline. */
function ApplyPanel({
  jobId,
  status,
  deadline,
}: {
  jobId: string;
  status: JobStatus;
  deadline: string | null;
}) {
  const account = useAccountState();
  const today = new Date().toISOString().slice(0, 10);
  let body;
  if (status !== 'published') {
    body = <p className="text-sm text-zinc-700">{JOB_NOT_OPEN_TEXTS[status]}</p>;
  } else if (deadline && deadline < today) {
    body = <p className="text-sm text-zinc-700">Applications closed on {formatDay(deadline)}.</p>;
  } else if (account.status === 'loading') {
    body = <Skeleton className="h-10 w-32" />;
  } else if (account.status === 'signed-in' && account.account.filmmaker?.verified) {
    body = (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-zinc-700">
          Send a short message, your rate and the work that fits.
          {deadline ? ` Apply by ${formatDay(deadline)}.` : ''}
        </p>
        <Button asChild>
          <Link to={`${JOBS}/${jobId}/apply`}>Apply</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <ShieldCheck className="size-5 shrink-0 text-brand-600" aria-hidden />
          <p className="text-sm text-zinc-700">
            Applying needs a verified identity: clients hire people they know are real. You can keep browsing
            jobs meanwhile.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/filmmaker/verify-identity">Verify your identity</Link>
        </Button>
      </div>
    );
  }
  return (
    <Card>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** `/filmmaker/dashboard/jobs/:jobId`: a job as a filmmaker reads it, with the way to apply. */
export function FilmmakerJobPage() {
  const { jobId = '' } = useParams();
  const job = useJob(jobId);
  const invitation = useInvitations().data?.find((each) => each.job_id === jobId);
  // Shown when the client gave any and this filmmaker may read them; nothing otherwise.
  const references = useProjectReferences(job.data?.project_id);

  if (job.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading the job">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    );
  }
  if (job.isError) {
    const missing = job.error instanceof ApiError && job.error.status === 404;
    return (
      <div>
        <PageHeader title="Job" />
        <EmptyState
          icon={missing ? BriefcaseBusiness : TriangleAlert}
          title={missing ? 'Job not found' : 'The job could not be loaded'}
          description={missing ? 'This job does not exist or is no longer open.' : job.error.message}
          action={
            <Button asChild variant="outline">
              <Link to={JOBS}>Back to the jobs</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const data = job.data;
  return (
    <div className="space-y-6">
      <div>
        <Link to={JOBS} className="text-sm text-brand-700 hover:underline">
          ← All jobs
        </Link>
        <PageHeader
          title={data.title}
          description={`${data.project.title} · posted ${timeAgo(data.published_at ?? data.created_at)}`}
        />
        <p className="flex items-center gap-1.5 text-sm text-zinc-700">
          {data.client.company_name ?? 'A Reelhire client'}
          {data.client.verified ? (
            <>
              <BadgeCheck className="size-4 text-brand-600" aria-hidden />
              <span className="text-zinc-500">Verified client</span>
            </>
          ) : null}
        </p>
      </div>
      {invitation ? (
        <div className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm">
          <Mail className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          <div className="min-w-0 space-y-1">
            <p className="font-medium text-zinc-900">
              {invitedBy(invitation)}
              {invitation.applied ? ' (you have applied)' : ''}
            </p>
            {invitation.message ? (
              <p className="whitespace-pre-line text-zinc-700">“{invitation.message}”</p>
            ) : null}
          </div>
        </div>
      ) : null}
      <ApplyPanel jobId={data.id} status={data.status} deadline={data.application_deadline} />
      <JobDetails job={data} />
      {references.data &&
      (references.data.reference_links.length > 0 || references.data.reference_files.length > 0) ? (
        <Card>
          <CardContent>
            <ProjectReferences
              references={references.data}
              heading={`References for ${data.project.title}`}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
