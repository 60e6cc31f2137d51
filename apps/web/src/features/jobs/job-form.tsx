import { CRAFTS } from '@reelhire/shared/crafts';
import { SHOOT_DATE_RANGES_MAX } from '@reelhire/shared/hiring-fields';
import { JOB_DESCRIPTION_MAX, JOB_OPENINGS_MAX, RATE_TYPE_LABELS, RATE_TYPES } from '@reelhire/shared/jobs';
import type { JobFields } from '@reelhire/shared/jobs';
import { LoaderCircle } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { DateRangesField } from '@/components/date-ranges-field';
import { TextField } from '@/components/form-field';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { LocationFields } from '@/components/location-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { jobFormResolver, type JobFormValues } from './job-form-values';

function Message({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-500">
          {hint}
        </p>
      ) : null}
      <Message id={`${id}-error`} message={error} />
    </div>
  );
}

/** aria props of a field with an optional hint and error under it. */
const described = (id: string, error: string | undefined, hint = false) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby':
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
});

/**
 * The one form for adding and editing a job. It validates with the shared jobInputSchema and hands
 * `onSave` the API's input (rates in minor units of the project's currency) and whether to publish.
 */
export function JobForm({
  defaultValues,
  currency,
  canPublish,
  saveLabel,
  onSave,
  onCancel,
}: {
  defaultValues: JobFormValues;
  currency: string;
  /** The machine lets the client publish the job from its state (a new job is a draft). */
  canPublish: boolean;
  saveLabel: string;
  onSave: (input: JobFields, publish: boolean) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const resolver = useMemo(() => jobFormResolver(currency), [currency]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<JobFormValues, unknown, JobFields>({ resolver, defaultValues });
  const dates = useFieldArray({ control, name: 'dates' });
  const [publishing, setPublishing] = useState(false);
  const submit = (publish: boolean) =>
    handleSubmit((input) => {
      setPublishing(publish);
      return onSave(input, publish);
    });
  const ids = {
    craft: `${id}-craft`,
    description: `${id}-description`,
    deliverables: `${id}-deliverables`,
    rateType: `${id}-rate-type`,
    rateMin: `${id}-rate-min`,
    rateMax: `${id}-rate-max`,
    kit: `${id}-kit`,
    openings: `${id}-openings`,
    deadline: `${id}-deadline`,
  };

  return (
    <form onSubmit={submit(false)} noValidate className="space-y-6">
      <Card>
        <CardContent className="space-y-5">
          <TextField
            label="Job title"
            placeholder="e.g. Director of photography for a 3-day commercial"
            error={errors.title?.message}
            {...register('title')}
          />
          <Field id={ids.craft} label="Craft" error={errors.craft?.message}>
            <NativeSelect {...described(ids.craft, errors.craft?.message)} {...register('craft')}>
              <option value="">Choose a craft</option>
              {CRAFTS.map((craft) => (
                <option key={craft.id} value={craft.id}>
                  {craft.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id={ids.description}
            label="Description"
            error={errors.description?.message}
            hint="The work, the style, who they work with on set."
          >
            <Textarea
              maxLength={JOB_DESCRIPTION_MAX}
              {...described(ids.description, errors.description?.message, true)}
              {...register('description')}
            />
          </Field>
          <Field
            id={ids.deliverables}
            label="Deliverables (optional)"
            error={errors.deliverables?.message}
            hint="What they hand over: rushes, a graded edit, stills."
          >
            <Textarea
              className="min-h-20"
              {...described(ids.deliverables, errors.deliverables?.message, true)}
              {...register('deliverables')}
            />
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id={ids.rateType} label="Rate type" error={errors.rate_type?.message}>
              <NativeSelect
                {...described(ids.rateType, errors.rate_type?.message)}
                {...register('rate_type')}
              >
                {RATE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {RATE_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={ids.rateMin} label={`Lowest rate (${currency})`} error={errors.rate_min?.message}>
              <Input
                inputMode="decimal"
                placeholder="e.g. 550"
                {...described(ids.rateMin, errors.rate_min?.message)}
                {...register('rate_min')}
              />
            </Field>
            <Field id={ids.rateMax} label={`Highest rate (${currency})`} error={errors.rate_max?.message}>
              <Input
                inputMode="decimal"
                placeholder="e.g. 700"
                {...described(ids.rateMax, errors.rate_max?.message)}
                {...register('rate_max')}
              />
            </Field>
          </div>
          <DateRangesField
            legend="Dates"
            hint="The days you need them; a single day starts and ends on the same date."
            rows={dates.fields}
            startProps={(index) => register(`dates.${index}.start`)}
            endProps={(index) => register(`dates.${index}.end`)}
            errorOf={(index) => errors.dates?.[index]?.start?.message ?? errors.dates?.[index]?.end?.message}
            listError={errors.dates?.message}
            onAdd={() => dates.append({ start: '', end: '' })}
            onRemove={dates.remove}
            max={SHOOT_DATE_RANGES_MAX}
          />
          <LocationFields
            legend="Location"
            remoteProps={register('location.remote')}
            cityProps={register('location.city')}
            countryProps={register('location.country')}
            cityError={errors.location?.city?.message}
            countryError={errors.location?.country?.message}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-5">
          <Field
            id={ids.kit}
            label="Required kit (optional)"
            error={errors.required_kit?.message}
            hint="Camera, lenses, lights or a vehicle they should bring."
          >
            <Textarea
              className="min-h-20"
              {...described(ids.kit, errors.required_kit?.message, true)}
              {...register('required_kit')}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={ids.openings} label="Openings" error={errors.openings?.message}>
              <Input
                type="number"
                min={1}
                max={JOB_OPENINGS_MAX}
                {...described(ids.openings, errors.openings?.message)}
                {...register('openings')}
              />
            </Field>
            <Field
              id={ids.deadline}
              label="Application deadline (optional)"
              error={errors.application_deadline?.message}
            >
              <Input
                type="date"
                {...described(ids.deadline, errors.application_deadline?.message)}
                {...register('application_deadline')}
              />
            </Field>
          </div>
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={canPublish ? 'outline' : 'primary'} disabled={isSubmitting}>
          {isSubmitting && !publishing ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {saveLabel}
        </Button>
        {canPublish ? (
          <Button type="button" disabled={isSubmitting} onClick={() => void submit(true)()}>
            {isSubmitting && publishing ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            Save and publish
          </Button>
        ) : null}
      </div>
      <UnsavedChangesGuard
        // While saving, the page moves on to what was saved: that is not leaving without saving.
        when={isDirty && !isSubmitting}
        description="Your changes to this job are not saved yet. If you leave now, they are lost."
      />
    </form>
  );
}
