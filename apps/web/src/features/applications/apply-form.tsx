import {
  APPLICATION_AVAILABILITY,
  APPLICATION_AVAILABILITY_LABELS,
  APPLICATION_PORTFOLIO_ITEMS_MAX,
  applicationInputSchema,
  COVER_MESSAGE_MAX,
  type Application,
  type ApplicationInput,
} from '@reelhire/shared/applications';
import type { Job } from '@reelhire/shared/jobs';
import { RATE_TYPE_LABELS, RATE_UNIT_LABELS } from '@reelhire/shared/jobs';
import { fromMinorUnits, toMinorUnits } from '@reelhire/shared/money';
import type { FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { Check, ImageOff, LoaderCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { resolverFor, typedNumber } from '@/lib/form-resolver';

/** What the form holds: the schema's fields, the rate as typed in main units (pounds, not pence). */
interface ApplyFormValues {
  cover_message: string;
  proposed_rate_minor: string;
  availability: string;
  availability_note: string;
  portfolio_image_ids: string[];
}

/** What the form needs of the job: the currency and kind of rate the application is priced in. */
type RateTerms = Pick<Job, 'currency' | 'rate_type'>;

/** The profile's rate for the job's kind of rate, in the job's currency, or nothing to prefill. */
export function prefilledRate(job: RateTerms, profile: FilmmakerProfile | undefined): string {
  if (!profile || profile.currency !== job.currency) return '';
  const minor =
    job.rate_type === 'day'
      ? profile.day_rate_minor
      : job.rate_type === 'half_day'
        ? profile.half_day_rate_minor
        : null;
  return minor === null ? '' : String(fromMinorUnits(minor, job.currency));
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

function Field({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('space-y-1.5', className)}>{children}</div>;
}

export function ApplyForm({
  job,
  profile,
  sending,
  onSubmit,
  initial,
  onCancel,
}: {
  job: RateTerms;
  profile: FilmmakerProfile | undefined;
  sending: boolean;
  onSubmit: (input: ApplicationInput) => void;
  /** An application being edited (decision 0057): its terms fill the form, which then saves them. */
  initial?: Application;
  onCancel?: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<ApplyFormValues, unknown, ApplicationInput>({
    resolver: resolverFor(applicationInputSchema, (values: ApplyFormValues) => ({
      cover_message: values.cover_message,
      proposed_rate_minor: toMinorUnits(typedNumber(values.proposed_rate_minor), job.currency),
      availability: values.availability || undefined,
      availability_note: values.availability_note.trim() || null,
      portfolio_image_ids: values.portfolio_image_ids,
    })),
    defaultValues: initial
      ? {
          cover_message: initial.cover_message,
          proposed_rate_minor: String(fromMinorUnits(initial.proposed_rate_minor, job.currency)),
          availability: initial.availability,
          availability_note: initial.availability_note ?? '',
          // An image since taken out of the portfolio can be neither shown nor sent again.
          portfolio_image_ids: initial.portfolio_items
            .map((item) => item.id)
            .filter(
              (fileId) => !profile || profile.portfolio_images.some((image) => image.file_id === fileId),
            ),
        }
      : {
          cover_message: '',
          proposed_rate_minor: prefilledRate(job, profile),
          availability: '',
          availability_note: '',
          portfolio_image_ids: [],
        },
  });
  const chosen = useWatch({ control, name: 'portfolio_image_ids' });
  const message = useWatch({ control, name: 'cover_message' });
  const images = (profile?.portfolio_images ?? []).filter((image) => image.url);
  const unit = RATE_UNIT_LABELS[job.rate_type];

  function toggle(fileId: string) {
    const next = chosen.includes(fileId)
      ? chosen.filter((idChosen) => idChosen !== fileId)
      : [...chosen, fileId];
    setValue('portfolio_image_ids', next, { shouldValidate: true });
  }

  const ids = {
    message: `${id}-message`,
    rate: `${id}-rate`,
    availability: `${id}-availability`,
    note: `${id}-note`,
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6">
      <Field>
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor={ids.message}>Message to the client</Label>
          <span className="text-xs tabular-nums text-zinc-500">
            {message.trim().length}/{COVER_MESSAGE_MAX}
          </span>
        </div>
        <Textarea
          id={ids.message}
          rows={7}
          placeholder="Why you suit this job: similar work, your kit, how you would approach it."
          aria-invalid={errors.cover_message ? true : undefined}
          aria-describedby={errors.cover_message ? `${ids.message}-error` : undefined}
          {...register('cover_message')}
        />
        <FieldError id={`${ids.message}-error`} message={errors.cover_message?.message} />
      </Field>

      <Field className="max-w-xs">
        <Label htmlFor={ids.rate}>
          Your rate ({job.currency}
          {unit ? ` ${unit}` : ''})
        </Label>
        <Input
          id={ids.rate}
          inputMode="decimal"
          aria-invalid={errors.proposed_rate_minor ? true : undefined}
          aria-describedby={`${ids.rate}-hint${errors.proposed_rate_minor ? ` ${ids.rate}-error` : ''}`}
          {...register('proposed_rate_minor')}
        />
        <p id={`${ids.rate}-hint`} className="text-xs text-zinc-500">
          {RATE_TYPE_LABELS[job.rate_type]}, in {job.currency}. Taken from your profile where it has one;
          change it for this job if you like.
        </p>
        <FieldError id={`${ids.rate}-error`} message={errors.proposed_rate_minor?.message} />
      </Field>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-zinc-900">Are you free on the job&rsquo;s dates?</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {APPLICATION_AVAILABILITY.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-zinc-200 px-3 py-2.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input type="radio" value={choice} className="accent-brand-600" {...register('availability')} />
              {APPLICATION_AVAILABILITY_LABELS[choice]}
            </label>
          ))}
        </div>
        <FieldError id={`${ids.availability}-error`} message={errors.availability?.message} />
      </fieldset>

      <Field>
        <Label htmlFor={ids.note}>Note on your availability (optional)</Label>
        <Input
          id={ids.note}
          placeholder="For example: free on the 14th and 15th, not the 16th"
          aria-invalid={errors.availability_note ? true : undefined}
          {...register('availability_note')}
        />
        <FieldError id={`${ids.note}-error`} message={errors.availability_note?.message} />
      </Field>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-zinc-900">
          Portfolio images to show ({chosen.length} of up to {APPLICATION_PORTFOLIO_ITEMS_MAX})
        </legend>
        {images.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-zinc-600">
            <ImageOff className="size-4 text-zinc-400" aria-hidden />
            Your profile has no portfolio images yet; the client will see your public profile.
          </p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {images.map((image, index) => {
              const selected = chosen.includes(image.file_id);
              return (
                <li key={image.file_id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    aria-label={`Portfolio image ${index + 1}`}
                    onClick={() => toggle(image.file_id)}
                    className={cn(
                      'relative block aspect-square w-full overflow-hidden rounded-lg ring-2 ring-transparent focus-visible:outline-none focus-visible:ring-brand-600',
                      selected && 'ring-brand-600',
                    )}
                  >
                    <img src={image.url ?? undefined} alt="" className="size-full object-cover" />
                    {selected ? (
                      <span className="absolute right-1 top-1 flex size-5 items-center justify-center rounded-full bg-brand-600 text-white">
                        <Check className="size-3.5" aria-hidden />
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <FieldError id={`${id}-images-error`} message={errors.portfolio_image_ids?.message} />
      </fieldset>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
          {sending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {initial ? (sending ? 'Saving…' : 'Save changes') : sending ? 'Sending…' : 'Send application'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" size="lg" className="w-full sm:w-auto" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
