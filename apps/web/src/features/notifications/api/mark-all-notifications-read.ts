import { unreadCountSchema } from '@reelhire/shared/notifications';
import { apiFetch } from '@/lib/api-client';

export function markAllNotificationsRead() {
  return apiFetch('/rest/v1/notifications/read-all', {
    method: 'POST',
    schema: unreadCountSchema,
    requireSession: true,
  });
}
