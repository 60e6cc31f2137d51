import { zodResolver } from '@hookform/resolvers/zod';
import type { ClaimDraftLink, DraftFields } from '@reelhire/shared/claims';
import { COUNTRY_CODES, countryName } from '@reelhire/shared/countries';
import { CRAFTS } from '@reelhire/shared/crafts';
import { RATE_TYPES, RATE_TYPE_LABELS } from '@reelhire/shared/jobs';
import { CURRENCIES } from '@reelhire/shared/money';
import { PRODUCTION_TYPES } from '@reelhire/shared/projects';
import { useMemo, type ReactNode } from 'react';
import { get, useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useCreateDraft } from './api/create-draft';
import { SelectField, TextareaField } from './draft-fields';
import { draftFormSchema, emptyDraftForm, type DraftFormValues } from './draft-form-schema';

const errorAt = (errors: FieldErrors<DraftFormValues>, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message;

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 border-t border-zinc-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="sr-only">{title}</legend>
      <div>
        <h3 className="text-sm font-semibold text-zinc-900" aria-hidden>
          {title}
        </h3>
        <p className="text-xs text-zinc-500">{description}</p>
      </div>
      {children}
    </fieldset>
  );
}

/**
 * The admin's draft of a project and one job for a prospective client (test: a draft that never goes
 * out). The job takes the project's dates and place, so the form stays short; the client can change
 * everything after claiming.
 */
export function DraftForm({ test, onCreated }: { test: boolean; onCreated: (link: ClaimDraftLink) => void }) {
  const schema = useMemo(() => draftFormSchema(test), [test]);
  const create = useCreateDraft();
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DraftFormValues, unknown, DraftFields>({
    resolver: zodResolver(schema),
    defaultValues: emptyDraftForm(),
  });
  const at = (path: string) => errorAt(errors, path);

  const onSubmit = handleSubmit(async (input) => {
    try {
      const link = await create.mutateAsync(input);
      reset(emptyDraftForm());
      onCreated(link);
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-6"
      aria-label={test ? 'New test draft' : 'New draft'}
    >
      {test ? null : (
        <Section
          title="Who it is for"
          description="The person at the client you will send the claim link to."
        >
          <TextField
            label="Recipient's email"
            type="email"
            autoComplete="off"
            error={at('recipient_email')}
            hint="Optional, for your records: Reelhire does not email the link, you send it."
            {...register('recipient_email')}
          />
        </Section>
      )}

      <Section title="The project" description="The production the job belongs to.">
        <TextField label="Project title" error={at('project.title')} {...register('project.title')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Production type"
            error={at('project.production_type')}
            {...register('project.production_type')}
          >
            <option value="">Choose a type</option>
            {PRODUCTION_TYPES.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label}
              </option>
            ))}
          </SelectField>
          <div className="grid grid-cols-[1fr_7rem] gap-2">
            <TextField
              label="Total budget"
              inputMode="decimal"
              error={at('project.budget_minor')}
              hint="Optional"
              {...register('project.budget')}
            />
            <SelectField label="Currency" error={at('project.currency')} {...register('project.currency')}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        <TextareaField
          label="About the project"
          rows={3}
          error={at('project.description')}
          {...register('project.description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Shoot starts"
            type="date"
            error={at('project.shoot_dates.0.start') ?? at('project.shoot_dates.0')}
            hint="Optional: leave empty while dates are open"
            {...register('project.shoot_start')}
          />
          <TextField
            label="Shoot ends"
            type="date"
            error={at('project.shoot_dates.0.end')}
            hint="Empty for a one-day shoot"
            {...register('project.shoot_end')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="City" error={at('project.location.city')} {...register('project.city')} />
          <SelectField
            label="Country"
            error={at('project.location.country')}
            {...register('project.country')}
          >
            <option value="">Choose a country</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>
        <label className="flex items-center gap-2 text-sm text-zinc-800">
          <input type="checkbox" className="size-4 rounded border-zinc-300" {...register('project.remote')} />
          The work can be done remotely
        </label>
      </Section>

      <Section title="The job" description="One role to fill; it takes the project's dates and place.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Job title" error={at('job.title')} {...register('job.title')} />
          <SelectField label="Craft" error={at('job.craft')} {...register('job.craft')}>
            <option value="">Choose a craft</option>
            {CRAFTS.map((craft) => (
              <option key={craft.id} value={craft.id}>
                {craft.label}
              </option>
            ))}
          </SelectField>
        </div>
        <TextareaField
          label="What the job involves"
          rows={4}
          error={at('job.description')}
          {...register('job.description')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label="Rate type" error={at('job.rate_type')} {...register('job.rate_type')}>
            {RATE_TYPES.map((type) => (
              <option key={type} value={type}>
                {RATE_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Rate from"
            inputMode="decimal"
            error={at('job.rate_min_minor')}
            {...register('job.rate_min')}
          />
          <TextField
            label="Rate up to"
            inputMode="decimal"
            error={at('job.rate_max_minor')}
            {...register('job.rate_max')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Openings"
            inputMode="numeric"
            error={at('job.openings')}
            {...register('job.openings')}
          />
          <TextField
            label="Apply by"
            type="date"
            error={at('job.application_deadline')}
            hint="Optional"
            {...register('job.application_deadline')}
          />
        </div>
        <TextareaField
          label="Deliverables"
          rows={2}
          error={at('job.deliverables')}
          hint="Optional"
          {...register('job.deliverables')}
        />
        <TextareaField
          label="Kit needed"
          rows={2}
          error={at('job.required_kit')}
          hint="Optional"
          {...register('job.required_kit')}
        />
      </Section>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Creating…' : test ? 'Create test draft' : 'Create draft and link'}
        </Button>
      </div>
    </form>
  );
}
