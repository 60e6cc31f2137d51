import type { QueryClient } from '@tanstack/react-query';

// Profiles are shown in more places than the owner's own profile query: the talent directory and portfolio
// pages (features/talent) and the dashboard summary with its completeness (features/dashboard). Their
// query keys start with these, so that a saved edit can refresh them all without either feature knowing
// the other.

export const TALENT_QUERY_ROOT = ['talent'] as const;
export const DASHBOARD_QUERY_ROOT = ['dashboard'] as const;

/** After the owner saves a profile: every place showing it reads it again (once it is shown). */
export function refreshProfileViews(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: TALENT_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_ROOT }),
  ]).then(() => undefined);
}
