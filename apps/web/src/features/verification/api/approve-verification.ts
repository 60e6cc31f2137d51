import type { AdminVerification } from '@reelhire/shared/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { ADMIN_VERIFICATIONS_QUERY_KEY } from './list-admin-verifications';

export function approveVerification(id: string, accessToken: string): Promise<AdminVerification> {
  return apiFetch<AdminVerification>(`/rest/v1/admin/verifications/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    accessToken,
  });
}

/** Approves a submission (the profile becomes verified and the user is emailed), then reloads the queue. */
export function useApproveVerification() {
  const { session } = useAuthState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => approveVerification(id, session?.access_token ?? ''),
    // A 409 means another admin reviewed it first: the queue is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_VERIFICATIONS_QUERY_KEY }),
  });
}
