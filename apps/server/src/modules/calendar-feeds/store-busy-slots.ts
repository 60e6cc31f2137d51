import type { BookingDay } from '@reelhire/shared/booking-days';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outsideBusySlots, outsideCalendars } from '../../db/schema/calendar-feeds.ts';
import type { OutsideCalendarReading } from './read-outside-calendar.ts';
import type { OutsideCalendarRow } from './outside-calendar-record.ts';

/**
 * Writes what one fetch found (decision 0092), in the caller's transaction: on success the calendar's busy
 * slots are replaced by the new ones; on failure they stay as the last good fetch left them (a calendar
 * that cannot be reached for an hour has not become free) and the error is shown. Undefined when the
 * calendar was removed meanwhile.
 */
export async function storeReading(
  tx: Db,
  calendarId: string,
  reading: OutsideCalendarReading,
  now: Date,
): Promise<OutsideCalendarRow | undefined> {
  const [calendar] = await tx
    .select({ id: outsideCalendars.id, filmmakerId: outsideCalendars.filmmakerId })
    .from(outsideCalendars)
    .where(eq(outsideCalendars.id, calendarId))
    .for('update');
  if (!calendar) return undefined;
  if (!reading.ok) {
    const [row] = await tx
      .update(outsideCalendars)
      .set({ syncError: reading.error, updatedAt: now })
      .where(eq(outsideCalendars.id, calendarId))
      .returning();
    return row;
  }
  await tx.delete(outsideBusySlots).where(eq(outsideBusySlots.calendarId, calendarId));
  if (reading.slots.length > 0) {
    await tx.insert(outsideBusySlots).values(
      reading.slots.map((slot: BookingDay) => ({
        calendarId,
        filmmakerId: calendar.filmmakerId,
        date: slot.date,
        part: slot.part,
      })),
    );
  }
  const [row] = await tx
    .update(outsideCalendars)
    .set({ syncedAt: now, syncError: null, busySlots: reading.slots.length, updatedAt: now })
    .where(eq(outsideCalendars.id, calendarId))
    .returning();
  return row;
}
