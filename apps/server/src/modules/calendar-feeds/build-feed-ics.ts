import { DAY_TAKING_BOOKING_STATUSES } from '@reelhire/shared/availability';
import { addDays } from '@reelhire/shared/availability';
import { sortDays, type BookingDay } from '@reelhire/shared/booking-days';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@reelhire/shared/bookings';
import { CALENDAR_FEED_REFRESH_MINUTES } from '@reelhire/shared/calendar-feeds';
import { countryName } from '@reelhire/shared/countries';
import type { Location } from '@reelhire/shared/hiring-fields';
import { HOLD_STATUS_LABELS, type LiveHoldStatus } from '@reelhire/shared/holds';
import ICAL from 'ical.js';

// What a calendar feed says (decision 0092), built as iCalendar text with ical.js, which folds long
// lines and escapes text as RFC 5545 asks. Days are all-day events: Reelhire books dates and halves of
// dates, not hours, so an event never claims a call time nobody set. Consecutive full days of one record
// are one event, as a shoot reads in a calendar; a half day is its own event, named morning or afternoon.

export interface FeedEntry {
  kind: 'booking' | 'hold';
  id: string;
  /** Which side of the record the feed's member is on. */
  side: 'filmmaker' | 'client';
  title: string;
  status: BookingStatus | LiveHoldStatus;
  /** The other party's name. */
  counterpart: string;
  /** The day slots; empty for a fixed-fee booking, whose last day is its delivery date. */
  days: BookingDay[];
  lastDay: string;
  location: Location | null;
  /** The page where the member acts on it. */
  link: string;
  updatedAt: Date;
}

export interface BuildFeedOptions {
  calendarName: string;
  entries: readonly FeedEntry[];
  /** Every UID ends `@<this>`, so an outside calendar that copied our events can be told apart. */
  uidDomain: string;
  now: Date;
}

const DAY_TAKING = new Set<string>(DAY_TAKING_BOOKING_STATUSES);
const PART_NAMES = { am: 'morning', pm: 'afternoon' } as const;

/** What the event calls the record: booked, requested, or which hold. */
function label(entry: FeedEntry): string {
  if (entry.kind === 'hold') return HOLD_STATUS_LABELS[entry.status as LiveHoldStatus];
  return DAY_TAKING.has(entry.status) ? 'Booked' : 'Requested';
}

/** Runs of consecutive full days, and each half day on its own. */
export function eventSpans(
  days: readonly BookingDay[],
): { start: string; end: string; part: BookingDay['part'] }[] {
  const spans: { start: string; end: string; part: BookingDay['part'] }[] = [];
  for (const day of sortDays(days)) {
    const last = spans.at(-1);
    if (day.part === 'full' && last?.part === 'full' && addDays(last.end, 1) === day.date) {
      last.end = day.date;
    } else {
      spans.push({ start: day.date, end: day.date, part: day.part });
    }
  }
  return spans;
}

function locationText(location: Location | null): string | null {
  if (!location) return null;
  if (location.remote) return 'Remote';
  const place = [location.city, location.country ? countryName(location.country) : null].filter(Boolean);
  return place.length > 0 ? place.join(', ') : null;
}

function allDay(date: string): ICAL.Time {
  return ICAL.Time.fromDateString(date);
}

export function buildFeedIcs({ calendarName, entries, uidDomain, now }: BuildFeedOptions): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Reelhire//Calendar feed//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', calendarName);
  // RFC 7986's hint, and the older one Outlook and Google read: how often to fetch the feed again.
  // ical.js writes REFRESH-INTERVAL's `VALUE=DURATION` itself, from the value's type.
  const refresh = ICAL.Duration.fromSeconds(CALENDAR_FEED_REFRESH_MINUTES * 60);
  calendar.updatePropertyWithValue('refresh-interval', refresh);
  calendar.updatePropertyWithValue('x-published-ttl', refresh.toString());

  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const entry of entries) {
    const name = `${label(entry)}: ${entry.title} · ${entry.counterpart}`;
    const status =
      entry.kind === 'booking' ? BOOKING_STATUS_LABELS[entry.status as BookingStatus] : label(entry);
    const spans =
      entry.days.length > 0
        ? eventSpans(entry.days).map((span) => ({
            ...span,
            summary: span.part === 'full' ? name : `${name} (${PART_NAMES[span.part]})`,
            uid: `${entry.kind}-${entry.id}-${span.start}-${span.part}@${uidDomain}`,
          }))
        : [
            {
              start: entry.lastDay,
              end: entry.lastDay,
              part: 'full' as const,
              summary: `Delivery due: ${entry.title} · ${entry.counterpart}`,
              uid: `${entry.kind}-${entry.id}-due@${uidDomain}`,
            },
          ];
    for (const span of spans) {
      const event = new ICAL.Component('vevent');
      event.updatePropertyWithValue('uid', span.uid);
      event.updatePropertyWithValue('dtstamp', stamp);
      event.updatePropertyWithValue('last-modified', ICAL.Time.fromJSDate(entry.updatedAt, true));
      event.updatePropertyWithValue('dtstart', allDay(span.start));
      // An all-day event ends the day after its last day (RFC 5545 3.6.1: DTEND is not included).
      event.updatePropertyWithValue('dtend', allDay(addDays(span.end, 1)));
      event.updatePropertyWithValue('summary', span.summary);
      event.updatePropertyWithValue('description', `${status}. Open it in Reelhire: ${entry.link}`);
      event.updatePropertyWithValue('url', entry.link);
      const where = locationText(entry.location);
      if (where) event.updatePropertyWithValue('location', where);
      const booked = entry.kind === 'booking' && DAY_TAKING.has(entry.status);
      event.updatePropertyWithValue('status', booked ? 'CONFIRMED' : 'TENTATIVE');
      // A second hold waits behind someone else's first: the day is not the member's yet, so it does not
      // show as busy to people checking their free time. A delivery date takes no day either.
      const free = entry.status === 'second' || entry.days.length === 0;
      event.updatePropertyWithValue('transp', free ? 'TRANSPARENT' : 'OPAQUE');
      calendar.addSubcomponent(event);
    }
  }
  return calendar.toString();
}
