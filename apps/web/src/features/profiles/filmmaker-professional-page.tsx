import { CRAFTS } from '@reelhire/shared/crafts';
import { CURRENCIES, formatMoney } from '@reelhire/shared/money';
import { PROFILE_CACHE_KEYS } from '@reelhire/shared/profile-cache';
import {
  AVAILABILITY,
  AVAILABILITY_LABELS,
  filmmakerProfessionalSchema,
  SECONDARY_CRAFTS_MAX,
} from '@reelhire/shared/filmmaker-profile-steps';
import { type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/form-field';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useSaveFilmmakerProfessional } from './api/save-filmmaker-professional';
import { describedBy, FieldMessage, SelectField, TextareaField } from './fields';
import {
  EMPTY_PROFESSIONAL,
  fieldErrors,
  parseAmount,
  professionalFormFrom,
  professionalInput,
  splitCrafts,
  withoutError,
  type FieldErrors,
  type ProfessionalForm,
} from './form-values';
import { parseTextFields, useDraftState } from './profile-drafts';
import { focusFirstError, useFocusFieldFromHash } from './setup-frame';
import { FILMMAKER_SETUP, SetupStepPage } from './setup-step-page';
import { differs, draftsOwner, useStepFormHost, type StepFormHost } from './step-form-host';

const KEYS = PROFILE_CACHE_KEYS.filmmaker;

/** What a client will read for a rate as typed, or nothing while it is not an amount. */
function rateHint(value: string, currency: string, per: string) {
  const minor = parseAmount(value, currency);
  return minor ? `Clients see ${formatMoney(minor, currency)} ${per}` : `In ${currency}, ${per}`;
}

function OtherCrafts({
  primary,
  chosen,
  onChange,
  error,
}: {
  primary: string;
  chosen: string[];
  onChange: (crafts: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const full = chosen.length >= SECONDARY_CRAFTS_MAX;
  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-zinc-800">
        Other crafts
      </p>
      <p id={`${id}-hint`} className="text-xs text-zinc-500">
        Up to {SECONDARY_CRAFTS_MAX} more roles you take on ({chosen.length} chosen).
      </p>
      <div
        id="field-secondary_crafts"
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
        tabIndex={-1}
        className="grid grid-cols-2 gap-2 pt-1 sm:grid-cols-3"
      >
        {CRAFTS.filter((craft) => craft.id !== primary).map((craft) => {
          const checked = chosen.includes(craft.id);
          const disabled = !checked && full;
          return (
            <label
              key={craft.id}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-2.5 py-2 text-sm leading-snug transition-colors sm:px-3',
                checked
                  ? 'border-brand-600 bg-brand-50 text-brand-700'
                  : 'border-zinc-200 bg-white text-zinc-700 hover:border-zinc-300',
                disabled && 'cursor-not-allowed opacity-50',
              )}
            >
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-brand-600"
                checked={checked}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...chosen, craft.id] : chosen.filter((item) => item !== craft.id),
                  )
                }
              />
              <span className="min-w-0">{craft.label}</span>
            </label>
          );
        })}
      </div>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/** Crafts, experience, rates, kit, languages, travel and availability: setup step 2, or "Craft and rates". */
export function FilmmakerProfessionalForm({
  profile,
  host,
}: {
  profile: FilmmakerProfile;
  host: StepFormHost;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveFilmmakerProfessional();
  const [form, setForm] = useDraftState(
    KEYS.professional,
    draftsOwner(host),
    () => professionalFormFrom(profile),
    (stored) => parseTextFields(stored, EMPTY_PROFESSIONAL),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const around = useStepFormHost(host, {
    profile,
    dirty: differs(professionalInput(form).input, professionalInput(professionalFormFrom(profile)).input),
    reset: (saved) => {
      setForm(professionalFormFrom(saved));
      setErrors({});
    },
  });
  useFocusFieldFromHash();

  // Errors are keyed by the schema's field names; the rate inputs hold main units under other names.
  const errorKey: Partial<Record<keyof ProfessionalForm, string>> = {
    day_rate: 'day_rate_minor',
    half_day_rate: 'half_day_rate_minor',
  };
  const update = (changes: Partial<ProfessionalForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setErrors((current) =>
      Object.keys(changes).reduce(
        (remaining, field) => withoutError(remaining, errorKey[field as keyof ProfessionalForm] ?? field),
        current,
      ),
    );
  };
  const bind = (field: keyof ProfessionalForm) => ({
    id: `field-${errorKey[field] ?? field}`,
    value: form[field],
    error: errors[errorKey[field] ?? field],
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
  });
  const secondary = splitCrafts(form.secondary_crafts);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { input, errors: amountErrors } = professionalInput(form);
    const parsed = filmmakerProfessionalSchema.safeParse(input);
    const found = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...amountErrors };
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError(formRef.current);
      return;
    }
    setErrors({});
    let saved: FilmmakerProfile;
    try {
      saved = await save.mutateAsync(parsed.data);
    } catch (error) {
      setErrors(around.failed(error, 'Your craft and rates could not be saved'));
      focusFirstError(formRef.current);
      return;
    }
    await around.saved(saved);
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <Card>
        <CardContent className="space-y-5">
          <SelectField
            label="Main craft"
            hint="The role clients search you by; it is shown first on your page."
            {...bind('primary_craft')}
            onChange={(event) =>
              update({
                primary_craft: event.target.value,
                secondary_crafts: secondary.filter((craft) => craft !== event.target.value).join(','),
              })
            }
          >
            <option value="">Choose your main craft</option>
            {CRAFTS.map((craft) => (
              <option key={craft.id} value={craft.id}>
                {craft.label}
              </option>
            ))}
          </SelectField>
          <OtherCrafts
            primary={form.primary_craft}
            chosen={secondary}
            onChange={(crafts) => update({ secondary_crafts: crafts.join(',') })}
            error={errors.secondary_crafts}
          />
          <TextField
            label="Years of experience"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className="sm:max-w-48"
            {...bind('years_experience')}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-[1fr_1fr_9rem]">
            <TextField
              label="Day rate"
              inputMode="decimal"
              placeholder="650"
              hint={rateHint(form.day_rate, form.currency, 'a day')}
              {...bind('day_rate')}
            />
            <TextField
              label="Half-day rate"
              inputMode="decimal"
              placeholder="400"
              hint={rateHint(form.half_day_rate, form.currency, 'a half day')}
              {...bind('half_day_rate')}
            />
            <SelectField label="Currency" {...bind('currency')}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </SelectField>
          </div>
          <TextareaField
            label="Kit"
            rows={5}
            placeholder={'Sony FX6 kit\nCanon CN-E primes\nAputure 600d lighting package'}
            hint="The equipment you bring, one item per line."
            {...bind('equipment')}
          />
          <TextField
            label="Languages"
            placeholder="English, French"
            hint="The languages you work in, separated by commas."
            {...bind('languages')}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-5">
          <TextField
            label="Travel radius (km)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            hint="How far from your city you will travel for a job."
            className="sm:max-w-sm"
            {...bind('travel_radius_km')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField label="Availability" {...bind('availability')}>
              {AVAILABILITY.map((value) => (
                <option key={value} value={value}>
                  {AVAILABILITY_LABELS[value]}
                </option>
              ))}
            </SelectField>
            {form.availability !== 'available' ? (
              <TextField
                label="Available from"
                type="date"
                hint="When you can next take work, if you know."
                {...bind('available_from')}
              />
            ) : null}
          </div>
        </CardContent>
      </Card>

      {around.actions(save.isPending)}
    </form>
  );
}

/** Setup step 2: crafts, experience, rates, kit, languages, travel and availability. */
export function FilmmakerProfessionalPage() {
  return (
    <SetupStepPage
      setup={FILMMAKER_SETUP}
      current={1}
      description="What you do and what you charge: clients filter the directory by craft, rate and availability."
      form={FilmmakerProfessionalForm}
      back="/filmmaker/profile-setup/basic"
      next="/filmmaker/profile-setup/portfolio"
    />
  );
}
