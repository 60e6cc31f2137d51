import { jobSchema, type Job } from '@reelhire/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { JOBS_QUERY_ROOT } from '@/lib/hiring-queries';

/** A published job for anyone signed in; a draft or closed one for its owner (else 404). */
export function getJob(jobId: string): Promise<Job> {
  return apiFetch(`/rest/v1/jobs/${encodeURIComponent(jobId)}`, { schema: jobSchema });
}

export function useJob(jobId: string) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...JOBS_QUERY_ROOT, userId, 'job', jobId],
    queryFn: () => getJob(jobId),
    enabled: Boolean(userId),
  });
}
