import { jobSchema, type Job, type JobTransition } from '@reelhire/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { JOBS_QUERY_ROOT, PROJECTS_QUERY_ROOT } from '@/lib/hiring-queries';

/** The transitions a person asks for (filling is Reelhire's own, when the last opening is hired). */
export type JobAction = Exclude<JobTransition, 'fill'>;

/**
 * `POST /jobs/{id}/{publish|unpublish|close}`: a move the server refuses answers 409 with the status. An
 * admin's unpublish carries a reason, which the server keeps on the job for its client to read.
 */
export function transitionJob({
  jobId,
  action,
  reason,
}: {
  jobId: string;
  action: JobAction;
  reason?: string;
}): Promise<Job> {
  return apiFetch(`/rest/v1/jobs/${encodeURIComponent(jobId)}/${action}`, {
    method: 'POST',
    // unpublish takes an optional reason, which only an admin gives; the client sends none.
    body: action === 'unpublish' ? (reason ? { reason } : {}) : undefined,
    schema: jobSchema,
  });
}

export function useTransitionJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionJob,
    // Refused or not, the job may have changed elsewhere: read it (and its project's list) again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: JOBS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_ROOT }),
      ]),
  });
}
