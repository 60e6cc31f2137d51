import { applicationSchema, type Application } from '@reelhire/shared/applications';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export function getApplication(id: string): Promise<Application> {
  return apiFetch(`/rest/v1/applications/${encodeURIComponent(id)}`, { schema: applicationSchema });
}

/** The application an offer answers: who it is for, their rate, and whether it can take an offer. */
export function useApplication(id: string | undefined | null) {
  const userId = useAuthState().user?.id;
  return useQuery({
    // The applications feature's key, so both read one cached record.
    queryKey: ['applications', userId, 'detail', id],
    queryFn: () => getApplication(id!),
    enabled: Boolean(userId && id),
  });
}
