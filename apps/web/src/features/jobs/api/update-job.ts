import { jobSchema, type Job, type JobFields } from '@reelhire/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { JOBS_QUERY_ROOT, PROJECTS_QUERY_ROOT } from '@/lib/hiring-queries';

export function updateJob({ jobId, input }: { jobId: string; input: JobFields }): Promise<Job> {
  return apiFetch(`/rest/v1/jobs/${encodeURIComponent(jobId)}`, {
    method: 'PUT',
    body: input,
    schema: jobSchema,
  });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: JOBS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_ROOT }),
      ]),
  });
}
