import type { NotificationsPage, NotificationsQuery } from '@reelhire/shared/notifications';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { notificationRecord } from './notification-record.ts';

export interface ListNotificationsOptions {
  db: Db;
  userId: string;
  query: NotificationsQuery;
}

/**
 * A page of the caller's own notifications, newest first: keyset on (created_at, id) off
 * notifications_user_created_idx (exported so a test can EXPLAIN it).
 */
export function notificationsPageQuery({ db, userId, query }: ListNotificationsOptions) {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  return db
    .select({ row: notifications, at: sql<string>`${notifications.createdAt}::text` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
}

export async function listNotifications(options: ListNotificationsOptions): Promise<NotificationsPage> {
  const rows = await notificationsPageQuery(options);
  const page = rows.slice(0, options.query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => notificationRecord(row)),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.row.id]) : null,
  };
}
