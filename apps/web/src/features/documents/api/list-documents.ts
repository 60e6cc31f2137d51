import { documentListSchema, type DocumentList, type DocumentType } from '@reelhire/shared/documents';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const DOCUMENTS_QUERY_ROOT = ['documents'] as const;
export const DOCUMENTS_PAGE_SIZE = 20;

/** One keyset page of the caller's contracts or paperwork, newest first. */
export function listDocuments(type: DocumentType, after: string | null): Promise<DocumentList> {
  const query = new URLSearchParams({ type, limit: String(DOCUMENTS_PAGE_SIZE) });
  if (after) query.set('after', after);
  return apiFetch(`/rest/v1/documents?${query}`, { schema: documentListSchema });
}

export function useDocuments(type: DocumentType) {
  const userId = useAuthState().user?.id;
  return useInfiniteQuery({
    queryKey: [...DOCUMENTS_QUERY_ROOT, userId, type],
    queryFn: ({ pageParam }) => listDocuments(type, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
  });
}
