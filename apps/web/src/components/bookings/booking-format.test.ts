import {
  bookingDatesText,
  clientKillFee,
  mayCancel,
  milestoneMoves,
  nextBookingAction,
  timelineText,
} from './booking-format';
import { aBooking, aMilestone, BOOKING_ID, MILESTONE_ID } from './booking-fixtures';

test('dates read as the range with full and half days, or a fixed fee as its delivery window', () => {
  expect(
    bookingDatesText({
      first_day: '2027-03-01',
      last_day: '2027-03-03',
      days: [
        { date: '2027-03-01', part: 'full' },
        { date: '2027-03-02', part: 'full' },
        { date: '2027-03-03', part: 'am' },
      ],
    }),
  ).toBe('1 – 3 Mar 2027 · 2 full days, 1 half day');
  expect(bookingDatesText({ first_day: '2027-06-01', last_day: '2027-06-10', days: [] })).toBe(
    '1 – 10 Jun 2027 · delivery window',
  );
});

test('the moves each side gets come from the milestone machine', () => {
  expect(milestoneMoves('pending', 'filmmaker', 'unfunded')).toEqual(['start', 'submit']);
  expect(milestoneMoves('pending', 'client', 'funded')).toEqual([]);
  expect(milestoneMoves('submitted', 'client', 'funded')).toEqual(['request_revision', 'approve']);
  expect(milestoneMoves('submitted', 'client', 'unfunded')).toEqual(['request_revision', 'fund_and_approve']);
  expect(milestoneMoves('submitted', 'filmmaker', 'funded')).toEqual(['accept_extra_revision']);
  expect(milestoneMoves('approved', 'client', 'released')).toEqual([]);
  expect(mayCancel('in_progress', 'client')).toBe(true);
  expect(mayCancel('completed', 'filmmaker')).toBe(false);
});

test('what comes next differs per side and is nothing once the story is over', () => {
  expect(nextBookingAction('delivered', 'client')).toBe('Review the delivery');
  expect(nextBookingAction('delivered', 'filmmaker')).toBe('Waiting for the client to review');
  expect(nextBookingAction('revision_requested', 'filmmaker')).toBe('Revise and resubmit');
  expect(nextBookingAction('completed', 'filmmaker')).toBeNull();
  expect(nextBookingAction('cancelled', 'client')).toBeNull();
});

test("a client's kill fee is the percentage of what is not yet approved", () => {
  const booking = aBooking({
    status: 'in_progress',
    amount_minor: 300_000,
    kill_fee_percent: 25,
    milestones: [
      aMilestone({ status: 'approved', amount_minor: 100_000 }),
      aMilestone({ id: 'm2', status: 'pending', amount_minor: 200_000 }),
    ],
  });
  expect(clientKillFee(booking)).toBe(50_000);
  expect(clientKillFee({ ...booking, status: 'completed' })).toBe(0);
});

test('timeline lines say what happened to which milestone', () => {
  const titles = new Map([[MILESTONE_ID, 'Final cut']]);
  const entry = {
    record_type: 'milestone' as const,
    record_id: MILESTONE_ID,
    transition: 'submit',
    actor: 'filmmaker' as const,
    actor_name: 'Maya Okafor',
    from_status: 'in_progress',
    to_status: 'submitted',
    note: null,
    created_at: '2027-06-02T10:00:00.000Z',
  };
  expect(timelineText(entry, titles)).toBe('submitted “Final cut” for approval');
  expect(timelineText({ ...entry, transition: 'request_extra_revision' }, titles)).toMatch(/extra revision/);
  expect(
    timelineText(
      {
        ...entry,
        record_type: 'booking',
        record_id: BOOKING_ID,
        transition: 'complete',
        to_status: 'completed',
      },
      titles,
    ),
  ).toBe('moved the booking to Completed');
});
