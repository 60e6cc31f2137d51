import { fileRecordSchema, type FileRecord } from '@reelhire/shared/file-records';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const fileQueryKey = (id: string) => ['files', id] as const;

export function getFile(id: string): Promise<FileRecord> {
  return apiFetch(`/rest/v1/files/${encodeURIComponent(id)}`, { schema: fileRecordSchema });
}

/**
 * A stored file with fresh signed links, for an id kept in a draft (links expire, ids do not). Off for
 * `null`, when the link is already known.
 */
export function useFileRecord(id: string | null) {
  return useQuery({
    queryKey: fileQueryKey(id ?? ''),
    queryFn: () => getFile(id!),
    enabled: Boolean(id),
    // Signed links last an hour: well inside that, the answer can be reused.
    staleTime: 20 * 60 * 1000,
  });
}
