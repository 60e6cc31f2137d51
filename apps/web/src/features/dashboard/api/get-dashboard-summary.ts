import type { DashboardSummary } from '@reelhire/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { DASHBOARD_QUERY_ROOT } from '@/lib/profile-views';

export function getDashboardSummary(accessToken: string): Promise<DashboardSummary> {
  return apiFetch<DashboardSummary>('/rest/v1/dashboard/me', { accessToken });
}

/** The caller's profiles as the dashboard home shows them; refreshed on focus so an approval shows up. */
export function useDashboardSummary() {
  const { session } = useAuthState();
  const accessToken = session?.access_token;
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_ROOT, 'summary', session?.user.id],
    queryFn: () => getDashboardSummary(accessToken!),
    enabled: Boolean(accessToken),
    refetchOnWindowFocus: true,
  });
}
