import { craftLabel } from '@reelhire/shared/crafts';
import { formatMoney } from '@reelhire/shared/money';
import { RATE_UNIT_LABELS } from '@reelhire/shared/jobs';
import { Briefcase, BriefcasePlus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProjectJobs } from './api/list-project-jobs';
import { JOB_STATUS_LABELS, JOB_STATUS_VARIANTS } from './project-status';

/** The project's jobs in every status, each with its applicants, linking to the client's job page. */
export function ProjectJobs({ projectId, canAdd }: { projectId: string; canAdd: boolean }) {
  const jobs = useProjectJobs(projectId);
  const base = `/client/dashboard/projects/${projectId}`;
  const addJob = canAdd ? (
    <Button asChild>
      <Link to={`${base}/add-job`}>
        <BriefcasePlus aria-hidden /> Add a job
      </Link>
    </Button>
  ) : null;

  let body;
  if (jobs.isPending) {
    body = (
      <div className="space-y-2" aria-busy="true" aria-label="Loading jobs">
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-16 rounded-xl" />
      </div>
    );
  } else if (jobs.isError) {
    body = <LoadFailed title="Jobs could not be loaded" error={jobs.error} onRetry={jobs.refetch} />;
  } else if (jobs.data.items.length === 0) {
    body = (
      <EmptyState
        icon={Briefcase}
        title="No jobs yet"
        description="Add a job for each role you need: a director of photography, a gaffer, an editor. Publish it and filmmakers can apply."
        action={addJob ?? undefined}
      />
    );
  } else {
    body = (
      <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white shadow-xs">
        {jobs.data.items.map((job) => (
          <li key={job.id}>
            <Link
              to={`${base}/jobs/${job.id}`}
              className="flex flex-col gap-2 p-4 hover:bg-zinc-50 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                {/* The whole title, wrapped: on a phone a cut-off title hid which job was which. */}
                <p className="font-medium break-words text-zinc-900">{job.title}</p>
                <p className="text-sm text-zinc-600">
                  {craftLabel(job.craft)} · {formatMoney(job.rate_min_minor, job.currency)}
                  {job.rate_max_minor !== job.rate_min_minor
                    ? `–${formatMoney(job.rate_max_minor, job.currency)}`
                    : ''}{' '}
                  {RATE_UNIT_LABELS[job.rate_type]}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-3 text-sm">
                <span className="text-zinc-600">
                  {job.application_count === 0
                    ? 'No applicants yet'
                    : `${job.application_count} ${job.application_count === 1 ? 'applicant' : 'applicants'}`}
                </span>
                <Badge variant={JOB_STATUS_VARIANTS[job.status]}>{JOB_STATUS_LABELS[job.status]}</Badge>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="project-jobs" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="project-jobs" className="text-lg font-semibold text-zinc-900">
          Jobs
        </h2>
        {jobs.data?.items.length ? addJob : null}
      </div>
      {body}
    </section>
  );
}
