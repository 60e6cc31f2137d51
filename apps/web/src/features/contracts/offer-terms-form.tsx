import { RATE_TYPE_LABELS, RATE_TYPES } from '@reelhire/shared/jobs';
import { formatMoney, toMinorUnits } from '@reelhire/shared/money';
import {
  counterInputSchema,
  OFFER_MILESTONES_MAX,
  OFFER_REVISIONS_MAX,
  type OfferTerms,
} from '@reelhire/shared/offers';
import { CircleAlert, CircleCheck, Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldError as FormFieldError,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { resolverFor, typedNumber } from '@/lib/form-resolver';
import { emptyMilestone, toInput, type SubmittedTerms, type TermsFormValues } from './offer-terms-values';

function ErrorText({ error, id }: { error: { message?: string } | undefined; id?: string }) {
  return error?.message ? (
    <p id={id} className="text-sm text-red-600">
      {error.message}
    </p>
  ) : null;
}

function Field({
  label,
  htmlFor,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: FormFieldError;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-zinc-500">{hint}</p> : null}
      <ErrorText error={error} />
    </div>
  );
}

/** "Milestones add up to £1,500 of £2,000": checked as people type, before the schema says so. */
function MilestoneSum({
  control,
  currency,
}: {
  control: Control<TermsFormValues, unknown, SubmittedTerms>;
  currency: string;
}) {
  const amount = useWatch({ control, name: 'terms.amount_minor' });
  const milestones = useWatch({ control, name: 'terms.milestones' });
  const total = toMinorUnits(typedNumber(amount), currency);
  const sum = milestones.reduce((all, milestone) => {
    const minor = toMinorUnits(typedNumber(milestone.amount_minor), currency);
    return Number.isFinite(minor) ? all + minor : all;
  }, 0);
  if (!Number.isFinite(total)) return null;
  const ok = sum === total;
  return (
    <p
      role="status"
      className={cn('flex items-center gap-1.5 text-sm', ok ? 'text-emerald-700' : 'text-amber-700')}
    >
      {ok ? <CircleCheck className="size-4" aria-hidden /> : <CircleAlert className="size-4" aria-hidden />}
      Milestones add up to {formatMoney(sum, currency)} of {formatMoney(total, currency)}
      {ok
        ? ''
        : ` (${formatMoney(Math.abs(total - sum), currency)} ${sum < total ? 'to assign' : 'too much'})`}
    </p>
  );
}

export interface OfferTermsFormProps {
  currency: string;
  initial: TermsFormValues['terms'];
  submitLabel: string;
  pending: boolean;
  /** What the server said, already in words for people. */
  error?: string | null;
  messageLabel?: string;
  onSubmit: (terms: OfferTerms, message: string | null) => void;
  onCancel?: () => void;
}

/** The terms of one round: a new offer, a counter or revised terms. Checked by offerTermsSchema. */
export function OfferTermsForm({
  currency,
  initial,
  submitLabel,
  pending,
  error,
  messageLabel = 'Message (optional)',
  onSubmit,
  onCancel,
}: OfferTermsFormProps) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TermsFormValues, unknown, SubmittedTerms>({
    resolver: resolverFor(counterInputSchema, (values: TermsFormValues) => toInput(values, currency)),
    defaultValues: { terms: initial, message: '' },
  });
  const milestones = useFieldArray({ control, name: 'terms.milestones' });
  const rateType = useWatch({ control, name: 'terms.rate_type' });
  const termErrors = errors.terms;
  const sumError = termErrors?.milestones?.root ?? (termErrors?.milestones as FormFieldError | undefined);
  const field = (name: string) => `${id}-${name}`;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit((submitted) => onSubmit(submitted.terms, submitted.message ?? null))}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={`Amount (${currency})`} htmlFor={field('amount')} error={termErrors?.amount_minor}>
          <Input id={field('amount')} inputMode="decimal" {...register('terms.amount_minor')} />
        </Field>
        <Field label="Rate type" htmlFor={field('rate-type')} error={termErrors?.rate_type}>
          <select
            id={field('rate-type')}
            className="h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm shadow-xs focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/20"
            {...register('terms.rate_type')}
          >
            {RATE_TYPES.map((type) => (
              <option key={type} value={type}>
                {RATE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </Field>
        {rateType === 'fixed' ? null : (
          <Field
            label={rateType === 'day' ? 'Number of days' : 'Number of half days'}
            htmlFor={field('units')}
            error={termErrors?.units}
          >
            <Input id={field('units')} inputMode="numeric" {...register('terms.units')} />
          </Field>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Start date" htmlFor={field('start')} error={termErrors?.start_date}>
          <Input id={field('start')} type="date" {...register('terms.start_date')} />
        </Field>
        <Field label="End date" htmlFor={field('end')} error={termErrors?.end_date}>
          <Input id={field('end')} type="date" {...register('terms.end_date')} />
        </Field>
      </div>

      <Field label="Deliverables" htmlFor={field('deliverables')} error={termErrors?.deliverables}>
        <Textarea
          id={field('deliverables')}
          rows={3}
          placeholder="For example: a 60-second edit and three 15-second cut-downs, graded, in 4K"
          {...register('terms.deliverables')}
        />
      </Field>

      <fieldset className="space-y-3 rounded-lg border border-zinc-200 p-4">
        <legend className="px-1 text-sm font-medium text-zinc-900">Milestones</legend>
        <p className="text-xs text-zinc-500">
          Each is paid when its work is accepted; together they make up the amount.
        </p>
        <ol className="space-y-4">
          {milestones.fields.map((row, index) => {
            const rowErrors = termErrors?.milestones?.[index];
            return (
              <li key={row.id} className="space-y-3 rounded-lg bg-zinc-50 p-3">
                <div className="flex items-center justify-between gap-3">
                  <span className="text-sm font-medium text-zinc-700">Milestone {index + 1}</span>
                  {milestones.fields.length > 1 ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => milestones.remove(index)}
                      aria-label={`Remove milestone ${index + 1}`}
                    >
                      <Trash2 aria-hidden /> Remove
                    </Button>
                  ) : null}
                </div>
                <div className="grid gap-3 sm:grid-cols-[1fr_9rem_10rem]">
                  <Field
                    label={`Milestone ${index + 1} title`}
                    htmlFor={field(`m${index}-title`)}
                    error={rowErrors?.title}
                  >
                    <Input id={field(`m${index}-title`)} {...register(`terms.milestones.${index}.title`)} />
                  </Field>
                  <Field
                    label={`Milestone ${index + 1} amount`}
                    htmlFor={field(`m${index}-amount`)}
                    error={rowErrors?.amount_minor}
                  >
                    <Input
                      id={field(`m${index}-amount`)}
                      inputMode="decimal"
                      {...register(`terms.milestones.${index}.amount_minor`)}
                    />
                  </Field>
                  <Field
                    label={`Milestone ${index + 1} due`}
                    htmlFor={field(`m${index}-due`)}
                    error={rowErrors?.due_date}
                  >
                    <Input
                      id={field(`m${index}-due`)}
                      type="date"
                      {...register(`terms.milestones.${index}.due_date`)}
                    />
                  </Field>
                </div>
                <Field
                  label={`Milestone ${index + 1} acceptance criteria (optional)`}
                  htmlFor={field(`m${index}-criteria`)}
                  error={rowErrors?.acceptance_criteria}
                >
                  <Input
                    id={field(`m${index}-criteria`)}
                    placeholder="What has to be delivered for this to be approved"
                    {...register(`terms.milestones.${index}.acceptance_criteria`)}
                  />
                </Field>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <MilestoneSum control={control} currency={currency} />
          {milestones.fields.length < OFFER_MILESTONES_MAX ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => milestones.append(emptyMilestone())}
            >
              <Plus aria-hidden /> Add a milestone
            </Button>
          ) : null}
        </div>
        <ErrorText error={sumError} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Revisions included"
          htmlFor={field('revisions')}
          error={termErrors?.revisions_included}
          hint={`Rounds of changes to the delivered work, 0 to ${OFFER_REVISIONS_MAX}.`}
        >
          <Input id={field('revisions')} inputMode="numeric" {...register('terms.revisions_included')} />
        </Field>
        <Field
          label="Kill fee (%)"
          htmlFor={field('kill-fee')}
          error={termErrors?.kill_fee_percent}
          hint="Share of the amount due if the client cancels after confirmation."
        >
          <Input id={field('kill-fee')} inputMode="numeric" {...register('terms.kill_fee_percent')} />
        </Field>
      </div>

      <Field
        label="Cancellation terms (optional)"
        htmlFor={field('cancellation')}
        error={termErrors?.cancellation_terms}
      >
        <Textarea id={field('cancellation')} rows={2} {...register('terms.cancellation_terms')} />
      </Field>
      <Field label="Usage rights" htmlFor={field('usage')} error={termErrors?.usage_rights}>
        <Textarea
          id={field('usage')}
          rows={2}
          placeholder="For example: online and social worldwide for two years; no broadcast"
          {...register('terms.usage_rights')}
        />
      </Field>
      <Field label={messageLabel} htmlFor={field('message')} error={errors.message}>
        <Textarea id={field('message')} rows={3} {...register('message')} />
      </Field>

      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
