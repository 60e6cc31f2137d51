import { TOO_COMPLEX } from './outside-busy-slots.ts';
import { busySlotsOffThread } from './read-busy-slots-off-thread.ts';

// Decision 0092: a member's calendar file is read in a worker with a time limit, so no file, however made,
// holds up the server's event loop or a read for ever.

const file = (...lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    'BEGIN:VEVENT',
    'UID:x@example.com',
    'DTSTAMP:20300101T000000Z',
    ...lines,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
const options = (text: string) => ({
  text,
  from: '2030-06-01',
  to: '2030-06-30',
  ownUidSuffix: '@reelhire.test',
  maxSlots: 100,
});

test('a calendar is read in the worker as it would be on the spot', async () => {
  expect(await busySlotsOffThread(options(file('DTSTART;VALUE=DATE:20300614')), 30_000)).toEqual({
    ok: true,
    slots: [{ date: '2030-06-14', part: 'full' }],
    truncated: false,
    events: 1,
  });
});

test('a rule that never produces a date is stopped at the time limit while the server goes on', async () => {
  // February the 30th, every day: ical.js searches for it for ever inside one step of its expansion.
  let ticks = 0;
  const ticking = setInterval(() => (ticks += 1), 20);
  const result = await busySlotsOffThread(
    options(file('DTSTART:20300101T090000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30')),
    1_500,
  );
  clearInterval(ticking);
  expect(result).toEqual({ ok: false, error: TOO_COMPLEX });
  // The event loop kept running meanwhile: the search ran on another thread.
  expect(ticks).toBeGreaterThan(5);
});
