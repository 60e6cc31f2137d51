import {
  myVerificationSchema,
  type MyVerification,
  type VerificationRole,
} from '@reelhire/shared/verification';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

/** Every query of the caller's own verification starts with this. */
export const MY_VERIFICATION_QUERY_KEY = ['verification', 'me'] as const;

export function getMyVerification(role: VerificationRole): Promise<MyVerification> {
  return apiFetch(`/rest/v1/verification/me?${new URLSearchParams({ role })}`, {
    schema: myVerificationSchema,
  });
}

/**
 * Where the signed-in user stands for one role. It is read again whenever the window regains focus, so
 * an approval made while the page sat in a background tab shows up as soon as the user comes back.
 */
export function useMyVerification(role: VerificationRole) {
  const userId = useAuthState().session?.user.id;
  return useQuery({
    queryKey: [...MY_VERIFICATION_QUERY_KEY, role, userId],
    queryFn: () => getMyVerification(role),
    enabled: Boolean(userId),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
