import { fileDeletedSchema } from '@reelhire/shared/file-records';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function deleteUpload(fileId: string): Promise<void> {
  return apiFetch(`/rest/v1/files/${encodeURIComponent(fileId)}`, {
    method: 'DELETE',
    schema: fileDeletedSchema,
  });
}

/**
 * Deletes an identity upload the user removed or replaced before sending it, so no copy of a document they
 * took back stays on our servers. Best effort: a failure leaves an unused private file, nothing worse.
 */
export function useDeleteUpload() {
  return useMutation({ mutationFn: deleteUpload });
}
