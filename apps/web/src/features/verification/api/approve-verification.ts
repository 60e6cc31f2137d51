import { adminVerificationSchema, type AdminVerification } from '@reelhire/shared/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_VERIFICATIONS_QUERY_KEY } from './list-admin-verifications';

export function approveVerification(id: string): Promise<AdminVerification> {
  return apiFetch(`/rest/v1/admin/verifications/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    schema: adminVerificationSchema,
  });
}

/** Approves a submission (the profile becomes verified and the user is emailed), then reloads the queue. */
export function useApproveVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveVerification,
    // A 409 means another admin reviewed it first: the queue is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_VERIFICATIONS_QUERY_KEY }),
  });
}
