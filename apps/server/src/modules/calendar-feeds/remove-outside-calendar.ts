import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outsideCalendars } from '../../db/schema/calendar-feeds.ts';
import { notFound } from '../../http/errors.ts';

/** Removes one of the filmmaker's outside calendars and frees the days it blocked (its slots cascade). */
export async function removeOutsideCalendar({
  db,
  filmmakerId,
  calendarId,
}: {
  db: Db;
  filmmakerId: string;
  calendarId: string;
}): Promise<void> {
  const removed = await db
    .delete(outsideCalendars)
    .where(and(eq(outsideCalendars.id, calendarId), eq(outsideCalendars.filmmakerId, filmmakerId)))
    .returning({ id: outsideCalendars.id });
  // Someone else's calendar is answered as a missing one: its existence is not theirs to learn.
  if (removed.length === 0) throw notFound('No outside calendar with that id');
}
