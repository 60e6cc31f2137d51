import type { DashboardRoleName } from '@reelhire/shared/dashboard';
import { hiringActionsSchema, type HiringActions } from '@reelhire/shared/hiring-actions';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { DASHBOARD_QUERY_ROOT } from '@/lib/profile-views';

export function getHiringActions(as: DashboardRoleName): Promise<HiringActions> {
  return apiFetch(`/rest/v1/dashboard/hiring?as=${as}`, { schema: hiringActionsSchema });
}

/** What needs action now in hiring for this side of the account; refreshed on focus like the summary. */
export function useHiringActions(as: DashboardRoleName, enabled: boolean) {
  const userId = useAuthState().session?.user.id;
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_ROOT, 'hiring', as, userId],
    queryFn: () => getHiringActions(as),
    enabled: enabled && Boolean(userId),
    refetchOnWindowFocus: true,
  });
}
