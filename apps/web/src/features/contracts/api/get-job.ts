import { jobSchema, type Job } from '@reelhire/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export function getJob(id: string): Promise<Job> {
  return apiFetch(`/rest/v1/jobs/${encodeURIComponent(id)}`, { schema: jobSchema });
}

/** The job an offer is for: its dates and deliverables prefill the first round's terms. */
export function useJob(id: string | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: ['jobs', userId, 'detail', id],
    queryFn: () => getJob(id!),
    enabled: Boolean(userId && id),
  });
}
