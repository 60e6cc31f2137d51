import type { Job } from '@reelhire/shared/jobs';
import { Eye, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { AdminJobFacts, ClientLine, clientName, UnpublishedReason } from './admin-job-summary';
import { AdminUnpublishButton } from './admin-unpublish';
import { JobDetails } from './job-details';
import { JOB_STATUS_LABELS, JOB_STATUS_VARIANTS } from './job-format';

export const adminEditPath = (jobId: string) => `/admin/jobs/${jobId}/edit`;

/**
 * The job as filmmakers read it. Admins cannot open the filmmakers' or the client's job pages (their
 * guards are for those roles), so "View" shows the same details here.
 */
function ViewJob({ job }: { job: Job }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`View ${job.title}`}>
          <Eye aria-hidden /> View
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <div className="pr-6">
          <DialogTitle>{job.title}</DialogTitle>
          <DialogDescription>
            {clientName(job)} · {job.project.title}
          </DialogDescription>
        </div>
        <JobDetails job={job} />
      </DialogContent>
    </Dialog>
  );
}

/** One job in the admin's list: what it is, whose, where it stands, and what an admin can do to it. */
export function AdminJobRow({ job }: { job: Job }) {
  return (
    <Card>
      <CardContent className="space-y-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-zinc-900">
              <Link to={adminEditPath(job.id)} className="hover:text-brand-700 hover:underline">
                {job.title}
              </Link>
            </h2>
            <p className="flex min-w-0 flex-col text-sm text-zinc-600 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-1.5">
              <ClientLine job={job} />
              <span aria-hidden className="hidden sm:inline">
                ·
              </span>
              <span className="min-w-0 break-words">{job.project.title}</span>
            </p>
          </div>
          <Badge variant={JOB_STATUS_VARIANTS[job.status]} className="shrink-0">
            {JOB_STATUS_LABELS[job.status]}
          </Badge>
        </div>
        <AdminJobFacts job={job} />
        <UnpublishedReason job={job} />
        <div className="flex flex-wrap gap-2 border-t border-zinc-100 pt-3">
          {job.status === 'closed' ? null : (
            <Button asChild size="sm" variant="outline">
              <Link to={adminEditPath(job.id)} aria-label={`Edit ${job.title}`}>
                <Pencil aria-hidden /> Edit
              </Link>
            </Button>
          )}
          <ViewJob job={job} />
          <AdminUnpublishButton job={job} />
        </div>
      </CardContent>
    </Card>
  );
}
