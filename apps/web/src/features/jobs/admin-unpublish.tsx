import type { Job } from '@reelhire/shared/jobs';
import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useTransitionJob } from './api/transition-job';
import { JOB_STATUS_LABELS } from './job-format';

export const UNPUBLISH_REASON_MAX = 1000;

function refusal(error: Error): string {
  // A 409 names what the job is now (the client unpublished or closed it meanwhile).
  const now =
    error instanceof ApiError && error.status === 409
      ? (error.body as { status?: string } | undefined)?.status
      : undefined;
  return now && now in JOB_STATUS_LABELS
    ? `${error.message} It is now: ${JOB_STATUS_LABELS[now as keyof typeof JOB_STATUS_LABELS]}.`
    : error.message;
}

/**
 * An admin takes a published job out of search. The reason is required here (the API allows none) because
 * the client reads it on their job and needs to know what to fix before publishing again.
 */
export function AdminUnpublishButton({ job, size = 'sm' }: { job: Job; size?: 'sm' | 'md' }) {
  const transition = useTransitionJob();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (job.status !== 'published') return null;
  const company = job.client.company_name ?? 'The client';

  return (
    <>
      <Button
        size={size}
        variant="outline"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        <EyeOff aria-hidden /> Unpublish
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Unpublish “${job.title}”?`}
        description={`It leaves search at once and becomes a draft. ${company} sees your reason on the job and can publish it again once it is fixed.`}
        confirmLabel="Unpublish job"
        pendingLabel="Unpublishing…"
        destructive
        pending={transition.isPending}
        error={error}
        note={{
          label: 'Reason for the client',
          hint: 'Say what breaks the rules and what to change, e.g. “Please state the rate in the job, not a link to it.”',
          max: UNPUBLISH_REASON_MAX,
          required: 'Give the client a reason, so they know what to fix.',
        }}
        onConfirm={(reason) =>
          transition.mutate(
            { jobId: job.id, action: 'unpublish', reason },
            {
              onSuccess: () => {
                setOpen(false);
                toast.success('Job unpublished', {
                  description: `${company} sees your reason on the job.`,
                });
              },
              onError: (failure) => setError(refusal(failure)),
            },
          )
        }
      />
    </>
  );
}
