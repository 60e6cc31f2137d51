import { adminUserSummarySchema, type AdminUserSummary } from '@reelhire/shared/admin-users';
import type { UserType } from '@reelhire/shared/user-type';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { AUDIT_QUERY_ROOT } from './list-audit-log';
import { USERS_QUERY_ROOT } from './list-users';

const path = (id: string, action: string) => `/rest/v1/users/${encodeURIComponent(id)}/${action}`;

export function suspendUser(id: string, reason: string): Promise<AdminUserSummary> {
  return apiFetch(path(id, 'suspend'), {
    method: 'POST',
    body: { reason },
    schema: adminUserSummarySchema,
    requireSession: true,
  });
}

export function restoreUser(id: string): Promise<AdminUserSummary> {
  return apiFetch(path(id, 'restore'), {
    method: 'POST',
    schema: adminUserSummarySchema,
    requireSession: true,
  });
}

export function changeUserRole(id: string, userType: UserType): Promise<AdminUserSummary> {
  return apiFetch(path(id, 'role'), {
    method: 'POST',
    body: { user_type: userType },
    schema: adminUserSummarySchema,
    requireSession: true,
  });
}

/** Suspend, restore and change role: each refreshes the users lists and the audit log. */
export function useUserAction<Input>(action: (input: Input) => Promise<AdminUserSummary>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: AUDIT_QUERY_ROOT }),
      ]);
    },
  });
}
