import type { CalendarFeed } from '@reelhire/shared/calendar-feeds';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import { feedAddresses } from './feed-address.ts';

export interface CalendarFeedOptions {
  db: Db;
  userId: string;
  publicUrl: string;
  secret: string;
}

type FeedRow = { id: string; createdAt: Date; lastReadAt: Date | null };

export function serializeFeed(row: FeedRow | undefined, publicUrl: string, secret: string): CalendarFeed {
  if (!row) return { address: null, webcal_address: null, created_at: null, last_read_at: null };
  return {
    ...feedAddresses(publicUrl, secret, row.id),
    created_at: row.createdAt.toISOString(),
    last_read_at: row.lastReadAt?.toISOString() ?? null,
  };
}

export const feedColumns = {
  id: calendarFeeds.id,
  createdAt: calendarFeeds.createdAt,
  lastReadAt: calendarFeeds.lastReadAt,
};

/** The member's live feed address, or nulls when their feed is off (decision 0092). */
export async function getCalendarFeed({
  db,
  userId,
  publicUrl,
  secret,
}: CalendarFeedOptions): Promise<CalendarFeed> {
  const [row] = await db
    .select(feedColumns)
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  return serializeFeed(row, publicUrl, secret);
}
