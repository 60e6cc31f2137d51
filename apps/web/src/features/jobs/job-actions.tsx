import { jobMachine, type Job, type JobStatus } from '@reelhire/shared/jobs';
import { availableTransitions } from '@reelhire/shared/state-machine';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useTransitionJob, type JobAction } from './api/transition-job';
import { JOB_STATUS_LABELS } from './job-format';

const DONE: Record<JobAction, string> = {
  publish: 'Job published: filmmakers can find it and apply',
  unpublish: 'Job unpublished: it is a draft again and hidden from search',
  close: 'Job closed',
};

/** The job's moves the machine offers the client now; closing, which cannot be undone, asks first. */
export function JobActions({ job }: { job: Job }) {
  const transition = useTransitionJob();
  const [confirmClose, setConfirmClose] = useState(false);
  const actions = availableTransitions(jobMachine, { state: job.status, actor: 'client' }).filter(
    (name): name is JobAction => name !== 'fill',
  );
  if (actions.length === 0) return null;

  const run = (action: JobAction) =>
    transition.mutate(
      { jobId: job.id, action },
      {
        onSuccess: () => {
          setConfirmClose(false);
          toast.success(DONE[action]);
        },
        onError: (error) => {
          setConfirmClose(false);
          // A 409 carries what the job is now (changed in another tab, or by an admin).
          const now =
            error instanceof ApiError && error.status === 409
              ? (error.body as { status?: string } | undefined)?.status
              : undefined;
          toast.error(error.message, {
            description:
              now && now in JOB_STATUS_LABELS
                ? `It is now: ${JOB_STATUS_LABELS[now as JobStatus]}.`
                : undefined,
          });
        },
      },
    );

  return (
    <div role="group" aria-label="Job actions" className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'publish' ? 'primary' : action === 'close' ? 'outline' : 'secondary'}
          disabled={transition.isPending}
          onClick={() => (action === 'close' ? setConfirmClose(true) : run(action))}
        >
          {jobMachine.transitions[action].label}
        </Button>
      ))}
      <Dialog open={confirmClose} onOpenChange={setConfirmClose}>
        <DialogContent>
          <DialogTitle>Close this job?</DialogTitle>
          <DialogDescription>
            It leaves search for good and every application still in the running is closed; applicants are
            told. This cannot be undone.
          </DialogDescription>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirmClose(false)}>
              Keep it
            </Button>
            <Button variant="destructive" disabled={transition.isPending} onClick={() => run('close')}>
              Close job
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
