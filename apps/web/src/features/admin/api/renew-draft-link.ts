import { claimDraftLinkSchema, type ClaimDraftLink } from '@reelhire/shared/claims';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { DRAFTS_QUERY_ROOT } from './list-drafts';

export function renewDraftLink(id: string): Promise<ClaimDraftLink> {
  return apiFetch(`/rest/v1/admin/drafts/${encodeURIComponent(id)}/renew`, {
    method: 'POST',
    schema: claimDraftLinkSchema,
    requireSession: true,
  });
}

/** A new link for an unclaimed draft: the one sent before stops working. */
export function useRenewDraftLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewDraftLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_ROOT }),
  });
}
