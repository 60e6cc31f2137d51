import { addDays } from '@reelhire/shared/availability';
import { utcToday, type BookingDay } from '@reelhire/shared/booking-days';
import {
  OUTSIDE_CALENDAR_DAYS_AHEAD,
  OUTSIDE_CALENDAR_FETCH_TIMEOUT_MS,
  OUTSIDE_CALENDAR_MAX_BYTES,
  OUTSIDE_CALENDAR_READ_TIMEOUT_MS,
  OUTSIDE_CALENDAR_SLOTS_MAX,
} from '@reelhire/shared/calendar-feeds';
import { fetchOutsideCalendar, normaliseCalendarAddress } from './fetch-outside-calendar.ts';
import { busySlotsOffThread } from './read-busy-slots-off-thread.ts';
import type { OutsideCalendarSettings } from './outside-calendar-record.ts';

export type OutsideCalendarReading = { ok: true; slots: BookingDay[] } | { ok: false; error: string };

/**
 * Fetches an outside calendar and reads its busy day slots from today for OUTSIDE_CALENDAR_DAYS_AHEAD
 * (decision 0092). Never throws: what went wrong is said in plain words for the filmmaker's settings.
 */
export async function readOutsideCalendar(
  address: string,
  settings: OutsideCalendarSettings,
  now: Date = new Date(),
): Promise<OutsideCalendarReading> {
  const url = normaliseCalendarAddress(address);
  if (!url) return { ok: false, error: 'Paste an iCalendar address starting with https:// or webcal://' };
  const fetched = await fetchOutsideCalendar({
    url,
    allowPrivateAddresses: settings.privateNetwork,
    timeoutMs: OUTSIDE_CALENDAR_FETCH_TIMEOUT_MS,
    maxBytes: OUTSIDE_CALENDAR_MAX_BYTES,
  });
  if (!fetched.ok) return fetched;
  const from = utcToday(now);
  const read = await busySlotsOffThread(
    {
      text: fetched.text,
      from,
      to: addDays(from, OUTSIDE_CALENDAR_DAYS_AHEAD - 1),
      ownUidSuffix: `@${settings.uidDomain}`,
      maxSlots: OUTSIDE_CALENDAR_SLOTS_MAX,
    },
    OUTSIDE_CALENDAR_READ_TIMEOUT_MS,
  );
  return read.ok ? { ok: true, slots: read.slots } : read;
}
