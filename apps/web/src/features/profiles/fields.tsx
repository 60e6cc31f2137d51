import { COUNTRY_CODES, countryName } from '@reelhire/shared/countries';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

// Labelled fields beside components/form-field's TextField, wired the same way: the label names the
// control, the hint and the validation message describe it.

export const describedBy = (...ids: unknown[]) =>
  ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ') || undefined;

export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-zinc-500">
      {children}
    </p>
  );
}

interface LabelledProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something beside the label, such as a character count. */
  labelAside?: ReactNode;
}

export function TextareaField({
  label,
  error,
  hint,
  labelAside,
  id,
  className,
  ...props
}: LabelledProps & ComponentProps<'textarea'>) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={fieldId}>{label}</Label>
        {labelAside}
      </div>
      <Textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${fieldId}-hint`, error && `${fieldId}-error`)}
        {...props}
      />
      {hint ? <FieldHint id={`${fieldId}-hint`}>{hint}</FieldHint> : null}
      <FieldMessage id={`${fieldId}-error`} message={error} />
    </div>
  );
}

export const selectClassName =
  'flex h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/20 disabled:opacity-50 aria-invalid:border-red-500';

export function SelectField({
  label,
  error,
  hint,
  labelAside,
  id,
  className,
  children,
  ...props
}: LabelledProps & ComponentProps<'select'>) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={fieldId}>{label}</Label>
        {labelAside}
      </div>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${fieldId}-hint`, error && `${fieldId}-error`)}
        className={selectClassName}
        {...props}
      >
        {children}
      </select>
      {hint ? <FieldHint id={`${fieldId}-hint`}>{hint}</FieldHint> : null}
      <FieldMessage id={`${fieldId}-error`} message={error} />
    </div>
  );
}

/** "123 / 2000" beside a long text's label, red past the limit. */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const over = value.length > max;
  return (
    <span className={cn('text-xs tabular-nums', over ? 'text-red-600' : 'text-zinc-500')} aria-hidden>
      {value.length.toLocaleString('en-GB')} / {max.toLocaleString('en-GB')}
    </span>
  );
}

let countryOptions: { code: string; name: string }[] | null = null;

/** Every country by its English name, in alphabetical order. */
export function countriesByName() {
  countryOptions ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en-GB'),
  );
  return countryOptions;
}

export function CountryOptions() {
  return (
    <>
      <option value="">Choose a country</option>
      {countriesByName().map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}
