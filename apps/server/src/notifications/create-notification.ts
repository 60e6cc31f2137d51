import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema/notifications.ts';
import { announceNotificationCreated } from './notification-created.ts';

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  body: string;
  link: string;
  /** Tells nobody twice for one key (an email's idempotency key). */
  dedupeKey?: string | null | undefined;
}

/**
 * Writes one notification in the caller's transaction. One change tells each person once: a second one
 * for the same user in the same transaction, or a repeat of a key, is dropped (decision 0062). Answers
 * whether it was written.
 */
export async function createNotification(db: Db, notification: NewNotification): Promise<boolean> {
  const rows = await db
    .insert(notifications)
    .values({
      userId: notification.userId,
      type: notification.type,
      title: notification.title.slice(0, 200),
      body: notification.body.slice(0, 500),
      link: notification.link,
      dedupeKey: notification.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (rows.length === 0) return false;
  announceNotificationCreated();
  return true;
}
