import { claimResultSchema, type ClaimResult } from '@reelhire/shared/claims';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { CLAIM_QUERY_ROOT } from './claim-preview';

export function claimJob(token: string): Promise<ClaimResult> {
  return apiFetch(`/rest/v1/claims/${encodeURIComponent(token)}/claim`, {
    method: 'POST',
    schema: claimResultSchema,
    requireSession: true,
  });
}

/** Claims the link as the signed-in client; a refusal reads the preview again, which then says why. */
export function useClaimJob(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimJob(token),
    onError: () => queryClient.invalidateQueries({ queryKey: [...CLAIM_QUERY_ROOT, token] }),
  });
}
