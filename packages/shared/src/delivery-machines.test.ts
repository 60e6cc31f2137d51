import { describe, expect, it } from 'vitest';
import {
  bookingDaysSchema,
  countDayUnits,
  daySpan,
  slotsOverlap,
  upcomingBookingDaysSchema,
  utcToday,
  type BookingDay,
} from './booking-days.ts';
import {
  BOOKING_STATUSES,
  bookingMachine,
  bookingStageFor,
  checkBookingMove,
  killFeeOnCancel,
} from './bookings.ts';
import { addDays, calendarDay, slotsAvailable, type CalendarInput } from './availability.ts';
import {
  holdDeadline,
  holdMachine,
  holdsOnDate,
  placeNewHold,
  settleSecondHolds,
  type LiveHold,
} from './holds.ts';
import { describeMachines } from './machine-test-kit.ts';
import {
  MILESTONE_FUNDING_GUARDS,
  MILESTONE_STATUSES,
  approvedWorkPaid,
  checkMilestoneMove,
  milestoneActions,
  milestoneMachine,
  revisionRequestKind,
  revisionsLeftText,
  type MilestoneTransition,
} from './milestones.ts';
import { MILESTONE_FUNDING_STATES } from './payments.ts';
import { ACTORS, checkTransition, type StateMachine } from './state-machine.ts';

describeMachines([bookingMachine, holdMachine, milestoneMachine] as unknown as StateMachine<
  string,
  string
>[]);

const full = (date: string): BookingDay => ({ date, part: 'full' });
const am = (date: string): BookingDay => ({ date, part: 'am' });
const pm = (date: string): BookingDay => ({ date, part: 'pm' });
const hold = (
  id: string,
  status: LiveHold['status'],
  days: BookingDay[],
  createdAt = `2027-01-0${id.length}`,
) => ({
  id,
  clientId: `client-${id}`,
  status,
  days,
  createdAt,
});
const nothing = { liveHolds: [], bookedDays: [], unavailableDays: [] };

describe('booking days', () => {
  it('lets a morning and an afternoon share a date, but not a full day with either', () => {
    expect(slotsOverlap(am('2027-03-01'), pm('2027-03-01'))).toBe(false);
    expect(slotsOverlap(full('2027-03-01'), pm('2027-03-01'))).toBe(true);
    expect(slotsOverlap(am('2027-03-01'), am('2027-03-01'))).toBe(true);
    expect(slotsOverlap(full('2027-03-01'), full('2027-03-02'))).toBe(false);
  });

  it('refuses a date chosen twice and sorts the rest', () => {
    const twice = bookingDaysSchema.safeParse([full('2027-03-02'), am('2027-03-02')]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe(
      '2027-03-02 is chosen twice: pick a full day or one half of it',
    );
    expect(bookingDaysSchema.parse([pm('2027-03-02'), full('2027-03-01'), am('2027-03-02')])).toEqual([
      full('2027-03-01'),
      am('2027-03-02'),
      pm('2027-03-02'),
    ]);
    expect(bookingDaysSchema.safeParse([]).error?.issues[0]?.message).toBe('Choose at least one day');
  });

  it('takes today (UTC) and later for a new hold or request, never a day gone by', () => {
    const today = utcToday();
    const yesterday = addDays(today, -1);
    expect(utcToday(new Date('2027-03-01T23:59:59-05:00'))).toBe('2027-03-02');
    expect(upcomingBookingDaysSchema.parse([full(addDays(today, 1)), am(today)])).toEqual([
      am(today),
      full(addDays(today, 1)),
    ]);
    const past = upcomingBookingDaysSchema.safeParse([full(today), pm(yesterday)]);
    expect(past.error?.issues).toEqual([
      expect.objectContaining({ path: [1], message: `${yesterday} has passed: choose today or a later day` }),
    ]);
  });

  it('counts half days as halves and spans the dates', () => {
    const days = [full('2027-03-01'), am('2027-03-02'), pm('2027-03-04')];
    expect(countDayUnits(days)).toEqual({ fullDays: 1, halfDays: 2 });
    expect(daySpan(days)).toEqual({ first: '2027-03-01', last: '2027-03-04' });
    expect(daySpan([])).toBeNull();
  });
});

describe('holds', () => {
  it('gives free days a first hold and days under a first hold a second', () => {
    expect(placeNewHold({ clientId: 'a', days: [full('2027-03-01')], ...nothing })).toEqual({
      ok: true,
      status: 'first',
    });
    const liveHolds = [hold('x', 'first', [full('2027-03-01')])];
    expect(placeNewHold({ ...nothing, clientId: 'b', days: [am('2027-03-01')], liveHolds })).toEqual({
      ok: true,
      status: 'second',
    });
    // The other half of a half-day first hold is free.
    const half = [hold('x', 'first', [am('2027-03-01')])];
    expect(placeNewHold({ ...nothing, clientId: 'b', days: [pm('2027-03-01')], liveHolds: half })).toEqual({
      ok: true,
      status: 'first',
    });
  });

  it('refuses a third hold, a second hold by the same client, booked and unavailable days', () => {
    const liveHolds = [hold('x', 'first', [full('2027-03-01')]), hold('yy', 'second', [full('2027-03-01')])];
    expect(placeNewHold({ ...nothing, clientId: 'c', days: [full('2027-03-01')], liveHolds })).toMatchObject({
      ok: false,
      reason: 'fully_held',
    });
    expect(
      placeNewHold({
        ...nothing,
        clientId: 'client-x',
        days: [full('2027-03-01')],
        liveHolds: [liveHolds[0]!],
      }),
    ).toMatchObject({ ok: false, reason: 'already_held', error: 'You already hold some of these days' });
    expect(
      placeNewHold({ ...nothing, clientId: 'c', days: [am('2027-03-05')], bookedDays: [full('2027-03-05')] }),
    ).toMatchObject({
      ok: false,
      reason: 'booked',
    });
    expect(
      placeNewHold({
        ...nothing,
        clientId: 'c',
        days: [full('2027-03-06')],
        unavailableDays: [pm('2027-03-06')],
      }),
    ).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('promotes a second hold once no first hold covers any of its days, oldest first', () => {
    const seconds = [
      hold('late', 'second', [full('2027-03-02')], '2027-01-05'),
      hold('early', 'second', [full('2027-03-01')], '2027-01-02'),
    ];
    expect(settleSecondHolds({ liveHolds: seconds, bookedDays: [] })).toEqual({
      promote: ['early', 'late'],
      release: [],
    });
    // Still behind another first hold on one of its days: it waits.
    const behind = [
      hold('s', 'second', [full('2027-03-01'), full('2027-03-02')]),
      hold('f', 'first', [full('2027-03-02')]),
    ];
    expect(settleSecondHolds({ liveHolds: behind, bookedDays: [] })).toEqual({ promote: [], release: [] });
  });

  it('releases a second hold whose days the first holder confirmed', () => {
    const liveHolds = [hold('s', 'second', [full('2027-03-01')])];
    expect(settleSecondHolds({ liveHolds, bookedDays: [full('2027-03-01')] })).toEqual({
      promote: [],
      release: ['s'],
    });
  });

  it('lists the holds on a date first, then second', () => {
    const liveHolds = [
      hold('s', 'second', [full('2027-03-01')]),
      hold('f', 'first', [full('2027-03-01')]),
      hold('o', 'first', [full('2027-03-09')]),
    ];
    expect(holdsOnDate('2027-03-01', liveHolds).map((each) => each.id)).toEqual(['f', 's']);
  });

  it('gives a first holder 72 hours to confirm or release', () => {
    expect(holdDeadline(new Date('2027-01-01T09:00:00Z')).toISOString()).toBe('2027-01-04T09:00:00.000Z');
  });

  it('lets only the first holder confirm', () => {
    expect(checkTransition(holdMachine, 'confirm', { state: 'second', actor: 'client' })).toMatchObject({
      ok: false,
      reason: 'wrong_state',
    });
    expect(checkTransition(holdMachine, 'release', { state: 'second', actor: 'filmmaker' }).ok).toBe(true);
  });
});

describe('bookings', () => {
  it('follows its milestones once confirmed', () => {
    const stage = (milestones: Parameters<typeof bookingStageFor>[0]['milestones'], today = '2027-03-01') =>
      bookingStageFor({ milestones, today, firstDay: '2027-03-01' });
    expect(stage(['pending', 'pending'], '2027-02-28')).toBe('confirmed');
    expect(stage(['pending', 'pending'])).toBe('in_progress');
    expect(stage(['submitted', 'in_progress'])).toBe('in_progress');
    expect(stage(['submitted', 'approved'])).toBe('delivered');
    expect(stage(['revision_requested', 'approved'])).toBe('revision_requested');
    expect(stage(['approved', 'approved'])).toBe('approved');
  });

  it('charges the kill fee only to a client cancelling after confirmation, on what is not yet approved', () => {
    const terms = { killFeePercent: 50, amountMinor: 200_001, approvedMinor: 100_000 };
    expect(killFeeOnCancel({ ...terms, actor: 'client', status: 'in_progress' })).toBe(50_001);
    expect(killFeeOnCancel({ ...terms, actor: 'client', status: 'requested' })).toBe(0);
    expect(killFeeOnCancel({ ...terms, actor: 'filmmaker', status: 'confirmed' })).toBe(0);
    expect(killFeeOnCancel({ ...terms, killFeePercent: 0, actor: 'client', status: 'confirmed' })).toBe(0);
    expect(
      killFeeOnCancel({
        ...terms,
        killFeePercent: 100,
        approvedMinor: 0,
        actor: 'client',
        status: 'confirmed',
      }),
    ).toBe(200_001);
  });

  it('takes turns on a request: the filmmaker answers it, the client answers proposed changes', () => {
    expect(checkTransition(bookingMachine, 'accept', { state: 'requested', actor: 'client' }).ok).toBe(false);
    expect(checkTransition(bookingMachine, 'accept', { state: 'changes_proposed', actor: 'client' }).ok).toBe(
      true,
    );
    expect(checkTransition(bookingMachine, 'cancel', { state: 'completed', actor: 'client' })).toMatchObject({
      ok: false,
      error: 'This booking is completed, so it cannot be changed that way now',
    });
  });
});

describe('milestones and revisions', () => {
  it('includes revisions up to the contract count; after that they are extra work', () => {
    expect(revisionRequestKind({ revisionsIncluded: 2, revisionsUsed: 1 })).toBe('included');
    expect(revisionRequestKind({ revisionsIncluded: 2, revisionsUsed: 2 })).toBe('extra');
    expect(revisionRequestKind({ revisionsIncluded: 0, revisionsUsed: 0 })).toBe('extra');
    expect(revisionsLeftText(2, 1)).toBe('1 of 2 included revisions left');
    expect(revisionsLeftText(1, 1)).toBe('All 1 included revisions used: a further one is extra work');
    expect(revisionsLeftText(0, 0)).toBe('No revisions are included: any revision is extra work');
  });

  it('is approved or sent back only by the client, and submitted only by the filmmaker', () => {
    expect(checkTransition(milestoneMachine, 'approve', { state: 'submitted', actor: 'filmmaker' }).ok).toBe(
      false,
    );
    expect(
      checkTransition(milestoneMachine, 'submit', { state: 'revision_requested', actor: 'filmmaker' }).ok,
    ).toBe(true);
    expect(checkTransition(milestoneMachine, 'approve', { state: 'in_progress', actor: 'client' }).ok).toBe(
      false,
    );
  });
});

describe('the availability calendar', () => {
  const input: CalendarInput = {
    booked: [am('2027-03-01')],
    holds: [
      { status: 'first', days: [pm('2027-03-01'), full('2027-03-02')] },
      { status: 'second', days: [full('2027-03-02')] },
    ],
    unavailable: [full('2027-03-03')],
  };

  it('shows each half of a day as booked, held, unavailable or free', () => {
    expect(calendarDay('2027-03-01', input)).toEqual({ am: 'booked', pm: 'first_hold' });
    expect(calendarDay('2027-03-02', input)).toEqual({ am: 'first_hold', pm: 'first_hold' });
    expect(calendarDay('2027-03-03', input)).toEqual({ am: 'unavailable', pm: 'unavailable' });
    expect(calendarDay('2027-03-04', input)).toEqual({ am: 'free', pm: 'free' });
  });

  it('counts a day as available while a hold can still be placed on it', () => {
    expect(slotsAvailable([pm('2027-03-01')], input)).toBe(true);
    expect(slotsAvailable([full('2027-03-01')], input)).toBe(false);
    expect(slotsAvailable([am('2027-03-02')], input)).toBe(false);
    expect(slotsAvailable([full('2027-03-04')], input)).toBe(true);
    expect(slotsAvailable([full('2027-03-03')], input)).toBe(false);
  });
});

describe('approving needs the money in escrow (decision 0051)', () => {
  // Every milestone transition x actor x state x funding: the machine's rule, then the funding guard.
  const cases = (Object.keys(milestoneMachine.transitions) as MilestoneTransition[]).flatMap((transition) =>
    ACTORS.flatMap((actor) =>
      MILESTONE_STATUSES.flatMap((state) =>
        MILESTONE_FUNDING_STATES.map((funding) => ({ transition, actor, state, funding })),
      ),
    ),
  );

  it.each(cases)('$actor: $transition from $state when $funding', ({ transition, actor, state, funding }) => {
    const machineSays = checkTransition(milestoneMachine, transition, { state, actor }).ok;
    const needs = MILESTONE_FUNDING_GUARDS[transition];
    const allowed = machineSays && (!needs || needs === funding);
    const verdict = checkMilestoneMove(transition, { state, actor, funding });
    expect(verdict.ok).toBe(allowed);
    if (machineSays && !allowed) {
      expect(verdict).toMatchObject({
        reason: needs === 'funded' ? 'milestone_unfunded' : 'milestone_funded',
      });
    }
    expect(milestoneActions({ state, actor, funding }).includes(transition)).toBe(allowed);
    // No one, Reelhire included, approves work whose money is not in escrow.
    if (allowed && milestoneMachine.transitions[transition].to === 'approved' && transition === 'approve') {
      expect(funding).toBe('funded');
    }
  });

  it('offers the client "Fund and approve" instead of "Approve" on an unfunded delivery, and nothing to Reelhire', () => {
    expect(milestoneActions({ state: 'submitted', actor: 'client', funding: 'unfunded' })).toEqual([
      'request_revision',
      'fund_and_approve',
    ]);
    expect(milestoneActions({ state: 'submitted', actor: 'client', funding: 'funded' })).toEqual([
      'request_revision',
      'approve',
    ]);
    expect(milestoneActions({ state: 'submitted', actor: 'system', funding: 'unfunded' })).toEqual([]);
    expect(
      checkMilestoneMove('approve', { state: 'submitted', actor: 'client', funding: 'unfunded' }),
    ).toEqual({
      ok: false,
      reason: 'milestone_unfunded',
      error:
        'This milestone is not funded yet: fund it to approve it, and its payment goes to the filmmaker once it settles',
    });
  });

  // Every booking transition x actor x state, with approved work paid or not: only `complete` cares.
  const bookingCases = Object.keys(bookingMachine.transitions).flatMap((transition) =>
    ACTORS.flatMap((actor) =>
      BOOKING_STATUSES.flatMap((state) => [true, false].map((paid) => ({ transition, actor, state, paid }))),
    ),
  );
  it.each(bookingCases)(
    'booking, $actor: $transition from $state, approved work paid: $paid',
    ({ transition, actor, state, paid }) => {
      const machineSays = checkTransition(bookingMachine, transition, { state, actor }).ok;
      const verdict = checkBookingMove(transition, { state, actor, approvedWorkPaid: paid });
      expect(verdict.ok).toBe(machineSays && (transition !== 'complete' || paid));
      if (verdict.ok && verdict.to === 'completed' && transition === 'complete') expect(paid).toBe(true);
    },
  );

  it('counts approved work as paid only once its escrow is released', () => {
    expect(approvedWorkPaid([{ status: 'approved', funding: 'released' }])).toBe(true);
    expect(approvedWorkPaid([{ status: 'approved', funding: 'unfunded' }])).toBe(false);
    expect(approvedWorkPaid([{ status: 'approved', funding: 'funded' }])).toBe(false);
    expect(approvedWorkPaid([{ status: 'submitted', funding: 'unfunded' }])).toBe(true);
  });
});
