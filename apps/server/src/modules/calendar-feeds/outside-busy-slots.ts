import { addDays } from '@reelhire/shared/availability';
import { sortDays, type BookingDay } from '@reelhire/shared/booking-days';
import ICAL from 'ical.js';

/**
 * The busy day slots of an outside calendar (decision 0092): which mornings, afternoons and full days of a
 * filmmaker's own calendar (Google, Apple, Outlook, as an iCalendar file) are taken, so Reelhire can count
 * them as unavailable. Reelhire books days and halves of days, so an hour of busy time blocks its half.
 *
 * - Text that is not an iCalendar file (a login page, an error page) is an error, never a throw: the
 *   filmmaker sees it beside the calendar and the last good busy days stay.
 * - Every event blocks its time except one marked free (TRANSP:TRANSPARENT), a cancelled one
 *   (STATUS:CANCELLED), and one whose UID ends with `ownUidSuffix`: Reelhire's own feed, subscribed to in
 *   the same calendar or copied into it, must not block the very days it came from.
 * - Repeating events (RRULE, RDATE, EXDATE, and single instances moved or changed by a RECURRENCE-ID
 *   override with the same UID) are expanded by ical.js over [from, to], each series at most
 *   OCCURRENCES_PER_EVENT_MAX steps and the whole file at most OCCURRENCES_PER_FILE_MAX, since a rule may
 *   never end and the expansion runs on the server's event loop.
 * - An all-day event blocks each date from its start up to, not including, its end as a full day (one day
 *   when it gives no end).
 * - A timed event is read in the wall-clock time of its own time zone (TZID, defined by the file's
 *   VTIMEZONE); a UTC time in the calendar's own zone (X-WR-TIMEZONE) when that is a known zone, else in
 *   UTC; a floating time as written. On each date it touches it blocks the morning when it takes any of
 *   00:00–13:00 and the afternoon when it takes any of 13:00–24:00, so a shoot ending at 13:00 leaves the
 *   afternoon free; a multi-day event blocks the days between fully. An event that takes no time (its end
 *   at or before its start) blocks nothing: reminders, deadlines and "leave by" markers are written that
 *   way, and a day with a deadline can still be a shoot day.
 * - Only dates within [from, to] are returned, sorted, each date once: a morning and an afternoon on the
 *   same date make one full day. At most `maxSlots` slots, the earliest; `truncated` says more were busy.
 *   `events` counts the occurrences that blocked something in the window.
 */

export interface BusySlotsOptions {
  /** The calendar file's text. */
  text: string;
  /** The first and last date that count (ISO dates, both included). */
  from: string;
  to: string;
  /** The end of the UIDs of Reelhire's own feed events, e.g. `@reelhire.calendar`. */
  ownUidSuffix: string;
  maxSlots: number;
}

export type BusySlotsResult =
  { ok: true; slots: BookingDay[]; truncated: boolean; events: number } | { ok: false; error: string };

type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

const NOT_A_CALENDAR = 'The address did not answer with an iCalendar file';

/**
 * A daily event that started a century ago still reaches today's window; a rule repeating every minute
 * stops here instead of running for ever. One step of ical.js's expansion takes 15–30 µs.
 */
const OCCURRENCES_PER_EVENT_MAX = 40_000;
/**
 * The whole file's expansion, whatever it holds. The reading runs off the event loop in a worker with a
 * time limit (read-busy-slots-off-thread.ts), which also ends the loops ical.js can fall into on a rule
 * that never produces a date; these caps keep a long but finite reading bounded too. A cap reached inside
 * the window makes the reading fail (TOO_COMPLEX) rather than come back partial.
 */
const OCCURRENCES_PER_FILE_MAX = 200_000;

/** Mornings end and afternoons begin at 13:00 (in seconds since midnight). */
const AFTERNOON_STARTS = 13 * 3600;
const DAY_ENDS = 24 * 3600;

interface WallClock {
  date: string;
  /** Seconds since the date's midnight. */
  second: number;
}

interface Reading {
  from: string;
  to: string;
  /** The calendar's own zone, in which UTC times are read; null keeps them in UTC. */
  utcShownIn: Intl.DateTimeFormat | null;
  halves: Map<string, { am: boolean; pm: boolean }>;
  budget: { left: number };
  /** A series was cut off by a cap before it left the window: what was read is not the whole truth. */
  cutShort: boolean;
}

/**
 * Said when a cap cut the reading short: the filmmaker's last good busy days stay rather than a partial
 * reading freeing days that are busy.
 */
export const TOO_COMPLEX = 'The calendar repeats too often or holds too much to read';

export function busySlotsFromIcs({
  text,
  from,
  to,
  ownUidSuffix,
  maxSlots,
}: BusySlotsOptions): BusySlotsResult {
  let calendars: IcalComponent[];
  try {
    calendars = readCalendars(text);
  } catch {
    return { ok: false, error: NOT_A_CALENDAR };
  }
  if (calendars.length === 0) return { ok: false, error: NOT_A_CALENDAR };

  const halves = new Map<string, { am: boolean; pm: boolean }>();
  const budget = { left: OCCURRENCES_PER_FILE_MAX };
  let events = 0;
  for (const calendar of calendars) {
    const reading: Reading = {
      from,
      to,
      utcShownIn: zoneFormatter(calendar.getFirstPropertyValue('x-wr-timezone')),
      halves,
      budget,
      cutShort: false,
    };
    for (const series of seriesOf(calendar, ownUidSuffix)) {
      try {
        events += blockSeries(series, reading);
      } catch {
        // One malformed event (a broken rule, a missing start) does not hide the rest of the calendar.
      }
      if (reading.cutShort) return { ok: false, error: TOO_COMPLEX };
    }
  }

  const slots = sortDays(
    [...halves].map(([date, { am, pm }]): BookingDay => ({
      date,
      part: am && pm ? 'full' : am ? 'am' : 'pm',
    })),
  );
  const limit = Math.max(0, maxSlots);
  return { ok: true, slots: slots.slice(0, limit), truncated: slots.length > limit, events };
}

/** The file's VCALENDARs (a file may hold several one after another); none when it is something else. */
function readCalendars(text: string): IcalComponent[] {
  const cleaned = text.replace(/^\uFEFF/, '');
  // An HTML page or a JSON error is turned away before the parser tries to read it line by line.
  if (!/^\s*BEGIN:VCALENDAR(\r?\n|$)/i.test(cleaned)) return [];
  const parsed: unknown = ICAL.parse(cleaned);
  if (!Array.isArray(parsed)) return [];
  const roots: unknown[] = typeof parsed[0] === 'string' ? [parsed] : parsed;
  return roots
    .filter((root): root is unknown[] => Array.isArray(root) && root[0] === 'vcalendar')
    .map((root) => new ICAL.Component(root));
}

/** A time zone Intl knows by this name, as a formatter of wall-clock parts; null for anything else. */
function zoneFormatter(zone: unknown): Intl.DateTimeFormat | null {
  if (typeof zone !== 'string' || zone.trim() === '') return null;
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: zone.trim(),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    return null;
  }
}

/**
 * Each series of the calendar as one ical.js Event: a main event with the overrides of its UID related to
 * it. Exceptions are related by hand, by UID: left to itself ical.js relates every override in the file
 * to every event. An override whose main event is missing (an invitation to one instance only) stands on
 * its own.
 */
function seriesOf(calendar: IcalComponent, ownUidSuffix: string): IcalEvent[] {
  const suffix = ownUidSuffix.toLowerCase();
  const mains: IcalComponent[] = [];
  const overrides = new Map<string, IcalComponent[]>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    // Calendar apps keep a UID as it came, but one that changed its case is still our event.
    if (suffix !== '' && uid.toLowerCase().endsWith(suffix)) continue;
    if (uid !== '' && vevent.hasProperty('recurrence-id')) {
      overrides.set(uid, [...(overrides.get(uid) ?? []), vevent]);
    } else {
      mains.push(vevent);
    }
  }

  const series: IcalEvent[] = [];
  for (const main of mains) {
    const event = new ICAL.Event(main, { exceptions: [] });
    const uid = String(main.getFirstPropertyValue('uid') ?? '');
    for (const override of overrides.get(uid) ?? []) {
      try {
        event.relateException(override);
      } catch {
        // An override whose RECURRENCE-ID cannot be read changes nothing.
      }
    }
    overrides.delete(uid);
    series.push(event);
  }
  for (const orphans of overrides.values()) {
    series.push(...orphans.map((override) => new ICAL.Event(override, { exceptions: [] })));
  }
  return series;
}

/** Blocks the slots of every occurrence of a series in the window; how many occurrences blocked some. */
function blockSeries(event: IcalEvent, reading: Reading): number {
  // A cancelled main event cancels the whole series, its overrides included.
  if (isCancelled(event.component)) return 0;
  // A lone override is one occurrence (ical.js's expansion yields nothing for it).
  if (event.isRecurrenceException()) return blockOccurrence(event, event.startDate, event.endDate, reading);
  // An occurrence starting after this date cannot reach the window, whatever zone its UTC time is read in.
  const lastStart = addDays(reading.to, 1);
  const overrides = Object.values(event.exceptions);
  // Occurrences that end days before the window and are not overridden are stepped over unread: a series
  // set up years ago spends most of its steps there, and reading an occurrence costs as much as finding it.
  const spanDays = Math.ceil(Math.max(0, event.duration.toSeconds()) / 86_400) + 2;
  const firstRead = overrides
    .map((override) => addDays(dateOf(override.recurrenceId), -1))
    .reduce((first, date) => (date < first ? date : first), addDays(reading.from, -spanDays));
  const iterator = event.iterator();
  const seen = new Set<IcalEvent>();
  let blocked = 0;
  let steps = 0;
  let pastWindow = false;
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (++steps > OCCURRENCES_PER_EVENT_MAX || reading.budget.left-- <= 0) {
      reading.cutShort = true;
      break;
    }
    const date = dateOf(next);
    if (date > lastStart) {
      pastWindow = true;
      break;
    }
    if (date < firstRead) continue;
    const details = event.getOccurrenceDetails(next);
    seen.add(details.item);
    blocked += blockOccurrence(details.item, details.startDate, details.endDate, reading);
  }
  if (pastWindow) {
    // An instance due after the window may have been moved into it; the expansion stopped before reaching it.
    for (const override of overrides) {
      if (!seen.has(override) && dateOf(override.recurrenceId) > lastStart) {
        blocked += blockOccurrence(override, override.startDate, override.endDate, reading);
      }
    }
  }
  return blocked;
}

function isCancelled(component: IcalComponent): boolean {
  return String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
}

function isFree(component: IcalComponent): boolean {
  return String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT';
}

/** Blocks one occurrence's slots in the window: 1 when it blocked any, else 0. */
function blockOccurrence(item: IcalEvent, start: IcalTime, end: IcalTime, reading: Reading): number {
  if (isCancelled(item.component) || isFree(item.component)) return 0;
  let blocked = false;
  const block = (date: string, am: boolean, pm: boolean) => {
    const halves = reading.halves.get(date) ?? { am: false, pm: false };
    reading.halves.set(date, { am: halves.am || am, pm: halves.pm || pm });
    blocked = true;
  };

  if (start.isDate) {
    const first = dateOf(start);
    // DTEND of an all-day event is the day after its last; a timed end still takes the date it falls on.
    let afterLast = end.isDate || secondOfDay(end) === 0 ? dateOf(end) : addDays(dateOf(end), 1);
    if (afterLast <= first) afterLast = addDays(first, 1);
    for (
      let date = later(first, reading.from);
      date < afterLast && date <= reading.to;
      date = addDays(date, 1)
    ) {
      block(date, true, true);
    }
    return blocked ? 1 : 0;
  }

  const begins = wallClock(start, reading);
  const ends = wallClock(sameZone(end, start), reading);
  if (ends.date < begins.date || (ends.date === begins.date && ends.second <= begins.second)) return 0;
  for (
    let date = later(begins.date, reading.from);
    date <= ends.date && date <= reading.to;
    date = addDays(date, 1)
  ) {
    const low = date === begins.date ? begins.second : 0;
    const high = date === ends.date ? ends.second : DAY_ENDS;
    // An event ending at midnight takes nothing of the date it ends on.
    if (high > low) block(date, low < AFTERNOON_STARTS, high > AFTERNOON_STARTS);
  }
  return blocked ? 1 : 0;
}

function later(a: string, b: string): string {
  return a > b ? a : b;
}

function isUtc(time: IcalTime): boolean {
  return time.zone === ICAL.Timezone.utcTimezone || time.zone?.tzid === 'UTC';
}

function isFloating(time: IcalTime): boolean {
  return !time.zone || time.zone === ICAL.Timezone.localTimezone || time.zone.tzid === 'floating';
}

/** The end in the start's zone, so an event written with DTEND in another zone is read on one clock. */
function sameZone(end: IcalTime, start: IcalTime): IcalTime {
  if (end.isDate || isFloating(start) || isFloating(end) || end.zone.tzid === start.zone.tzid) return end;
  return end.convertToZone(start.zone);
}

/**
 * Where a time falls on a wall clock. A time in a zone of the file is already written in that zone's
 * wall-clock time (ical.js keeps the fields as written and knows the zone only for conversions); a UTC
 * time is moved to the calendar's own zone, where its owner lives, when the calendar names one.
 */
function wallClock(time: IcalTime, reading: Reading): WallClock {
  if (isUtc(time) && reading.utcShownIn) {
    const parts = Object.fromEntries(
      reading.utcShownIn
        .formatToParts(new Date(time.toUnixTime() * 1000))
        .map((part) => [part.type, part.value]),
    );
    return {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      second: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
    };
  }
  return { date: dateOf(time), second: secondOfDay(time) };
}

function secondOfDay(time: IcalTime): number {
  return time.isDate ? 0 : time.hour * 3600 + time.minute * 60 + time.second;
}

/** The ISO date of a time's fields, as written in its own zone. */
function dateOf(time: IcalTime): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`;
}
