import {
  ADMIN_VERIFICATIONS_PAGE_SIZE,
  adminVerificationListSchema,
  type AdminVerificationList,
  type VerificationStatus,
} from '@reelhire/shared/verification';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export function listAdminVerifications(
  status: VerificationStatus,
  page: number,
): Promise<AdminVerificationList> {
  const params = new URLSearchParams({
    status,
    limit: String(ADMIN_VERIFICATIONS_PAGE_SIZE),
    offset: String(page * ADMIN_VERIFICATIONS_PAGE_SIZE),
  });
  return apiFetch(`/rest/v1/admin/verifications?${params}`, { schema: adminVerificationListSchema });
}

/** One page of submissions in one status, for admins. */
export function useAdminVerifications(status: VerificationStatus, page: number) {
  const userId = useAuthState().session?.user.id;
  return useQuery({
    queryKey: [...ADMIN_VERIFICATIONS_QUERY_KEY, status, page, userId],
    queryFn: () => listAdminVerifications(status, page),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
    refetchOnWindowFocus: true,
    refetchInterval: REFRESH_EVERY_MS,
  });
}
