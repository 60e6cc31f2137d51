import type { Notification } from '@reelhire/shared/notifications';
import type { notifications } from '../../db/schema/notifications.ts';

/** A notification row on the wire (snake_case, ISO times). */
export function notificationRecord(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
