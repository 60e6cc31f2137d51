import type { ClientProfile } from '@reelhire/shared/profiles';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const clientProfileQueryKey = (userId: string | undefined) => ['profiles', 'client', userId] as const;

export function getClientProfile(accessToken: string): Promise<ClientProfile> {
  return apiFetch<ClientProfile>('/rest/v1/profiles/client/me', { accessToken });
}

/** The signed-in client's own profile, draft or set up, with what submitting still needs. */
export function useClientProfile() {
  const { session } = useAuthState();
  const accessToken = session?.access_token;
  return useQuery({
    queryKey: clientProfileQueryKey(session?.user.id),
    queryFn: () => getClientProfile(accessToken!),
    enabled: Boolean(accessToken),
  });
}
