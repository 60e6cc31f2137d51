import { adminUserDetailSchema, type AdminUserDetail } from '@reelhire/shared/admin-users';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { USERS_QUERY_ROOT } from './list-users';

export function getUser(id: string): Promise<AdminUserDetail> {
  return apiFetch(`/rest/v1/users/${encodeURIComponent(id)}`, {
    schema: adminUserDetailSchema,
    requireSession: true,
  });
}

/** One account with its records, for the admin's user page. */
export function useUser(id: string, enabled = true) {
  const userId = useAuthState().session?.user.id;
  return useQuery({
    queryKey: [...USERS_QUERY_ROOT, 'one', id, userId],
    queryFn: () => getUser(id),
    enabled: enabled && Boolean(userId),
  });
}
