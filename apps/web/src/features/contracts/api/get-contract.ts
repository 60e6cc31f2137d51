import { contractSchema, type Contract } from '@reelhire/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const contractQueryKey = (userId: string | undefined, id: string | null | undefined) =>
  ['contracts', userId, 'detail', id] as const;

export function getContract(id: string): Promise<Contract> {
  return apiFetch(`/rest/v1/contracts/${encodeURIComponent(id)}`, { schema: contractSchema });
}

/** One signed contract: the same frozen terms for both parties. */
export function useContract(id: string | null | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: contractQueryKey(userId, id),
    queryFn: () => getContract(id!),
    enabled: Boolean(userId && id),
  });
}
