import { unreadCountSchema, type UnreadCount } from '@reelhire/shared/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { unreadCountKey } from './notification-queries';

export function getUnreadCount(): Promise<UnreadCount> {
  return apiFetch('/rest/v1/notifications/unread-count', { schema: unreadCountSchema, requireSession: true });
}

/** The bell's number; pushes over the realtime connection set it between reads (decision 0062). */
export function useUnreadCount() {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: unreadCountKey(userId),
    queryFn: getUnreadCount,
    enabled: Boolean(userId),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
