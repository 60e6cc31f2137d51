import { claimDraftLinkSchema, type ClaimDraftLink, type DraftInput } from '@reelhire/shared/claims';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { DRAFTS_QUERY_ROOT } from './list-drafts';

export function createDraft(input: DraftInput): Promise<ClaimDraftLink> {
  return apiFetch('/rest/v1/admin/drafts', {
    method: 'POST',
    body: input,
    schema: claimDraftLinkSchema,
    requireSession: true,
  });
}

export function useCreateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_ROOT }),
  });
}
