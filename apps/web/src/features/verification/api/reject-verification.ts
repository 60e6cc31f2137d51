import type { AdminVerification, RejectVerificationInput } from '@reelhire/shared/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { ADMIN_VERIFICATIONS_QUERY_KEY } from './list-admin-verifications';

export function rejectVerification(
  id: string,
  input: RejectVerificationInput,
  accessToken: string,
): Promise<AdminVerification> {
  return apiFetch<AdminVerification>(`/rest/v1/admin/verifications/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: input,
    accessToken,
  });
}

/** Rejects a submission with a reason the user reads, then reloads the queue. */
export function useRejectVerification() {
  const { session } = useAuthState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      rejectVerification(id, { reason }, session?.access_token ?? ''),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_VERIFICATIONS_QUERY_KEY }),
  });
}
