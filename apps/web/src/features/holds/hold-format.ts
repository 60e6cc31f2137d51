import { DAY_PART_LABELS, type BookingDay } from '@reelhire/shared/booking-days';
import type { Hold } from '@reelhire/shared/hold-records';
import { formatDay } from '@/lib/format-dates';

// How the holds panels word a hold's days and its deadline.

const HOUR = 3_600_000;

/** '2 days 5 hours left', '3 hours left', 'less than an hour left', 'lapsing now'. */
export function timeLeft(deadline: string, now: Date = new Date()): string {
  const ms = Date.parse(deadline) - now.getTime();
  if (ms <= 0) return 'lapsing now';
  const hours = Math.floor(ms / HOUR);
  if (hours < 1) return 'less than an hour left';
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (days === 0) return `${unit(hours, 'hour')} left`;
  return `${unit(days, 'day')}${rest > 0 ? ` ${unit(rest, 'hour')}` : ''} left`;
}

/** '14 Mar 2027, 18:30' in the reader's time zone: a deadline is a moment, not a calendar day. */
export function formatDeadline(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** '14 Mar 2027 (full day)', or each slot when there are a few; the span when there are many. */
export function formatHoldDays(days: readonly BookingDay[]): string {
  if (days.length > 3) {
    return `${days.length} slots, ${formatDay(days[0]!.date)} – ${formatDay(days.at(-1)!.date)}`;
  }
  return days.map((day) => `${formatDay(day.date)} (${DAY_PART_LABELS[day.part].toLowerCase()})`).join(', ');
}

export const HOLD_RANK_LABELS = { first: '1st hold', second: '2nd hold' } as const;

/** The badge colour of a hold's status. */
export function holdBadge(status: Hold['status']): 'brand' | 'warning' | 'success' | 'neutral' {
  if (status === 'first') return 'brand';
  if (status === 'second') return 'warning';
  if (status === 'confirmed') return 'success';
  return 'neutral';
}
