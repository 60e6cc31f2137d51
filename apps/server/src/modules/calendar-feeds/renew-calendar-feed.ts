import type { CalendarFeed } from '@reelhire/shared/calendar-feeds';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import { feedColumns, serializeFeed, type CalendarFeedOptions } from './get-calendar-feed.ts';

/**
 * Turns the member's feed on with a new address (decision 0092). A live address is revoked in the same
 * transaction, so "renew" is how a member cuts off an address they shared by mistake. The member's row
 * is locked first, so two calls at once run one after the other (the partial unique index backs it up).
 */
export async function renewCalendarFeed({
  db,
  userId,
  publicUrl,
  secret,
}: CalendarFeedOptions): Promise<CalendarFeed> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: new Date() })
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
    const [row] = await tx.insert(calendarFeeds).values({ userId }).returning(feedColumns);
    return serializeFeed(row, publicUrl, secret);
  });
}
