import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { DOCUMENTS_QUERY_ROOT } from './list-documents';

/** Deletes paperwork and its file for good (204, no body). */
export function deletePaperwork(id: string): Promise<undefined> {
  return apiFetch(`/rest/v1/documents/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
  });
}

export function useDeletePaperwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaperwork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_ROOT }),
  });
}
