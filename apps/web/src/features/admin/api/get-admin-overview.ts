import type { AdminOverview } from '@reelhire/shared/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export function getAdminOverview(accessToken: string): Promise<AdminOverview> {
  return apiFetch<AdminOverview>('/rest/v1/admin/overview', { accessToken });
}

/** What waits for the team; refreshed on focus, so a queue worked through in another tab shows here. */
export function useAdminOverview() {
  const { session } = useAuthState();
  const accessToken = session?.access_token;
  return useQuery({
    queryKey: ['admin', 'overview', session?.user.id],
    queryFn: () => getAdminOverview(accessToken!),
    enabled: Boolean(accessToken),
    refetchOnWindowFocus: true,
  });
}
