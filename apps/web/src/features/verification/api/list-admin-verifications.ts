import {
  ADMIN_VERIFICATIONS_PAGE_SIZE,
  adminVerificationListSchema,
  type AdminVerificationList,
  type VerificationStatus,
} from '@reelhire/shared/verification';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

/** Every query of the admin queue starts with this. */
export const ADMIN_VERIFICATIONS_QUERY_KEY = ['verification', 'admin'] as const;

/**
 * The documents' signed links last 15 minutes. The list is read again on focus, every few minutes while
 * shown, and before a link is opened from data older than LINKS_SAFE_FOR_MS, so an admin never opens a
 * link that has expired.
 */
export const LINKS_SAFE_FOR_MS = 10 * 60 * 1000;
const REFRESH_EVERY_MS = 5 * 60 * 1000;

/** One keyset page of one status (decision 0057): the first without `after`, then each page's cursor. */
export function listAdminVerifications(
  status: VerificationStatus,
  after: string | null,
): Promise<AdminVerificationList> {
  const params = new URLSearchParams({ status, limit: String(ADMIN_VERIFICATIONS_PAGE_SIZE) });
  if (after) params.set('after', after);
  return apiFetch(`/rest/v1/admin/verifications?${params}`, { schema: adminVerificationListSchema });
}

/** The submissions in one status, for admins, further pages added on request. */
export function useAdminVerifications(status: VerificationStatus) {
  const userId = useAuthState().session?.user.id;
  return useInfiniteQuery({
    queryKey: [...ADMIN_VERIFICATIONS_QUERY_KEY, status, userId],
    queryFn: ({ pageParam }) => listAdminVerifications(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
    staleTime: 60 * 1000,
    refetchOnWindowFocus: true,
    refetchInterval: REFRESH_EVERY_MS,
  });
}
