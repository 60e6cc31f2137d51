import { COUNTRY_CODES, countryName } from '@reelhire/shared/countries';
import { useId, useMemo, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** City, country and "remote" for where work happens; the form registers each input. */
export function LocationFields({
  legend,
  remoteProps,
  cityProps,
  countryProps,
  cityError,
  countryError,
}: {
  legend: string;
  remoteProps: ComponentProps<'input'>;
  cityProps: ComponentProps<'input'>;
  countryProps: ComponentProps<'select'>;
  cityError?: string;
  countryError?: string;
}) {
  const id = useId();
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [],
  );
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-zinc-800">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-city`}>City</Label>
          <Input
            id={`${id}-city`}
            autoComplete="address-level2"
            aria-invalid={cityError ? true : undefined}
            aria-describedby={cityError ? `${id}-city-error` : undefined}
            {...cityProps}
          />
          {cityError ? (
            <p id={`${id}-city-error`} className="text-sm text-red-600">
              {cityError}
            </p>
          ) : null}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-country`}>Country</Label>
          <NativeSelect
            id={`${id}-country`}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? `${id}-country-error` : undefined}
            {...countryProps}
          >
            <option value="">Choose a country</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </NativeSelect>
          {countryError ? (
            <p id={`${id}-country-error`} className="text-sm text-red-600">
              {countryError}
            </p>
          ) : null}
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm text-zinc-800">
        <input type="checkbox" className="size-4 accent-brand-600" {...remoteProps} />
        Can be done remotely
      </label>
    </fieldset>
  );
}
