import type { BookingDay } from '@reelhire/shared/booking-days';
import { busySlotsFromIcs, TOO_COMPLEX, type BusySlotsOptions } from './outside-busy-slots.ts';

// What a filmmaker's outside calendar blocks on their Reelhire calendar (decision 0092), read from real
// iCalendar text as Google, Apple and Outlook write it.

let uids = 0;
/** A VEVENT with the given lines; a UID unless one is given. */
const event = (...lines: string[]) =>
  [
    'BEGIN:VEVENT',
    ...(lines.some((line) => line.startsWith('UID:')) ? [] : [`UID:event-${++uids}@google.com`]),
    'DTSTAMP:20300101T000000Z',
    ...lines,
    'END:VEVENT',
  ].join('\r\n');
const calendar = (...parts: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    ...parts,
    'END:VCALENDAR',
  ]
    .join('\r\n')
    .concat('\r\n');

const LOS_ANGELES = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Los_Angeles',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0800',
  'TZOFFSETTO:-0700',
  'TZNAME:PDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0800',
  'TZNAME:PST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const WINDOW = { from: '2030-06-01', to: '2030-07-31', ownUidSuffix: '@reelhire.calendar', maxSlots: 1000 };
const busy = (text: string, options: Partial<BusySlotsOptions> = {}) =>
  busySlotsFromIcs({ ...WINDOW, ...options, text });
const full = (date: string): BookingDay => ({ date, part: 'full' });
const am = (date: string): BookingDay => ({ date, part: 'am' });
const pm = (date: string): BookingDay => ({ date, part: 'pm' });

const cases: { name: string; text: string; options?: Partial<BusySlotsOptions>; slots: BookingDay[] }[] = [
  {
    name: 'an all-day event blocks its day',
    text: calendar(event('DTSTART;VALUE=DATE:20300614', 'DTEND;VALUE=DATE:20300615', 'SUMMARY:Wedding')),
    slots: [full('2030-06-14')],
  },
  {
    name: 'an all-day event without an end blocks one day',
    text: calendar(event('DTSTART;VALUE=DATE:20300614')),
    slots: [full('2030-06-14')],
  },
  {
    name: 'a multi-day all-day event blocks each day up to, not including, its end date',
    text: calendar(event('DTSTART;VALUE=DATE:20300614', 'DTEND;VALUE=DATE:20300617')),
    slots: [full('2030-06-14'), full('2030-06-15'), full('2030-06-16')],
  },
  {
    name: 'an all-day event given as a duration blocks that many days',
    text: calendar(event('DTSTART;VALUE=DATE:20300614', 'DURATION:P2D')),
    slots: [full('2030-06-14'), full('2030-06-15')],
  },
  {
    name: 'a morning meeting blocks the morning',
    text: calendar(event('DTSTART:20300614T090000', 'DTEND:20300614T110000')),
    slots: [am('2030-06-14')],
  },
  {
    name: 'a shoot ending at 13:00 leaves the afternoon free',
    text: calendar(event('DTSTART:20300614T090000', 'DTEND:20300614T130000')),
    slots: [am('2030-06-14')],
  },
  {
    name: 'an afternoon from 13:00 leaves the morning free',
    text: calendar(event('DTSTART:20300614T130000', 'DTEND:20300614T180000')),
    slots: [pm('2030-06-14')],
  },
  {
    name: 'a lunch across 13:00 takes the whole day',
    text: calendar(event('DTSTART:20300614T120000', 'DTEND:20300614T140000')),
    slots: [full('2030-06-14')],
  },
  {
    name: 'a timed event given as a duration ends when the duration does',
    text: calendar(event('DTSTART:20300614T100000', 'DURATION:PT2H')),
    slots: [am('2030-06-14')],
  },
  {
    name: 'a morning and an afternoon event on one date make one full day',
    text: calendar(
      event('DTSTART:20300614T090000', 'DTEND:20300614T100000'),
      event('DTSTART:20300614T150000', 'DTEND:20300614T160000'),
      event('DTSTART;VALUE=DATE:20300615'),
      event('DTSTART:20300615T090000', 'DTEND:20300615T100000'),
    ),
    slots: [full('2030-06-14'), full('2030-06-15')],
  },
  {
    name: 'a night shoot across midnight blocks one afternoon and the next morning',
    text: calendar(event('DTSTART:20300614T220000', 'DTEND:20300615T020000')),
    slots: [pm('2030-06-14'), am('2030-06-15')],
  },
  {
    name: 'an evening ending at midnight takes nothing of the next day',
    text: calendar(event('DTSTART:20300614T200000', 'DTEND:20300615T000000')),
    slots: [pm('2030-06-14')],
  },
  {
    name: 'a timed event over several days blocks the days between fully',
    text: calendar(event('DTSTART:20300614T100000', 'DTEND:20300617T110000')),
    slots: [full('2030-06-14'), full('2030-06-15'), full('2030-06-16'), am('2030-06-17')],
  },
  {
    name: 'an event that takes no time (a reminder) blocks nothing',
    text: calendar(
      event('DTSTART:20300614T100000', 'DTEND:20300614T100000'),
      event('DTSTART:20300615T100000'),
    ),
    slots: [],
  },
  {
    name: 'a Los Angeles evening stays on its local date though it is the next day in UTC',
    text: calendar(
      LOS_ANGELES,
      event(
        'DTSTART;TZID=America/Los_Angeles:20300614T190000',
        'DTEND;TZID=America/Los_Angeles:20300614T220000',
      ),
    ),
    slots: [pm('2030-06-14')],
  },
  {
    name: 'an end written in UTC is read on the clock of the start’s zone',
    text: calendar(
      LOS_ANGELES,
      event('DTSTART;TZID=America/Los_Angeles:20300614T190000', 'DTEND:20300615T050000Z'),
    ),
    slots: [pm('2030-06-14')],
  },
  {
    name: 'a UTC time is read in the calendar’s own zone',
    text: calendar(
      'X-WR-TIMEZONE:Europe/Berlin',
      event('DTSTART:20300614T233000Z', 'DTEND:20300615T010000Z'),
    ),
    slots: [am('2030-06-15')],
  },
  {
    name: 'a UTC time stays in UTC when the calendar names no zone',
    text: calendar(event('DTSTART:20300614T233000Z', 'DTEND:20300615T010000Z')),
    slots: [pm('2030-06-14'), am('2030-06-15')],
  },
  {
    name: 'a UTC time stays in UTC when the calendar’s zone is unknown',
    text: calendar(
      'X-WR-TIMEZONE:Mars/Olympus_Mons',
      event('DTSTART:20300614T233000Z', 'DTEND:20300615T010000Z'),
    ),
    slots: [pm('2030-06-14'), am('2030-06-15')],
  },
  {
    name: 'a floating time is taken as written, whatever the calendar’s zone',
    text: calendar('X-WR-TIMEZONE:Asia/Tokyo', event('DTSTART:20300614T090000', 'DTEND:20300614T100000')),
    slots: [am('2030-06-14')],
  },
  {
    name: 'events marked free, cancelled, or copied from Reelhire’s own feed block nothing',
    text: calendar(
      event('DTSTART;VALUE=DATE:20300614', 'TRANSP:TRANSPARENT', 'SUMMARY:Working from home'),
      event('DTSTART;VALUE=DATE:20300615', 'STATUS:CANCELLED'),
      event('UID:booking-4f2a-20300616@reelhire.calendar', 'DTSTART;VALUE=DATE:20300616', 'SUMMARY:Booked'),
      event('DTSTART;VALUE=DATE:20300617', 'TRANSP:OPAQUE', 'STATUS:CONFIRMED'),
    ),
    slots: [full('2030-06-17')],
  },
  {
    name: 'a weekly event repeats, without its excluded week, and with one instance moved to another day',
    text: calendar(
      LOS_ANGELES,
      event(
        'UID:standup@google.com',
        'DTSTART;TZID=America/Los_Angeles:20300603T090000',
        'DTEND;TZID=America/Los_Angeles:20300603T100000',
        'RRULE:FREQ=WEEKLY;COUNT=5',
        'EXDATE;TZID=America/Los_Angeles:20300610T090000',
      ),
      event(
        'UID:standup@google.com',
        'RECURRENCE-ID;TZID=America/Los_Angeles:20300617T090000',
        'DTSTART;TZID=America/Los_Angeles:20300619T140000',
        'DTEND;TZID=America/Los_Angeles:20300619T150000',
      ),
    ),
    slots: [am('2030-06-03'), pm('2030-06-19'), am('2030-06-24'), am('2030-07-01')],
  },
  {
    name: 'one instance of a series cancelled or marked free blocks nothing, the others still do',
    text: calendar(
      event(
        'UID:class@google.com',
        'DTSTART:20300603T090000',
        'DTEND:20300603T100000',
        'RRULE:FREQ=DAILY;COUNT=3',
      ),
      event(
        'UID:class@google.com',
        'RECURRENCE-ID:20300604T090000',
        'DTSTART:20300604T090000',
        'STATUS:CANCELLED',
      ),
      event(
        'UID:class@google.com',
        'RECURRENCE-ID:20300605T090000',
        'DTSTART:20300605T090000',
        'DTEND:20300605T100000',
        'TRANSP:TRANSPARENT',
      ),
    ),
    slots: [am('2030-06-03')],
  },
  {
    name: 'an instance due after the window but moved into it blocks its new day',
    text: calendar(
      event('UID:monthly@google.com', 'DTSTART;VALUE=DATE:20300601', 'RRULE:FREQ=MONTHLY'),
      event('UID:monthly@google.com', 'RECURRENCE-ID;VALUE=DATE:20300801', 'DTSTART;VALUE=DATE:20300628'),
    ),
    slots: [full('2030-06-01'), full('2030-06-28'), full('2030-07-01')],
  },
  {
    name: 'an instance due before the window but moved into it blocks its new day',
    text: calendar(
      event(
        'UID:weekly@google.com',
        'DTSTART:20300101T090000',
        'DTEND:20300101T100000',
        'RRULE:FREQ=WEEKLY;UNTIL=20300501T000000',
      ),
      event(
        'UID:weekly@google.com',
        'RECURRENCE-ID:20300430T090000',
        'DTSTART:20300604T150000',
        'DTEND:20300604T160000',
      ),
    ),
    slots: [pm('2030-06-04')],
  },
  {
    name: 'a yearly ten-day festival that began years ago blocks the days it reaches into the window',
    text: calendar(event('DTSTART;VALUE=DATE:20200525', 'DTEND;VALUE=DATE:20200604', 'RRULE:FREQ=YEARLY')),
    slots: [full('2030-06-01'), full('2030-06-02'), full('2030-06-03')],
  },
  {
    name: 'a daily event set up twenty years ago still blocks the window',
    text: calendar(event('DTSTART:20100101T180000Z', 'DTEND:20100101T190000Z', 'RRULE:FREQ=DAILY')),
    options: { from: '2030-06-14', to: '2030-06-15' },
    slots: [pm('2030-06-14'), pm('2030-06-15')],
  },
  {
    name: 'a moved instance of a series whose main event is not in the file still blocks its day',
    text: calendar(
      event(
        'UID:invite@google.com',
        'RECURRENCE-ID:20300610T090000',
        'DTSTART:20300611T090000',
        'DTEND:20300611T100000',
      ),
    ),
    slots: [am('2030-06-11')],
  },
  {
    name: 'only days within the window are returned',
    text: calendar(
      event('DTSTART;VALUE=DATE:20300528', 'DTEND;VALUE=DATE:20300603'),
      event('DTSTART:20300731T200000', 'DTEND:20300801T100000'),
      event('DTSTART;VALUE=DATE:20300901'),
      event('DTSTART:20300101T090000', 'RRULE:FREQ=DAILY', 'DURATION:PT1H', 'EXDATE:20300602T090000'),
    ),
    options: { from: '2030-06-01', to: '2030-06-03' },
    slots: [full('2030-06-01'), full('2030-06-02'), am('2030-06-03')],
  },
  {
    name: 'an event of the window’s last evening blocks it, and nothing after',
    text: calendar(event('DTSTART:20300731T200000', 'DTEND:20300801T100000')),
    slots: [pm('2030-07-31')],
  },
];

test.each(cases)('$name', ({ text, options, slots }) => {
  const result = busy(text, options);
  expect(result).toMatchObject({ ok: true, slots, truncated: false });
});

test('a calendar file with a blank line or a byte order mark first is still read', () => {
  const text = `\uFEFF\r\n${calendar(event('DTSTART;VALUE=DATE:20300614'))}`;
  expect(busy(text)).toMatchObject({ ok: true, slots: [full('2030-06-14')] });
});

test('events counts the occurrences that blocked something', () => {
  const result = busy(
    calendar(
      event('DTSTART:20300603T090000', 'DTEND:20300603T100000', 'RRULE:FREQ=WEEKLY;COUNT=3'),
      event('DTSTART:20300603T150000', 'DTEND:20300603T160000'),
      event('DTSTART;VALUE=DATE:20300614', 'TRANSP:TRANSPARENT'),
      event('DTSTART;VALUE=DATE:20290101'),
    ),
  );
  expect(result).toEqual({
    ok: true,
    slots: [full('2030-06-03'), am('2030-06-10'), am('2030-06-17')],
    truncated: false,
    events: 4,
  });
});

test('at most maxSlots slots, the earliest, and truncated says more days were busy', () => {
  const text = calendar(event('DTSTART;VALUE=DATE:20300610', 'DTEND;VALUE=DATE:20300615'));
  expect(busy(text, { maxSlots: 3 })).toEqual({
    ok: true,
    slots: [full('2030-06-10'), full('2030-06-11'), full('2030-06-12')],
    truncated: true,
    events: 1,
  });
  expect(busy(text, { maxSlots: 5 })).toMatchObject({ truncated: false });
});

test('a rule that repeats every minute for ever is refused as too complex, not read in part', () => {
  // The expansion stops at its cap before it reaches the window; a partial reading would free days that
  // are busy, so the reading fails and the calendar keeps its last good busy days.
  const result = busy(calendar(event('DTSTART:20300101T090000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY')));
  expect(result).toEqual({ ok: false, error: TOO_COMPLEX });
});

test('a daily event set up decades ago is still read, not refused', () => {
  const result = busy(
    calendar(event('DTSTART:19500101T180000Z', 'DTEND:19500101T190000Z', 'RRULE:FREQ=DAILY')),
    { from: '2030-06-14', to: '2030-06-15' },
  );
  expect(result).toMatchObject({ ok: true, slots: [pm('2030-06-14'), pm('2030-06-15')] });
});

test('one broken event does not hide the others', () => {
  const result = busy(
    calendar(
      event('SUMMARY:No start at all'),
      event('DTSTART;VALUE=DATE:20300614'),
      event('DTSTART:nonsense'),
    ),
  );
  expect(result).toMatchObject({ ok: true, slots: [full('2030-06-14')] });
});

test('an empty calendar blocks nothing', () => {
  expect(busy(calendar())).toEqual({ ok: true, slots: [], truncated: false, events: 0 });
});

test.each([
  ['plain text', 'garbage'],
  ['an empty answer', ''],
  ['a login page', '<!doctype html><html><body><form>Sign in</form></body></html>'],
  ['a JSON error', '{"error":"not found"}'],
  ['a contact card', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Maya\r\nEND:VCARD\r\n'],
  ['a cut-off calendar', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20300614\r\n'],
])('%s is not an iCalendar file', (_name, text) => {
  expect(busy(text)).toEqual({ ok: false, error: 'The address did not answer with an iCalendar file' });
});
