import { clientProfileSchema, type ClientProfile } from '@reelhire/shared/client-profile';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const clientProfileQueryKey = (userId: string | undefined) => ['profiles', 'client', userId] as const;

export function getClientProfile(): Promise<ClientProfile> {
  return apiFetch('/rest/v1/profiles/client/me', { schema: clientProfileSchema });
}

/** The signed-in client's own profile, draft or set up, with what submitting still needs. */
export function useClientProfile() {
  const userId = useAuthState().session?.user.id;
  return useQuery({
    queryKey: clientProfileQueryKey(userId),
    queryFn: getClientProfile,
    enabled: Boolean(userId),
  });
}
