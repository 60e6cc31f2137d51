import type { OutsideCalendar } from '@reelhire/shared/calendar-feeds';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outsideCalendars } from '../../db/schema/calendar-feeds.ts';
import { notFound } from '../../http/errors.ts';
import { serializeOutsideCalendar, type OutsideCalendarSettings } from './outside-calendar-record.ts';
import { readOutsideCalendar } from './read-outside-calendar.ts';
import { storeReading } from './store-busy-slots.ts';
import { addMinutes } from './sync-times.ts';

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
  const [calendar] = await db
    .update(outsideCalendars)
    .set({ nextSyncAt: addMinutes(now) })
    .where(
      and(
        eq(outsideCalendars.id, calendarId),
        filmmakerId ? eq(outsideCalendars.filmmakerId, filmmakerId) : undefined,
      ),
    )
    .returning({ address: outsideCalendars.address });
  if (!calendar) throw notFound('No outside calendar with that id');
  const reading = await readOutsideCalendar(calendar.address, settings, now);
  const row = await db.transaction((tx) => storeReading(tx, calendarId, reading, new Date()));
  if (!row) throw notFound('No outside calendar with that id');
  return serializeOutsideCalendar(row);
}
