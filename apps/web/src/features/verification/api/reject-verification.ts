import {
  adminVerificationSchema,
  type AdminVerification,
  type RejectVerificationInput,
} from '@reelhire/shared/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_VERIFICATIONS_QUERY_KEY } from './list-admin-verifications';

export function rejectVerification(id: string, input: RejectVerificationInput): Promise<AdminVerification> {
  return apiFetch(`/rest/v1/admin/verifications/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: input,
    schema: adminVerificationSchema,
  });
}

/** Rejects a submission with a reason the user reads, then reloads the queue. */
export function useRejectVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectVerification(id, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_VERIFICATIONS_QUERY_KEY }),
  });
}
