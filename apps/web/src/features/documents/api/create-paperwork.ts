import { paperworkSchema, type Paperwork, type PaperworkInput } from '@reelhire/shared/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { DOCUMENTS_QUERY_ROOT } from './list-documents';

/** Files an uploaded `private_document` as paperwork with its category and title. */
export function createPaperwork(input: PaperworkInput): Promise<Paperwork> {
  return apiFetch('/rest/v1/documents', { method: 'POST', body: input, schema: paperworkSchema });
}

export function useCreatePaperwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaperwork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_ROOT }),
  });
}
