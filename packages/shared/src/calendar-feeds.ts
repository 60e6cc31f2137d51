import { z } from 'zod';

// Calendar feeds (decision 0092), in both directions. Out: every member gets a private iCalendar (RFC 5545)
// address of their bookings and holds that Google Calendar, Apple Calendar and Outlook subscribe to; it can
// be turned off or renewed, which kills the old address. In: a filmmaker adds outside calendars' addresses,
// whose busy times Reelhire fetches on a schedule and counts as unavailable on their calendar.

/** How far back the feed reaches: recent work stays in the calendar, years of history do not. */
export const CALENDAR_FEED_PAST_DAYS = 90;
/** How often calendar apps are asked to fetch the feed again (they may poll less often, never more). */
export const CALENDAR_FEED_REFRESH_MINUTES = 60;

/** A filmmaker keeps a few outside calendars (work, personal, an agency's), not an unbounded list. */
export const OUTSIDE_CALENDARS_MAX = 3;
export const OUTSIDE_CALENDAR_LABEL_MAX = 60;
export const OUTSIDE_CALENDAR_ADDRESS_MAX = 2000;
/** How often each outside calendar is fetched again; "Sync now" fetches at once. */
export const OUTSIDE_CALENDAR_SYNC_MINUTES = 30;
/** How far ahead an outside calendar's busy times block days: a year, as far as crew is booked. */
export const OUTSIDE_CALENDAR_DAYS_AHEAD = 366;
/** The most busy day slots one outside calendar may block (a year of full days fits). */
export const OUTSIDE_CALENDAR_SLOTS_MAX = 1000;
/** The largest outside calendar file fetched: years of a busy person's events fit in a few MB. */
export const OUTSIDE_CALENDAR_MAX_BYTES = 5 * 1024 * 1024;
/** How long one fetch may take, connection and body, before it counts as failed. */
export const OUTSIDE_CALENDAR_FETCH_TIMEOUT_MS = 10_000;
/** How long reading a fetched file's busy times may take (off the event loop) before it counts as failed. */
export const OUTSIDE_CALENDAR_READ_TIMEOUT_MS = 10_000;

/** `GET /api/rest/v1/calendar-feed`: the member's feed address, or nulls while they have none. */
export const calendarFeedSchema = z.object({
  /** The https address to paste into a calendar app; null when the feed is off. */
  address: z.string().nullable(),
  /** The same address as webcal://, which calendar apps open as "subscribe". */
  webcal_address: z.string().nullable(),
  created_at: z.string().nullable(),
  /** When a calendar app last fetched it, if ever. */
  last_read_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

const SCHEMES = ['http:', 'https:', 'webcal:', 'webcals:'];

/** An outside calendar's address: http(s) or webcal, as calendar apps hand them out. */
export const outsideCalendarAddressSchema = z
  .string({ error: 'Paste the calendar’s address' })
  .trim()
  .min(1, 'Paste the calendar’s address')
  .max(OUTSIDE_CALENDAR_ADDRESS_MAX, `Keep the address to ${OUTSIDE_CALENDAR_ADDRESS_MAX} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return SCHEMES.includes(url.protocol) && url.hostname.length > 0 && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'Paste an iCalendar address starting with https:// or webcal://');

export const outsideCalendarInputSchema = z.object({
  label: z
    .string({ error: 'Name the calendar' })
    .trim()
    .min(1, 'Name the calendar')
    .max(OUTSIDE_CALENDAR_LABEL_MAX, `Keep the name to ${OUTSIDE_CALENDAR_LABEL_MAX} characters`),
  address: outsideCalendarAddressSchema,
});
export type OutsideCalendarInput = z.input<typeof outsideCalendarInputSchema>;

/**
 * An outside calendar as its owner sees it. The address itself is never sent back: a private calendar
 * address is a password to that calendar, so only its host is shown.
 */
export const outsideCalendarSchema = z.object({
  id: z.string(),
  label: z.string(),
  host: z.string(),
  /** When it was last fetched and read successfully. */
  synced_at: z.string().nullable(),
  /** Why the last fetch failed, in plain words; null when it worked. The last good busy days stay. */
  sync_error: z.string().nullable(),
  /** How many day slots (full days or halves) it blocks now. */
  busy_slots: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OutsideCalendar = z.infer<typeof outsideCalendarSchema>;
export const outsideCalendarListSchema = z.object({ items: z.array(outsideCalendarSchema) });
export type OutsideCalendarList = z.infer<typeof outsideCalendarListSchema>;

/** The host shown for an outside calendar's address (webcal shown as the https it is fetched over). */
export function calendarAddressHost(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return '';
  }
}
