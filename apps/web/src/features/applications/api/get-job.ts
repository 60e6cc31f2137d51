import { jobSchema, type Job } from '@reelhire/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export function getJob(jobId: string): Promise<Job> {
  return apiFetch(`/rest/v1/jobs/${encodeURIComponent(jobId)}`, { schema: jobSchema });
}

/** The job an application is for: its summary on the apply page. */
export function useJob(jobId: string | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: ['jobs', userId, 'detail', jobId],
    queryFn: () => getJob(jobId!),
    enabled: Boolean(userId && jobId),
  });
}
