import { datesFrom, DAY_STATE_LABELS, DAY_STATES } from '@reelhire/shared/availability';
import type { AvailabilityDay } from '@reelhire/shared/availability-api';
import {
  DAY_PART_LABELS,
  DAY_PARTS,
  slotsOverlap,
  utcToday,
  type DayPart,
} from '@reelhire/shared/booking-days';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAvailability, useMarkDays, type MarkDaysChange } from '@/lib/availability-queries';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-dates';
import { MonthGrid, shiftMonth, STATE_STYLES } from './month-grid';

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthOf(date: string) {
  const first = `${date.slice(0, 7)}-01`;
  const last = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);
  return { first, last, label: monthName.format(new Date(`${first}T00:00:00Z`)) };
}

export function AvailabilityLegend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-700">
      {DAY_STATES.map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          <span
            aria-hidden
            className={cn('size-3.5 rounded-sm border border-zinc-300', STATE_STYLES[state])}
          />
          {DAY_STATE_LABELS[state]}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden
          className="flex size-3.5 flex-col overflow-hidden rounded-sm border border-zinc-300"
        >
          <span className="flex-1 bg-zinc-800" />
          <span className="flex-1 bg-emerald-100" />
        </span>
        Top half morning, bottom half afternoon
      </li>
    </ul>
  );
}

/**
 * A filmmaker's month calendar (decision 0036). Read-only on the public portfolio; on the filmmaker's own
 * account (`editable`) a click or Enter marks the chosen part of a day unavailable, or clears the mark.
 * Days before today (UTC, as the server judges them) are faded and cannot be chosen; the public calendar
 * does not go back before this month (decision 0057).
 */
export function AvailabilityCalendar({
  filmmakerId,
  editable = false,
  today = utcToday(),
}: {
  filmmakerId: string;
  editable?: boolean;
  today?: string;
}) {
  const id = useId();
  const [focused, setFocusedDay] = useState(today);
  // Visitors have no use for days gone by: their keyboard stops at today.
  const setFocused = (date: string) => setFocusedDay(!editable && date < today ? today : date);
  const month = monthOf(focused);
  const firstMonth = !editable && month.first <= today;
  const calendar = useAvailability(filmmakerId, month.first, month.last);
  const mark = useMarkDays();
  const [part, setPart] = useState<DayPart>('full');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  // Until the month arrives, its days are drawn free-looking but the grid is marked busy.
  const days: AvailabilityDay[] =
    calendar.data && calendar.data.from === month.first
      ? calendar.data.days
      : datesFrom(month.first, month.last).map((date) => ({ date, am: 'free', pm: 'free' }));
  const loading = !calendar.data || calendar.data.from !== month.first;
  const focusedDay = days.find((day) => day.date === focused);

  const activate = (day: AvailabilityDay) => {
    const slot = { date: day.date, part };
    const what = `${formatDay(day.date)}${part === 'full' ? '' : ` (${DAY_PART_LABELS[part].toLowerCase()})`}`;
    const marked = day.detail?.marks.some((existing) => slotsOverlap({ date: day.date, ...existing }, slot));
    const change: MarkDaysChange = marked
      ? { kind: 'available', input: { days: [slot] } }
      : { kind: 'unavailable', input: { days: [slot], note: note || null } };
    setMessage(null);
    mark.mutate(change, {
      onSuccess: () =>
        setMessage({
          text: marked ? `${what} is free again.` : `${what} is marked unavailable.`,
          error: false,
        }),
      onError: (error) => setMessage({ text: error.message, error: true }),
    });
  };

  return (
    <section aria-labelledby={`${id}-month`} className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous month"
          disabled={firstMonth}
          onClick={() => setFocused(shiftMonth(focused, -1))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <h3 id={`${id}-month`} aria-live="polite" className="text-base font-semibold text-zinc-900">
          {month.label}
        </h3>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next month"
          onClick={() => setFocused(shiftMonth(focused, 1))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      {editable ? (
        <div className="flex flex-wrap items-end gap-4">
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-zinc-800">Mark or clear</legend>
            <div className="inline-flex rounded-lg border border-zinc-300 p-0.5">
              {DAY_PARTS.map((value) => (
                <label
                  key={value}
                  className={cn(
                    'cursor-pointer rounded-md px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                    part === value ? 'bg-zinc-900 text-white' : 'text-zinc-700 hover:bg-zinc-100',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-part`}
                    value={value}
                    checked={part === value}
                    onChange={() => setPart(value)}
                    className="sr-only"
                  />
                  {DAY_PART_LABELS[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="min-w-48 flex-1 space-y-1.5">
            <Label htmlFor={`${id}-note`}>Private note (only you see it)</Label>
            <Input
              id={`${id}-note`}
              value={note}
              maxLength={200}
              placeholder="e.g. Family wedding"
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        </div>
      ) : null}
      <div aria-busy={loading || mark.isPending} className={cn(loading && 'opacity-60')}>
        <MonthGrid
          label={month.label}
          days={days}
          focused={focused}
          onFocusDate={setFocused}
          onActivate={editable ? activate : undefined}
          disabled={mark.isPending}
          today={today}
        />
      </div>
      {calendar.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The calendar could not be loaded. {calendar.error.message}
        </p>
      ) : null}
      <p role="status" className={cn('min-h-5 text-sm', message?.error ? 'text-red-700' : 'text-zinc-700')}>
        {message?.text}
      </p>
      <AvailabilityLegend />
      {editable && focusedDay?.detail ? <DayDetail day={focusedDay} /> : null}
    </section>
  );
}

/** What fills the chosen day, for the filmmaker: which booking or hold, their own notes, outside calendars. */
function DayDetail({ day }: { day: AvailabilityDay }) {
  const detail = day.detail!;
  const partText = (value: DayPart) => (value === 'full' ? '' : ` (${DAY_PART_LABELS[value].toLowerCase()})`);
  const lines = [
    ...detail.bookings.map((booking) => `Booked: ${booking.title}${partText(booking.part)}`),
    ...detail.holds.map(
      (hold) => `${hold.status === 'first' ? 'First' : 'Second'} hold: ${hold.title}${partText(hold.part)}`,
    ),
    ...detail.marks.map((mark) => `Unavailable${partText(mark.part)}${mark.note ? `: ${mark.note}` : ''}`),
    // Decision 0092: freed by changing the outside calendar itself, not here.
    ...(detail.outside ?? []).map((slot) => `Busy in ${slot.calendar}${partText(slot.part)}`),
  ];
  return (
    <div className="rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm">
      <h4 className="font-medium text-zinc-900">{formatDay(day.date)}</h4>
      {lines.length === 0 ? (
        <p className="text-zinc-600">Free all day.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-zinc-700">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
