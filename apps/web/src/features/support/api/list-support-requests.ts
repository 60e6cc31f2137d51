import { SUPPORT_INBOX_PAGE_SIZE, supportInboxSchema, type SupportInbox } from '@reelhire/shared/support';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export function listSupportRequests(page: number): Promise<SupportInbox> {
  const params = new URLSearchParams({
    limit: String(SUPPORT_INBOX_PAGE_SIZE),
    offset: String(page * SUPPORT_INBOX_PAGE_SIZE),
  });
  return apiFetch(`/rest/v1/support-requests?${params}`, { schema: supportInboxSchema });
}

/** The support inbox for admins, a page at a time. */
export function useSupportInbox(page: number) {
  const userId = useAuthState().session?.user.id;
  return useQuery({
    queryKey: ['support', 'inbox', page, userId],
    queryFn: () => listSupportRequests(page),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}
