import { formatMoney, fromMinorUnits, toMinorUnits } from '@reelhire/shared/money';
import { PAYOUT_MINIMUM_MINOR } from '@reelhire/shared/money-policy';
import {
  LAST_SCHEDULE_DAY_OF_MONTH,
  PAYOUT_FREQUENCIES,
  PAYOUT_FREQUENCY_LABELS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type PayoutFrequency,
  type PayoutSchedule,
  type Weekday,
} from '@reelhire/shared/payout-schedules';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePayoutSchedule } from './api/get-payout-schedule';
import { useSetPayoutSchedule } from './api/set-payout-schedule';

// Runs are at midnight UTC (decision 0049), so the day is read in UTC: a reader west of Greenwich would
// otherwise see the evening before.
const runDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** 'Monday 30 November', with the year only when it is not this year's. */
export function formatRunDay(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const day = runDay.format(at);
  return at.getUTCFullYear() === now.getUTCFullYear() ? day : `${day} ${at.getUTCFullYear()}`;
}

const ordinal = (day: number) => {
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${day}${suffix}`;
};
const DAYS_OF_MONTH = Array.from({ length: LAST_SCHEDULE_DAY_OF_MONTH }, (_, i) => i + 1);

/**
 * The filmmaker's payout schedule beside their payout request: off, weekly on a weekday or monthly on a
 * day, with an optional minimum; shows the next automatic payout the server worked out. One schedule for
 * every currency, so it is shown once; `currency` is only how the minimum is typed and shown.
 */
export function PayoutScheduleCard({ currency, className }: { currency: string; className?: string }) {
  const schedule = usePayoutSchedule();
  const [saved, setSaved] = useState(false);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Payout schedule</CardTitle>
      </CardHeader>
      <CardContent>
        {schedule.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : schedule.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Your payout schedule could not be loaded. Try again in a moment.
          </p>
        ) : (
          // Keyed by when it was saved, so the form starts again from what the server stored; the "saved"
          // note lives here, so that fresh start does not wipe it.
          <ScheduleForm
            key={schedule.data.updated_at ?? 'never'}
            schedule={schedule.data}
            currency={currency}
            saved={saved}
            onSaved={setSaved}
          />
        )}
      </CardContent>
    </Card>
  );
}

function ScheduleForm({
  schedule,
  currency,
  saved,
  onSaved,
}: {
  schedule: PayoutSchedule;
  currency: string;
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  const id = useId();
  const save = useSetPayoutSchedule();
  const [frequency, setFrequency] = useState<PayoutFrequency>(schedule.frequency);
  const [weekday, setWeekday] = useState<Weekday>(schedule.weekday ?? 'monday');
  const [day, setDay] = useState(schedule.day_of_month ?? 1);
  const [minimum, setMinimum] = useState(() =>
    schedule.minimum_minor === null ? '' : String(fromMinorUnits(schedule.minimum_minor, currency)),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const platformMinimum = formatMoney(PAYOUT_MINIMUM_MINOR, currency);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSaved(false);
    let minimumMinor: number | null = null;
    if (frequency !== 'off' && minimum.trim()) {
      const value = Number(minimum);
      if (!Number.isFinite(value) || value <= 0)
        return setProblem('Enter the minimum as an amount, or leave it empty');
      minimumMinor = toMinorUnits(value, currency);
      if (minimumMinor < PAYOUT_MINIMUM_MINOR)
        return setProblem(`The minimum cannot be below ${platformMinimum}`);
    }
    setProblem(null);
    save.mutate(
      {
        frequency,
        weekday: frequency === 'weekly' ? weekday : null,
        day_of_month: frequency === 'monthly' ? day : null,
        minimum_minor: minimumMinor,
      },
      {
        onSuccess: () => onSaved(true),
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : 'The schedule could not be saved'),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-zinc-600">
        Have your whole available balance paid out automatically, in each currency you earn in.
      </p>
      <fieldset className="space-y-1.5">
        <legend className="mb-1.5 text-sm font-medium text-zinc-900">How often</legend>
        <div className="grid grid-cols-3 gap-2">
          {PAYOUT_FREQUENCIES.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm',
                frequency === value
                  ? 'border-brand-600 bg-brand-50 text-zinc-900'
                  : 'border-zinc-200 text-zinc-700',
              )}
            >
              <input
                type="radio"
                name={`${id}-frequency`}
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
                className="size-4 accent-brand-600"
              />
              {PAYOUT_FREQUENCY_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>

      {frequency === 'weekly' ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-weekday`}>Day of the week</Label>
          <NativeSelect
            id={`${id}-weekday`}
            value={weekday}
            onChange={(event) => setWeekday(event.target.value as Weekday)}
          >
            {WEEKDAYS.map((value) => (
              <option key={value} value={value}>
                {WEEKDAY_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      {frequency === 'monthly' ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-day`}>Day of the month</Label>
          <NativeSelect id={`${id}-day`} value={day} onChange={(event) => setDay(Number(event.target.value))}>
            {DAYS_OF_MONTH.map((value) => (
              <option key={value} value={value}>
                {ordinal(value)}
              </option>
            ))}
          </NativeSelect>
          <p className="text-xs text-zinc-600">Up to the 28th, so it falls in every month.</p>
        </div>
      ) : null}
      {frequency !== 'off' ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-minimum`}>Minimum payout ({currency}, optional)</Label>
          <Input
            id={`${id}-minimum`}
            inputMode="decimal"
            value={minimum}
            placeholder={String(fromMinorUnits(PAYOUT_MINIMUM_MINOR, currency))}
            onChange={(event) => setMinimum(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-minimum-hint`}
            className="max-w-40"
          />
          <p id={`${id}-minimum-hint`} className="text-xs text-zinc-600">
            A smaller balance waits for the next run. At least {platformMinimum}.
          </p>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save schedule'}
        </Button>
        {saved ? (
          <p role="status" className="text-sm text-emerald-700">
            Schedule saved.
          </p>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      <NextRun schedule={schedule} currency={currency} />
    </form>
  );
}

/** What the saved schedule will do next, as the server worked it out. */
function NextRun({ schedule, currency }: { schedule: PayoutSchedule; currency: string }) {
  if (!schedule.next_run_at) {
    return (
      <p className="rounded-lg bg-zinc-50 p-3 text-sm text-zinc-700">
        Automatic payouts are off. Request a payout whenever you like.
      </p>
    );
  }
  return (
    <div className="rounded-lg bg-brand-50 p-3 text-sm text-zinc-800">
      <p className="font-medium text-zinc-900">Next automatic payout: {formatRunDay(schedule.next_run_at)}</p>
      <p className="mt-0.5 text-xs text-zinc-600">
        At midnight UTC, for each balance of at least{' '}
        {formatMoney(schedule.effective_minimum_minor, currency)}.
      </p>
    </div>
  );
}
