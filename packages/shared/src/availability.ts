import { slotsOverlap, type BookingDay, type DayPart } from './booking-days.ts';
import type { LiveHoldStatus } from './holds.ts';

// The availability calendar (issue 13, decision 0031): what each day of a filmmaker's looks like to them
// and to clients. Bookings and holds fill it in; the filmmaker marks days unavailable themselves. The
// public portfolio shows the same calendar without saying who booked or held what.

export const DAY_STATES = ['booked', 'first_hold', 'second_hold', 'unavailable', 'free'] as const;
export type DayState = (typeof DAY_STATES)[number];
export const DAY_STATE_LABELS: Record<DayState, string> = {
  booked: 'Booked',
  first_hold: 'First hold',
  second_hold: 'Second hold',
  unavailable: 'Unavailable',
  free: 'Free',
};

/** How far ahead the calendar and the "available on these dates" filter look. */
export const AVAILABILITY_DAYS_AHEAD_MAX = 3 * 366;
/** The longest span one calendar request covers: three months, what a month view with its edges needs. */
export const AVAILABILITY_SPAN_DAYS_MAX = 93;

export interface CalendarInput {
  booked: readonly BookingDay[];
  holds: readonly { status: LiveHoldStatus; days: readonly BookingDay[] }[];
  unavailable: readonly BookingDay[];
}

/** The most telling state of one slot: a booking over a hold, a hold over a mark, a first over a second. */
export function slotState(slot: BookingDay, { booked, holds, unavailable }: CalendarInput): DayState {
  const hits = (days: readonly BookingDay[]) => days.some((day) => slotsOverlap(day, slot));
  if (hits(booked)) return 'booked';
  if (holds.some((hold) => hold.status === 'first' && hits(hold.days))) return 'first_hold';
  if (holds.some((hold) => hold.status === 'second' && hits(hold.days))) return 'second_hold';
  if (hits(unavailable)) return 'unavailable';
  return 'free';
}

/** One calendar day: its morning and afternoon, which differ when half days are booked or held. */
export function calendarDay(date: string, input: CalendarInput): Record<Exclude<DayPart, 'full'>, DayState> {
  return { am: slotState({ date, part: 'am' }, input), pm: slotState({ date, part: 'pm' }, input) };
}

/**
 * Whether a client can still ask for these slots: nothing booked or marked unavailable on them, and room
 * for a hold (no second hold yet). The talent search's "available on these dates" filter uses the same rule.
 */
export function slotsAvailable(
  slots: readonly BookingDay[],
  { booked, holds, unavailable }: CalendarInput,
): boolean {
  const hits = (days: readonly BookingDay[]) =>
    days.some((day) => slots.some((slot) => slotsOverlap(day, slot)));
  return (
    !hits(booked) && !hits(unavailable) && !holds.some((hold) => hold.status === 'second' && hits(hold.days))
  );
}

/**
 * Booking statuses whose days are taken on the calendar: confirmed onwards, and not cancelled. An open
 * request (requested, changes proposed) or a declined one takes no day yet (decision 0036).
 */
export const DAY_TAKING_BOOKING_STATUSES = [
  'confirmed',
  'in_progress',
  'delivered',
  'revision_requested',
  'approved',
  'completed',
  'disputed',
] as const;

/**
 * Booking statuses whose days no hold may take: every day-taking booking, and an open request too (its
 * days are kept for the client while the filmmaker answers, though the public calendar does not show
 * them as booked yet). One list beside DAY_TAKING_BOOKING_STATUSES so the two can only differ by the
 * open request.
 */
export const HOLD_BLOCKING_BOOKING_STATUSES = [
  'requested',
  'changes_proposed',
  ...DAY_TAKING_BOOKING_STATUSES,
] as const;

/** A whole number of days between two ISO dates (`to` minus `from`), in UTC so no clock change shifts it. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The ISO date `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every ISO date from `from` to `to`, both included. */
export function datesFrom(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, index) => addDays(from, index));
}
