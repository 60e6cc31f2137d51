import { contractListSchema, type Contract } from '@reelhire/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

const LIMIT = 100;

/**
 * The client's contracts for one job. The API lists a client's contracts newest first without a job
 * filter, so this reads the newest page and keeps the job's; a job has few openings, so they are there.
 */
export async function listJobContracts(jobId: string): Promise<Contract[]> {
  const query = new URLSearchParams({ as: 'client', limit: String(LIMIT) });
  const { items } = await apiFetch(`/rest/v1/contracts?${query.toString()}`, { schema: contractListSchema });
  return items.filter((contract) => contract.job_id === jobId);
}

export function useJobContracts(jobId: string | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: ['contracts', userId, 'job', jobId],
    queryFn: () => listJobContracts(jobId!),
    enabled: Boolean(userId && jobId),
  });
}
