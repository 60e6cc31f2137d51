import { contractListSchema, type Contract } from '@reelhire/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

/**
 * The client's contracts for one job. The API lists a client's contracts newest first with no job
 * filter, so this reads the newest 100 and keeps the job's.
 */
export async function listJobContracts(jobId: string): Promise<Contract[]> {
  const { items } = await apiFetch('/rest/v1/contracts?as=client&limit=100', { schema: contractListSchema });
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
