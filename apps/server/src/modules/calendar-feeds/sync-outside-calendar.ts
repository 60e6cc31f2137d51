import type { OutsideCalendar } from '@reelhire/shared/calendar-feeds';
import { OUTSIDE_CALENDAR_SYNC_MINUTES } from '@reelhire/shared/calendar-feeds';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outsideCalendars } from '../../db/schema/calendar-feeds.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { serializeOutsideCalendar, type OutsideCalendarSettings } from './outside-calendar-record.ts';
import { readOutsideCalendar } from './read-outside-calendar.ts';
import { storeReading } from './store-busy-slots.ts';
import { addMinutes } from './sync-times.ts';

/** A calendar last read less than a minute ago is not read again on request. */
const SYNC_NOW_FLOOR_MINUTES = OUTSIDE_CALENDAR_SYNC_MINUTES - 1;

export interface SyncOutsideCalendarOptions {
  db: Db;
  /** The owner asking for "Sync now"; the schedule passes none. */
  filmmakerId?: string;
  calendarId: string;
  settings: OutsideCalendarSettings;
  now?: Date;
}

/**
 * Fetches one outside calendar now and stores what it says (decision 0092). The fetch runs outside any
 * transaction (it may take seconds); the write takes the calendar's row. The next scheduled fetch moves
 * on by OUTSIDE_CALENDAR_SYNC_MINUTES from here.
 */
export async function syncOutsideCalendar({
  db,
  filmmakerId,
  calendarId,
  settings,
  now = new Date(),
}: SyncOutsideCalendarOptions): Promise<OutsideCalendar> {
  const owned = filmmakerId ? eq(outsideCalendars.filmmakerId, filmmakerId) : undefined;
  const [calendar] = await db
    .update(outsideCalendars)
    .set({ nextSyncAt: addMinutes(now) })
    .where(
      and(
        eq(outsideCalendars.id, calendarId),
        owned,
        // "Sync now" reads a calendar at most once a minute: each read fetches a member's address and
        // expands its events on this server's event loop, which must not be a lever for anyone.
        filmmakerId ? lte(outsideCalendars.nextSyncAt, addMinutes(now, SYNC_NOW_FLOOR_MINUTES)) : undefined,
      ),
    )
    .returning({ address: outsideCalendars.address });
  if (!calendar) {
    const [exists] = await db
      .select({ id: outsideCalendars.id })
      .from(outsideCalendars)
      .where(and(eq(outsideCalendars.id, calendarId), owned));
    if (!exists) throw notFound('No outside calendar with that id');
    throw new HttpError(429, 'This calendar was read less than a minute ago: try again in a moment');
  }
  const reading = await readOutsideCalendar(calendar.address, settings, now);
  const row = await db.transaction((tx) => storeReading(tx, calendarId, reading, new Date()));
  if (!row) throw notFound('No outside calendar with that id');
  return serializeOutsideCalendar(row);
}
