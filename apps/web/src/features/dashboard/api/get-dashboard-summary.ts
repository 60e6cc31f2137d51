import { dashboardSummarySchema, type DashboardSummary } from '@reelhire/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { DASHBOARD_QUERY_ROOT } from '@/lib/profile-views';

export function getDashboardSummary(): Promise<DashboardSummary> {
  return apiFetch('/rest/v1/dashboard/me', { schema: dashboardSummarySchema });
}

/** The caller's profiles as the dashboard home shows them; refreshed on focus so an approval shows up. */
export function useDashboardSummary() {
  const userId = useAuthState().session?.user.id;
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_ROOT, 'summary', userId],
    queryFn: getDashboardSummary,
    enabled: Boolean(userId),
    refetchOnWindowFocus: true,
  });
}
