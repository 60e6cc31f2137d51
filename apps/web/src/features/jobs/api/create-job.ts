import { jobSchema, type Job, type JobFields } from '@reelhire/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { JOBS_QUERY_ROOT, PROJECTS_QUERY_ROOT } from '@/lib/hiring-queries';

/** A new job is a draft in its project's currency. */
export function createJob({ projectId, input }: { projectId: string; input: JobFields }): Promise<Job> {
  return apiFetch('/rest/v1/jobs', {
    method: 'POST',
    body: { project_id: projectId, ...input },
    schema: jobSchema,
  });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: JOBS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_ROOT }),
      ]),
  });
}
