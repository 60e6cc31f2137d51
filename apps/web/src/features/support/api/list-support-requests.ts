import type { SupportInbox } from '@reelhire/shared/support';
import { SUPPORT_INBOX_PAGE_SIZE } from '@reelhire/shared/support';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export function listSupportRequests(page: number, accessToken: string): Promise<SupportInbox> {
  const params = new URLSearchParams({
    limit: String(SUPPORT_INBOX_PAGE_SIZE),
    offset: String(page * SUPPORT_INBOX_PAGE_SIZE),
  });
  return apiFetch<SupportInbox>(`/rest/v1/support-requests?${params}`, { accessToken });
}

/** The support inbox for admins, a page at a time. */
export function useSupportInbox(page: number) {
  const { session } = useAuthState();
  const accessToken = session?.access_token;
  return useQuery({
    queryKey: ['support', 'inbox', page, session?.user.id],
    queryFn: () => listSupportRequests(page, accessToken!),
    enabled: Boolean(accessToken),
    placeholderData: keepPreviousData,
  });
}
