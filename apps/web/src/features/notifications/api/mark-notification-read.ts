import { notificationSchema, unreadCountSchema } from '@reelhire/shared/notifications';
import { apiFetch } from '@/lib/api-client';

const markedSchema = unreadCountSchema.extend({ notification: notificationSchema });

export function markNotificationRead(id: string) {
  return apiFetch(`/rest/v1/notifications/${id}/read`, {
    method: 'POST',
    schema: markedSchema,
    requireSession: true,
  });
}
