import { daysOverlap, type BookingDay } from './booking-days.ts';
import { defineMachine } from './state-machine.ts';

// Holds (issue 13, decision 0031), the way productions book crew: a client pencils a filmmaker's days with
// a first hold; a second client may pencil the same days with a second hold and waits behind it. The first
// holder confirms (the hold becomes a booking) or releases within HOLD_CONFIRM_HOURS, or the hold expires;
// then the second hold is promoted to first, its holder told, and its own clock starts.

export const HOLD_STATUSES = ['first', 'second', 'confirmed', 'released', 'expired'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];
/** Holds that still pencil their days in. */
export const LIVE_HOLD_STATUSES = ['first', 'second'] as const satisfies readonly HoldStatus[];
export type LiveHoldStatus = (typeof LIVE_HOLD_STATUSES)[number];

/** How long a first holder has to confirm or release before the hold lapses and the next is promoted. */
export const HOLD_CONFIRM_HOURS = 72;

export const holdMachine = defineMachine({
  name: 'hold',
  states: HOLD_STATUSES,
  initial: 'first',
  turns: {
    first: { party: 'client', action: 'Confirm or release the hold' },
    // Waits for the hold in front of it to go; Reelhire promotes it.
    second: { party: 'system', action: 'Promote when the first hold goes' },
    confirmed: null,
    released: null,
    expired: null,
  },
  entries: {
    // Placed on days under someone's first hold (placeNewHold): it waits behind it.
    behind_first_hold: { to: 'second', by: ['client'], label: 'Place a second hold' },
  },
  transitions: {
    // Only the first holder may confirm: a second hold has to wait for its turn.
    confirm: { to: 'confirmed', by: { client: ['first'] }, label: 'Confirm' },
    // The holder lets the days go, or the filmmaker frees them; Reelhire releases a second hold whose days
    // someone else has just booked, since it can never be promoted.
    release: {
      to: 'released',
      by: { client: ['first', 'second'], filmmaker: ['first', 'second'], system: ['second'] },
      label: 'Release',
    },
    promote: { to: 'first', by: { system: ['second'] }, label: 'Promote' },
    // A first hold lapses after HOLD_CONFIRM_HOURS; a second one when its days have passed unpromoted.
    expire: { to: 'expired', by: { system: ['first', 'second'] }, label: 'Expire' },
  },
});
export type HoldTransition = keyof typeof holdMachine.transitions;

export const HOLD_STATUS_LABELS: Record<HoldStatus, string> = {
  first: 'First hold',
  second: 'Second hold',
  confirmed: 'Confirmed',
  released: 'Released',
  expired: 'Expired',
};

/** When a hold that becomes first now must be confirmed by. */
export function holdDeadline(from: Date): Date {
  return new Date(from.getTime() + HOLD_CONFIRM_HOURS * 60 * 60 * 1000);
}

export interface LiveHold {
  id: string;
  clientId: string;
  status: LiveHoldStatus;
  days: readonly BookingDay[];
  createdAt: string;
}

export type NewHoldVerdict =
  | { ok: true; status: LiveHoldStatus }
  | { ok: false; reason: 'booked' | 'unavailable' | 'already_held' | 'fully_held'; error: string };

/**
 * Where a new hold on these days goes. Free days take a first hold; days under someone's first hold take a
 * second; a day that already carries a second hold, a booking or the filmmaker's "unavailable" takes none.
 * A client never holds the same days twice: one pencil per client is what the filmmaker sees.
 */
export function placeNewHold({
  clientId,
  days,
  liveHolds,
  bookedDays,
  unavailableDays,
}: {
  clientId: string;
  days: readonly BookingDay[];
  liveHolds: readonly LiveHold[];
  bookedDays: readonly BookingDay[];
  unavailableDays: readonly BookingDay[];
}): NewHoldVerdict {
  if (daysOverlap(days, bookedDays)) {
    return { ok: false, reason: 'booked', error: 'The filmmaker is already booked on some of these days' };
  }
  if (daysOverlap(days, unavailableDays)) {
    return { ok: false, reason: 'unavailable', error: 'The filmmaker is unavailable on some of these days' };
  }
  const overlapping = liveHolds.filter((hold) => daysOverlap(hold.days, days));
  if (overlapping.some((hold) => hold.clientId === clientId)) {
    return { ok: false, reason: 'already_held', error: 'You already hold some of these days' };
  }
  if (overlapping.some((hold) => hold.status === 'second')) {
    return {
      ok: false,
      reason: 'fully_held',
      error: 'Some of these days already carry a first and a second hold: choose other days',
    };
  }
  return { ok: true, status: overlapping.length > 0 ? 'second' : 'first' };
}

/**
 * What becomes of the second holds once the days change (a first hold released, lapsed or confirmed): a
 * second hold none of whose days is under a first hold any more is promoted; one with a day now booked is
 * released. Oldest first, so holders are told in the order they asked. Pure, so running it twice after
 * the same change does nothing the second time.
 */
export function settleSecondHolds({
  liveHolds,
  bookedDays,
}: {
  liveHolds: readonly LiveHold[];
  bookedDays: readonly BookingDay[];
}): { promote: string[]; release: string[] } {
  const firsts = liveHolds.filter((hold) => hold.status === 'first');
  const seconds = liveHolds
    .filter((hold) => hold.status === 'second')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const promote: string[] = [];
  const release: string[] = [];
  for (const hold of seconds) {
    if (daysOverlap(hold.days, bookedDays)) release.push(hold.id);
    else if (!firsts.some((first) => daysOverlap(first.days, hold.days))) promote.push(hold.id);
  }
  return { promote, release };
}

/** The order of the holds on one date, for the filmmaker's list: first, then second, oldest first. */
export function holdsOnDate<T extends LiveHold>(date: string, liveHolds: readonly T[]): T[] {
  return liveHolds
    .filter((hold) => hold.days.some((day) => day.date === date))
    .sort(
      (a, b) =>
        LIVE_HOLD_STATUSES.indexOf(a.status) - LIVE_HOLD_STATUSES.indexOf(b.status) ||
        a.createdAt.localeCompare(b.createdAt),
    );
}
