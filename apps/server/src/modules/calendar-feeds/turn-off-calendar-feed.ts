import type { CalendarFeed } from '@reelhire/shared/calendar-feeds';
import { and, eq, isNull } from 'drizzle-orm';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import { serializeFeed, type CalendarFeedOptions } from './get-calendar-feed.ts';

/** Turns the member's feed off: its address answers 404 from now on. Off twice is still off. */
export async function turnOffCalendarFeed({
  db,
  userId,
  publicUrl,
  secret,
}: CalendarFeedOptions): Promise<CalendarFeed> {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  return serializeFeed(undefined, publicUrl, secret);
}
