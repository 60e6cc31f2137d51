import {
  DAY_PART_LABELS,
  DAY_PARTS,
  sortDays,
  utcToday,
  type BookingDay,
  type DayPart,
} from '@reelhire/shared/booking-days';
import { bookingTermsSchema, BOOKING_BRIEF_MAX, type BookingTerms } from '@reelhire/shared/booking-requests';
import { CURRENCIES, fromMinorUnits, toMinorUnits } from '@reelhire/shared/money';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LocationFields } from '@/components/location-fields';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { formatDayDate } from './booking-format';

/** One way to send the terms: "Send booking request" today; "Place a hold" beside it (holds work). */
export interface BookingTermsAction {
  label: string;
  icon?: ReactNode;
  variant?: 'primary' | 'outline';
  pending?: boolean;
  onSubmit: (terms: BookingTerms) => unknown;
}

export interface BookingTermsValues {
  days: BookingDay[];
  title: string;
  brief: string;
  city: string;
  country: string;
  remote: boolean;
  currency: string;
  amount: string;
}

export const emptyTermsValues = (currency: string, country: string | null): BookingTermsValues => ({
  days: [],
  title: '',
  brief: '',
  city: '',
  country: country ?? '',
  remote: false,
  currency,
  amount: '',
});

/** The form's values from terms already sent (a revision starts from the newest round). */
export function termsValues(
  terms: Omit<BookingTerms, 'filmmaker_id' | 'currency'> & { currency: string },
): BookingTermsValues {
  return {
    days: terms.days,
    title: terms.title,
    brief: terms.brief ?? '',
    city: terms.location.city ?? '',
    country: terms.location.country ?? '',
    remote: terms.location.remote,
    currency: terms.currency,
    amount: String(fromMinorUnits(terms.amount_minor, terms.currency)),
  };
}

type Errors = Partial<Record<'days' | 'title' | 'brief' | 'location' | 'amount_minor' | 'currency', string>>;

/** A day-slot picker: add dates, each a full day, a morning or an afternoon. */
function DaySlots({
  days,
  onChange,
  error,
}: {
  days: BookingDay[];
  onChange: (days: BookingDay[]) => void;
  error: string | undefined;
}) {
  const id = useId();
  const [date, setDate] = useState('');
  const [pastDate, setPastDate] = useState(false);
  const today = utcToday();
  const add = () => {
    if (!date || days.some((day) => day.date === date)) return;
    // `min` greys the picker's past days, but a typed date gets past it (decision 0057).
    if (date < today) {
      setPastDate(true);
      return;
    }
    setPastDate(false);
    onChange(sortDays([...days, { date, part: 'full' }]));
    setDate('');
  };
  const shown = pastDate ? 'That day has passed: choose today or a later day' : error;
  return (
    <fieldset className="space-y-2" aria-describedby={shown ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-zinc-800">Days</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-date`}>Add a date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={today}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setPastDate(false);
            }}
            className="w-44"
          />
        </div>
        <Button type="button" variant="outline" onClick={add} disabled={!date}>
          <CalendarPlus aria-hidden /> Add day
        </Button>
      </div>
      {days.length === 0 ? (
        <p className="text-sm text-zinc-500">No days yet: add each shoot day, then choose full or half.</p>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200" aria-label="Chosen days">
          {days.map((day, index) => (
            <li key={day.date} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <span className="min-w-36 flex-1 text-sm font-medium">{formatDayDate(day.date)}</span>
              <NativeSelect
                aria-label={`Part of ${formatDayDate(day.date)}`}
                value={day.part}
                className="w-36"
                onChange={(event) =>
                  onChange(
                    days.map((other, at) =>
                      at === index ? { ...other, part: event.target.value as DayPart } : other,
                    ),
                  )
                }
              >
                {DAY_PARTS.map((part) => (
                  <option key={part} value={part}>
                    {DAY_PART_LABELS[part]}
                  </option>
                ))}
              </NativeSelect>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${formatDayDate(day.date)}`}
                onClick={() => onChange(days.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {shown ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * What a client asks of a filmmaker: days (full or half), title, brief, place and budget. The ways to
 * send it are passed in, so a request and a hold share one form (decision 0034).
 */
export function BookingTermsForm({
  filmmakerId,
  initial,
  actions,
  error: serverError,
}: {
  filmmakerId: string;
  initial: BookingTermsValues;
  actions: BookingTermsAction[];
  error?: string | null;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof BookingTermsValues>(key: K, value: BookingTermsValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submitWith = (action: BookingTermsAction) => (event?: FormEvent) => {
    event?.preventDefault();
    const amount = Number(values.amount);
    const parsed = bookingTermsSchema.safeParse({
      filmmaker_id: filmmakerId,
      days: values.days,
      title: values.title,
      brief: values.brief,
      location: { remote: values.remote, city: values.city, country: values.country || null },
      currency: values.currency,
      amount_minor:
        values.amount.trim() && Number.isFinite(amount) ? toMinorUnits(amount, values.currency) : NaN,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof Errors;
        found[key] ??= key === 'amount_minor' && !values.amount.trim() ? 'Add a budget' : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    action.onSubmit(parsed.data);
  };

  const [primary] = actions;
  return (
    <form noValidate onSubmit={primary ? submitWith(primary) : undefined} className="space-y-5">
      <DaySlots days={values.days} onChange={(days) => set('days', days)} error={errors.days} />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          value={values.title}
          placeholder="Launch film for a coffee roaster"
          aria-invalid={errors.title ? true : undefined}
          onChange={(event) => set('title', event.target.value)}
        />
        {errors.title ? <p className="text-sm text-red-600">{errors.title}</p> : null}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-brief`}>Brief</Label>
        <Textarea
          id={`${id}-brief`}
          rows={4}
          value={values.brief}
          maxLength={BOOKING_BRIEF_MAX}
          placeholder="What you are making, the look you want, who else is on set."
          onChange={(event) => set('brief', event.target.value)}
        />
        {errors.brief ? <p className="text-sm text-red-600">{errors.brief}</p> : null}
      </div>
      <LocationFields
        legend="Location"
        cityProps={{ value: values.city, onChange: (event) => set('city', event.target.value) }}
        countryProps={{ value: values.country, onChange: (event) => set('country', event.target.value) }}
        remoteProps={{ checked: values.remote, onChange: (event) => set('remote', event.target.checked) }}
        cityError={errors.location}
      />
      <div className="grid grid-cols-[1fr_8rem] gap-3 sm:max-w-sm">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-amount`}>Budget</Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={values.amount}
            placeholder="1200"
            aria-invalid={errors.amount_minor ? true : undefined}
            onChange={(event) => set('amount', event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-currency`}>Currency</Label>
          <NativeSelect
            id={`${id}-currency`}
            value={values.currency}
            onChange={(event) => set('currency', event.target.value)}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </NativeSelect>
        </div>
        {errors.amount_minor ? (
          <p className="col-span-2 text-sm text-red-600">{errors.amount_minor}</p>
        ) : null}
      </div>
      {serverError ? (
        <p role="alert" className="text-sm text-red-600">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actions.map((action, index) => (
          <Button
            key={action.label}
            type={index === 0 ? 'submit' : 'button'}
            variant={action.variant ?? (index === 0 ? 'primary' : 'outline')}
            disabled={actions.some((other) => other.pending)}
            onClick={index === 0 ? undefined : submitWith(action)}
          >
            {action.icon}
            {action.pending ? 'Sending…' : action.label}
          </Button>
        ))}
      </div>
    </form>
  );
}
