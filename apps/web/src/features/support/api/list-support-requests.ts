import { SUPPORT_INBOX_PAGE_SIZE, supportInboxSchema, type SupportInbox } from '@reelhire/shared/support';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

/** One keyset page of the inbox (decision 0057): the first without `after`, then each page's cursor. */
export function listSupportRequests({ after }: { after?: string | null }): Promise<SupportInbox> {
  const params = new URLSearchParams({ limit: String(SUPPORT_INBOX_PAGE_SIZE) });
  if (after) params.set('after', after);
  return apiFetch(`/rest/v1/support-requests?${params}`, { schema: supportInboxSchema });
}

/** The support inbox for admins, newest first, older pages added on request. */
export function useSupportInbox() {
  const userId = useAuthState().session?.user.id;
  return useInfiniteQuery({
    queryKey: ['support', 'inbox', userId],
    queryFn: ({ pageParam }) => listSupportRequests({ after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
  });
}
