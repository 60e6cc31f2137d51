import { contractListSchema, type Contract } from '@reelhire/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

// The client's contracts for one job. Payments, reviews and disputes each show them on their step of the
// job until their own feature lands, so the query sits below the features that share it.

export async function listJobContracts(jobId: string): Promise<Contract[]> {
  const query = new URLSearchParams({ as: 'client', job_id: jobId, limit: '100' });
  const { items } = await apiFetch(`/rest/v1/contracts?${query.toString()}`, { schema: contractListSchema });
  return items;
}

export function useJobContracts(jobId: string | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: ['contracts', userId, 'job', jobId],
    queryFn: () => listJobContracts(jobId!),
    enabled: Boolean(userId && jobId),
  });
}
