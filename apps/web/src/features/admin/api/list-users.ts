import { adminUserListSchema, type AccountState, type AdminUserList } from '@reelhire/shared/admin-users';
import type { UserType } from '@reelhire/shared/user-type';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const USERS_QUERY_ROOT = ['admin', 'users'] as const;
const PAGE_SIZE = 25;

export interface UserFilters {
  q: string;
  role: UserType | '';
  state: AccountState | '';
}

export function listUsers(filters: UserFilters, after?: string | null): Promise<AdminUserList> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.role) query.set('role', filters.role);
  if (filters.state) query.set('state', filters.state);
  if (after) query.set('after', after);
  return apiFetch(`/rest/v1/users?${query.toString()}`, {
    schema: adminUserListSchema,
    requireSession: true,
  });
}

/** Accounts newest first, a page at a time ("Show more" follows the cursor). */
export function useUsers(filters: UserFilters) {
  const userId = useAuthState().session?.user.id;
  return useInfiniteQuery({
    queryKey: [...USERS_QUERY_ROOT, 'list', filters, userId],
    queryFn: ({ pageParam }) => listUsers(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: Boolean(userId),
  });
}
