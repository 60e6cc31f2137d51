import { applicationSchema, type Application } from '@reelhire/shared/applications';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { APPLICATIONS_QUERY_ROOT } from './list-my-applications';

export const applicationQueryKey = (userId: string | undefined, id: string | undefined) =>
  [...APPLICATIONS_QUERY_ROOT, userId, 'detail', id] as const;

/** One application; the job owner's first read marks it viewed on the server. */
export function getApplication(id: string): Promise<Application> {
  return apiFetch(`/rest/v1/applications/${encodeURIComponent(id)}`, { schema: applicationSchema });
}

export function useApplication(id: string | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: applicationQueryKey(userId, id),
    queryFn: () => getApplication(id!),
    enabled: Boolean(userId && id),
  });
}
