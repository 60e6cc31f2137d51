import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export function deleteUpload(fileId: string, accessToken: string): Promise<void> {
  return apiFetch<void>(`/rest/v1/files/${encodeURIComponent(fileId)}`, { method: 'DELETE', accessToken });
}

/**
 * Deletes an identity upload the user removed or replaced before sending it, so no copy of a document they
 * took back stays on our servers. Best effort: a failure leaves an unused private file, nothing worse.
 */
export function useDeleteUpload() {
  const { session } = useAuthState();
  return useMutation({
    mutationFn: (fileId: string) => deleteUpload(fileId, session?.access_token ?? ''),
  });
}
