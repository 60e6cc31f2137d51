import { addDays, type DayState } from '@reelhire/shared/availability';
import type { AvailabilityDay } from '@reelhire/shared/availability-api';
import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

// One month of a filmmaker's calendar as an ARIA grid: weeks are rows, each day a button whose label says
// both halves ("Tuesday 3 March 2026: morning first hold, afternoon free"). One day is in the tab order;
// the arrow keys move by day and week, Home and End to the week's ends, Page Up and Page Down by month.

export const STATE_STYLES: Record<DayState, string> = {
  booked: 'bg-zinc-800',
  first_hold: 'bg-amber-500',
  second_hold: 'bg-amber-200',
  unavailable: 'bg-[repeating-linear-gradient(135deg,#fda4af_0_4px,#fff1f2_4px_8px)]',
  free: 'bg-emerald-100',
};
export const STATE_WORDS: Record<DayState, string> = {
  booked: 'booked',
  first_hold: 'first hold',
  second_hold: 'second hold',
  unavailable: 'unavailable',
  free: 'free',
};

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weekdayName = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'Tuesday 3 March 2026', put together by hand: ICU versions differ on a comma after the weekday. */
const longDay = (date: Date) => `${weekdayName.format(date)} ${date.getUTCDate()} ${monthYear.format(date)}`;

/** 'Tuesday 3 March 2026: booked' or '...: morning first hold, afternoon free'. */
export function dayLabel(day: AvailabilityDay): string {
  const name = longDay(new Date(`${day.date}T00:00:00Z`));
  const states =
    day.am === day.pm
      ? STATE_WORDS[day.am]
      : `morning ${STATE_WORDS[day.am]}, afternoon ${STATE_WORDS[day.pm]}`;
  return `${name}: ${states}`;
}

/** The ISO date the same day of the month `months` later (clamped to that month's last day). */
export function shiftMonth(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

export function MonthGrid({
  label,
  days,
  focused,
  onFocusDate,
  onActivate,
  disabled = false,
  today,
}: {
  /** The month's name, labelling the grid. */
  label: string;
  /** Every day of the month, in order. */
  days: AvailabilityDay[];
  /** The day in the tab order (and the one the arrow keys move from). */
  focused: string;
  /** The arrow keys ask for another day; a date outside this month means the parent turns the page. */
  onFocusDate: (date: string) => void;
  /** Enter, Space or a click on a day; absent on a read-only calendar. */
  onActivate?: (day: AvailabilityDay) => void;
  disabled?: boolean;
  /** Days before this ISO date have passed: drawn faded and never activated (decision 0057). */
  today?: string;
}) {
  const grid = useRef<HTMLTableElement>(null);
  const first = days[0]?.date;
  const lead = first ? (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7 : 0;
  const cells: (AvailabilityDay | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));

  const move = (event: KeyboardEvent, date: string) => {
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    const target: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday),
      End: () => addDays(date, 6 - weekday),
      PageUp: () => shiftMonth(date, -1),
      PageDown: () => shiftMonth(date, 1),
    };
    const next = target[event.key]?.();
    if (!next) return;
    event.preventDefault();
    onFocusDate(next);
    // The button for a day of this month is already drawn; another month's is drawn by the parent first.
    requestAnimationFrame(() =>
      grid.current?.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)?.focus(),
    );
  };

  return (
    <table
      ref={grid}
      role="grid"
      aria-label={label}
      className="w-full table-fixed border-separate border-spacing-1"
    >
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col" className="pb-1 text-center text-xs font-medium text-zinc-500">
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, index) => (
          <tr key={index}>
            {week.map((day, position) => {
              if (!day) return <td key={`blank-${position}`} role="gridcell" aria-hidden className="p-0" />;
              const past = today !== undefined && day.date < today;
              const active = Boolean(onActivate) && !disabled && !past;
              return (
                <td key={day.date} role="gridcell" aria-selected={day.date === focused} className="p-0">
                  <button
                    type="button"
                    data-date={day.date}
                    tabIndex={day.date === focused ? 0 : -1}
                    aria-label={past ? `${dayLabel(day)} (past)` : dayLabel(day)}
                    aria-disabled={!active || undefined}
                    onKeyDown={(event) => move(event, day.date)}
                    onFocus={() => day.date !== focused && onFocusDate(day.date)}
                    onClick={() => active && onActivate?.(day)}
                    className={cn(
                      'relative flex h-12 w-full flex-col overflow-hidden rounded-md border text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1 sm:h-16',
                      day.date === focused ? 'border-zinc-900' : 'border-zinc-200',
                      active ? 'cursor-pointer hover:border-zinc-500' : 'cursor-default',
                      past && 'opacity-35 grayscale',
                    )}
                  >
                    <span aria-hidden className={cn('flex-1', STATE_STYLES[day.am])} />
                    <span aria-hidden className={cn('flex-1', STATE_STYLES[day.pm])} />
                    <span
                      aria-hidden
                      className={cn(
                        'absolute top-0.5 left-1 rounded px-0.5 text-xs font-semibold',
                        day.am === 'booked' ? 'bg-zinc-800 text-white' : 'bg-white/70 text-zinc-900',
                      )}
                    >
                      {Number(day.date.slice(8))}
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
