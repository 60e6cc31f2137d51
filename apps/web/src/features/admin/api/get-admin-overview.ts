import { adminOverviewSchema, type AdminOverview } from '@reelhire/shared/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export function getAdminOverview(): Promise<AdminOverview> {
  return apiFetch('/rest/v1/admin/overview', { schema: adminOverviewSchema });
}

/** What waits for the team; refreshed on focus, so a queue worked through in another tab shows here. */
export function useAdminOverview() {
  const userId = useAuthState().session?.user.id;
  return useQuery({
    queryKey: ['admin', 'overview', userId],
    queryFn: getAdminOverview,
    enabled: Boolean(userId),
    refetchOnWindowFocus: true,
  });
}
