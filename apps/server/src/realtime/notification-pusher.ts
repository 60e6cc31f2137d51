import type { NotificationPush } from '@reelhire/shared/notifications';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema/notifications.ts';
import { onNotificationCreated } from '../notifications/notification-created.ts';

/** Notifications older than this when first found (the server was down) are not pushed: the bell reads them. */
const FRESH_MS = 2 * 60_000;
/** After a doorbell, look again this long after (the notification's transaction may not have committed). */
const RETRY_AFTER_MS = [0, 200, 1000];
/** Other processes' notifications are found by this poll. */
const POLL_MS = 3000;
const BATCH = 200;

export interface NotificationPusher {
  /** One sweep now (tests await it). */
  sweep(): Promise<void>;
  stop(): void;
}

/**
 * Sends new notifications to their owner's account channel (decision 0062). Notifications are written in
 * the transaction of the change; this outbox sweep claims the committed ones (FOR UPDATE SKIP LOCKED, so
 * with several processes each is sent once, through the Redis adapter to whichever process holds the
 * owner's sockets) and emits each with the owner's unread count.
 */
export function startNotificationPusher({
  db,
  emit,
  log,
}: {
  db: Db;
  emit: (userId: string, push: NotificationPush) => void;
  log: FastifyBaseLogger;
}): NotificationPusher {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  const timers = new Set<NodeJS.Timeout>();

  async function claim() {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(notifications)
        .where(isNull(notifications.pushedAt))
        .orderBy(notifications.createdAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      await tx
        .update(notifications)
        .set({ pushedAt: sql`now()` })
        .where(
          inArray(
            notifications.id,
            rows.map((row) => row.id),
          ),
        );
      return rows;
    });
  }

  async function sweepOnce(): Promise<number> {
    const rows = await claim();
    const fresh = rows.filter((row) => Date.now() - row.createdAt.getTime() < FRESH_MS);
    const owners = [...new Set(fresh.map((row) => row.userId))];
    for (const userId of owners) {
      const [counted] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      for (const row of fresh.filter((r) => r.userId === userId)) {
        emit(userId, {
          notification: {
            id: row.id,
            type: row.type,
            title: row.title,
            body: row.body,
            link: row.link,
            read_at: row.readAt?.toISOString() ?? null,
            created_at: row.createdAt.toISOString(),
          },
          unread_count: Number(counted?.count ?? 0),
        });
      }
    }
    return rows.length;
  }

  async function sweep(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while ((await sweepOnce()) === BATCH && !stopped);
        } while (again && !stopped);
      } catch (error) {
        if (!stopped) log.warn({ err: error }, 'could not push notifications');
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const later = (ms: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void sweep();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const stopListening = onNotificationCreated(() => {
    for (const ms of RETRY_AFTER_MS) later(ms);
  });
  const poll = setInterval(() => void sweep(), POLL_MS);
  poll.unref();

  return {
    sweep,
    stop() {
      stopped = true;
      stopListening();
      clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
