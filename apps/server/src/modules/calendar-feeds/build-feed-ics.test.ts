import ICAL from 'ical.js';
import { buildFeedIcs, eventSpans, type FeedEntry } from './build-feed-ics.ts';

// The feed's own rules (decision 0092), read back through ical.js as a calendar app would.

const entry = (overrides: Partial<FeedEntry>): FeedEntry => ({
  kind: 'booking',
  id: 'b1',
  side: 'filmmaker',
  title: 'Spring campaign',
  status: 'confirmed',
  counterpart: 'Northlight Films',
  days: [{ date: '2027-03-01', part: 'full' }],
  lastDay: '2027-03-01',
  location: { remote: false, city: 'London', country: 'GB' },
  link: 'https://reelhire.example/filmmaker/dashboard/bookings/b1',
  updatedAt: new Date('2026-11-01T10:00:00Z'),
  ...overrides,
});

function read(entries: FeedEntry[]) {
  const text = buildFeedIcs({
    calendarName: 'Reelhire: Maya',
    entries,
    uidDomain: 'reelhire.example',
    now: new Date('2026-11-29T09:00:00Z'),
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    text,
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((event) => ({
      summary: event.getFirstPropertyValue('summary'),
      start: String(event.getFirstPropertyValue('dtstart')),
      end: String(event.getFirstPropertyValue('dtend')),
      status: event.getFirstPropertyValue('status'),
      transp: event.getFirstPropertyValue('transp'),
      location: event.getFirstPropertyValue('location'),
      uid: event.getFirstPropertyValue('uid'),
    })),
  };
}

test('runs of full days are one event each; a half day is its own; the order does not matter', () => {
  expect(
    eventSpans([
      { date: '2027-03-03', part: 'full' },
      { date: '2027-03-01', part: 'full' },
      { date: '2027-03-02', part: 'full' },
      { date: '2027-03-05', part: 'full' },
      { date: '2027-03-06', part: 'am' },
      { date: '2027-03-07', part: 'full' },
    ]),
  ).toEqual([
    { start: '2027-03-01', end: '2027-03-03', part: 'full' },
    { start: '2027-03-05', end: '2027-03-05', part: 'full' },
    { start: '2027-03-06', end: '2027-03-06', part: 'am' },
    { start: '2027-03-07', end: '2027-03-07', part: 'full' },
  ]);
});

test('what each kind of record reads as, and whether it takes the time', () => {
  const { events } = read([
    entry({
      days: [
        { date: '2027-03-01', part: 'full' },
        { date: '2027-03-02', part: 'full' },
      ],
    }),
    entry({ id: 'b2', status: 'requested', days: [{ date: '2027-04-01', part: 'pm' }] }),
    entry({ id: 'b3', days: [], lastDay: '2027-05-10', title: 'Edit' }),
    entry({ kind: 'hold', id: 'h1', status: 'first', days: [{ date: '2027-06-01', part: 'am' }] }),
    entry({
      kind: 'hold',
      id: 'h2',
      status: 'second',
      location: { remote: true, city: null, country: null },
    }),
  ]);
  expect(events).toEqual([
    {
      summary: 'Booked: Spring campaign · Northlight Films',
      start: '2027-03-01',
      end: '2027-03-03',
      status: 'CONFIRMED',
      transp: 'OPAQUE',
      location: 'London, United Kingdom',
      uid: 'booking-b1-2027-03-01-full@reelhire.example',
    },
    expect.objectContaining({
      summary: 'Requested: Spring campaign · Northlight Films (afternoon)',
      status: 'TENTATIVE',
      transp: 'OPAQUE',
    }),
    expect.objectContaining({
      summary: 'Delivery due: Edit · Northlight Films',
      start: '2027-05-10',
      end: '2027-05-11',
      transp: 'TRANSPARENT',
      uid: 'booking-b3-due@reelhire.example',
    }),
    expect.objectContaining({
      summary: 'First hold: Spring campaign · Northlight Films (morning)',
      transp: 'OPAQUE',
    }),
    // A second hold waits behind someone else's first: free time, not busy.
    expect.objectContaining({
      summary: 'Second hold: Spring campaign · Northlight Films',
      transp: 'TRANSPARENT',
      location: 'Remote',
    }),
  ]);
});

test('titles with commas, semicolons and new lines survive, long lines are folded, lines end in CRLF', () => {
  const title = 'Ads; stills, and a very long title that goes on '.repeat(3) + '\nsecond line';
  const { text, events } = read([entry({ title })]);
  expect(events[0]!.summary).toBe(`Booked: ${title} · Northlight Films`);
  // ical.js folds at 75 characters, continuing with a space (RFC 5545 3.1); no bare new line is left.
  const lines = text.split('\r\n');
  expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  expect(lines.every((line) => !line.includes('\n') && line.length <= 76)).toBe(true);
  expect(text).toContain('X-WR-CALNAME:Reelhire: Maya');
  expect(text).toMatch(/REFRESH-INTERVAL;VALUE=DURATION:PT1H/);
});
