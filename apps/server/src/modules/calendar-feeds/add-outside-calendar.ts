import { OUTSIDE_CALENDARS_MAX, type OutsideCalendar } from '@reelhire/shared/calendar-feeds';
import { addMinutes } from './sync-times.ts';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outsideCalendars } from '../../db/schema/calendar-feeds.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { badRequest } from '../../http/errors.ts';
import { serializeOutsideCalendar, type OutsideCalendarSettings } from './outside-calendar-record.ts';
import { readOutsideCalendar } from './read-outside-calendar.ts';
import { storeReading } from './store-busy-slots.ts';

export interface AddOutsideCalendarOptions {
  db: Db;
  filmmakerId: string;
  label: string;
  address: string;
  settings: OutsideCalendarSettings;
  now?: Date;
}

const tooMany = () =>
  badRequest(`You can add up to ${OUTSIDE_CALENDARS_MAX} outside calendars: remove one to add another`);

/**
 * Adds an outside calendar (decision 0092). It is fetched and read first, so an address that does not
 * answer with an iCalendar is refused with the reason and nothing is saved; a good one blocks its busy
 * days at once and is fetched again every OUTSIDE_CALENDAR_SYNC_MINUTES.
 */
export async function addOutsideCalendar({
  db,
  filmmakerId,
  label,
  address,
  settings,
  now = new Date(),
}: AddOutsideCalendarOptions): Promise<OutsideCalendar> {
  const countOf = async (tx: Db) => {
    const [row] = await tx
      .select({ n: count() })
      .from(outsideCalendars)
      .where(eq(outsideCalendars.filmmakerId, filmmakerId));
    return row?.n ?? 0;
  };
  // Checked before the fetch too, so a full list costs no request to the address.
  if ((await countOf(db)) >= OUTSIDE_CALENDARS_MAX) throw tooMany();
  const reading = await readOutsideCalendar(address, settings, now);
  if (!reading.ok) throw badRequest(reading.error);
  return db.transaction(async (tx) => {
    // The filmmaker's row orders two adds at once, so neither passes the limit by racing the other.
    await tx
      .select({ id: filmmakers.id })
      .from(filmmakers)
      .where(eq(filmmakers.id, filmmakerId))
      .for('update');
    if ((await countOf(tx)) >= OUTSIDE_CALENDARS_MAX) throw tooMany();
    const [calendar] = await tx
      .insert(outsideCalendars)
      .values({ filmmakerId, label, address, nextSyncAt: addMinutes(now), createdAt: now, updatedAt: now })
      .returning({ id: outsideCalendars.id });
    const row = await storeReading(tx, calendar!.id, reading, now);
    return serializeOutsideCalendar(row!);
  });
}
