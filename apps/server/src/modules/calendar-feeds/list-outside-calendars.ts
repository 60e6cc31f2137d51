import type { OutsideCalendarList } from '@reelhire/shared/calendar-feeds';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outsideCalendars } from '../../db/schema/calendar-feeds.ts';
import { serializeOutsideCalendar } from './outside-calendar-record.ts';

/** The filmmaker's outside calendars, oldest first (at most OUTSIDE_CALENDARS_MAX). */
export async function listOutsideCalendars({
  db,
  filmmakerId,
}: {
  db: Db;
  filmmakerId: string;
}): Promise<OutsideCalendarList> {
  const rows = await db
    .select()
    .from(outsideCalendars)
    .where(eq(outsideCalendars.filmmakerId, filmmakerId))
    .orderBy(asc(outsideCalendars.createdAt), asc(outsideCalendars.id));
  return { items: rows.map(serializeOutsideCalendar) };
}
