import { notificationsPageSchema, type NotificationsPage } from '@reelhire/shared/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { notificationsListKey } from './notification-queries';

const PAGE = 10;

export function listNotifications(after?: string): Promise<NotificationsPage> {
  const query = new URLSearchParams({ limit: String(PAGE), ...(after ? { after } : {}) });
  return apiFetch(`/rest/v1/notifications?${query}`, {
    schema: notificationsPageSchema,
    requireSession: true,
  });
}

/** The caller's notifications, newest first, a keyset page at a time; read when the bell opens. */
export function useNotifications(enabled: boolean) {
  const userId = useAuthState().user?.id;
  return useInfiniteQuery({
    queryKey: notificationsListKey(userId),
    queryFn: ({ pageParam }) => listNotifications(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: enabled && Boolean(userId),
    staleTime: 0,
  });
}
