import type { MyVerification, VerificationRole } from '@reelhire/shared/verification';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

/** Every query of the caller's own verification starts with this. */
export const MY_VERIFICATION_QUERY_KEY = ['verification', 'me'] as const;

export function getMyVerification(role: VerificationRole, accessToken: string): Promise<MyVerification> {
  return apiFetch<MyVerification>(`/rest/v1/verification/me?${new URLSearchParams({ role })}`, {
    accessToken,
  });
}

/**
 * Where the signed-in user stands for one role. It is read again whenever the window regains focus, so
 * an approval made while the page sat in a background tab shows up as soon as the user comes back.
 */
export function useMyVerification(role: VerificationRole) {
  const { session } = useAuthState();
  const accessToken = session?.access_token;
  return useQuery({
    queryKey: [...MY_VERIFICATION_QUERY_KEY, role, session?.user.id],
    queryFn: () => getMyVerification(role, accessToken!),
    enabled: Boolean(accessToken),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
