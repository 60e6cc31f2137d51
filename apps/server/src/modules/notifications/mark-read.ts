import type { Notification, UnreadCount } from '@reelhire/shared/notifications';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { notFound } from '../../http/errors.ts';
import { countUnread } from './count-unread.ts';
import { notificationRecord } from './notification-record.ts';

/**
 * Marks one of the caller's notifications read; reading it again keeps the first time. Someone else's is
 * a 404, as if it did not exist.
 */
export async function markRead(
  db: Db,
  userId: string,
  id: string,
): Promise<{ notification: Notification } & UnreadCount> {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(mine);
  if (!row) throw notFound('No such notification');
  return { notification: notificationRecord(row), unread_count: await countUnread(db, userId) };
}

/** Marks every one of the caller's notifications read. */
export async function markAllRead(db: Db, userId: string): Promise<UnreadCount> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { unread_count: 0 };
}
