import { CRAFTS } from '@reelhire/shared/crafts';
import { CURRENCIES, fromMinorUnits, toMinorUnits } from '@reelhire/shared/money';
import { AVAILABILITY, AVAILABILITY_LABELS } from '@reelhire/shared/filmmaker-profile-steps';
import { Search, X } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useComposedSearchParams, useDebouncedFilter } from '@/lib/use-debounced-filter';
import { cn } from '@/lib/cn';
import { AvailableOnFilter } from './available-on-filter';
import {
  hasTalentFilters,
  withoutTalentFilters,
  withTalentParams,
  type TalentFilterKey,
} from './talent-search-params';

type Changes = Partial<Record<TalentFilterKey, string>>;

function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/20',
        className,
      )}
      {...props}
    />
  );
}

/** The directory's search box and filters, bound to the address bar's query string. */
export function TalentFilters() {
  const [params, setParams] = useComposedSearchParams();
  const id = useId();
  const currency = params.get('currency') ?? '';

  // Typing replaces the history entry; a choice (select, checkbox) adds one, so Back undoes it.
  const apply = (changes: Changes, replace = false) =>
    setParams((current) => withTalentParams(current, changes), { replace });
  const applyTyped = (changes: Changes) => apply(changes, true);

  const [q, setQ] = useDebouncedFilter(params.get('q') ?? '', (text) => applyTyped({ q: text.trim() }));
  const [city, setCity] = useDebouncedFilter(params.get('city') ?? '', (text) =>
    applyTyped({ city: text.trim() }),
  );
  // Rates are typed in pounds or euros and kept in minor units; a rate needs a currency, GBP unless chosen.
  const rateText = (minor: string | null) =>
    minor && currency ? String(fromMinorUnits(Number(minor), currency)) : '';
  const rateChange = (key: 'min_rate' | 'max_rate') => (text: string) => {
    const amount = Number(text);
    const chosen = currency || 'GBP';
    applyTyped({
      [key]:
        text.trim() && Number.isFinite(amount) && amount >= 0 ? String(toMinorUnits(amount, chosen)) : '',
      currency: chosen,
    });
  };
  const [minRate, setMinRate] = useDebouncedFilter(rateText(params.get('min_rate')), rateChange('min_rate'));
  const [maxRate, setMaxRate] = useDebouncedFilter(rateText(params.get('max_rate')), rateChange('max_rate'));

  return (
    <form
      role="search"
      aria-label="Search filmmakers"
      className="mb-8 space-y-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="relative">
        <Search className="pointer-events-none absolute top-3 left-3 size-4 text-zinc-400" aria-hidden />
        <Input
          type="search"
          aria-label="Search by name, craft, city or words in their profile"
          placeholder="Search by name, craft, city or words in their profile"
          className="pl-9"
          value={q}
          maxLength={100}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-craft`}>Craft</Label>
          <Select
            id={`${id}-craft`}
            value={params.get('craft') ?? ''}
            onChange={(event) => apply({ craft: event.target.value })}
          >
            <option value="">Any craft</option>
            {CRAFTS.map((craft) => (
              <option key={craft.id} value={craft.id}>
                {craft.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-city`}>City</Label>
          <Input
            id={`${id}-city`}
            value={city}
            maxLength={80}
            placeholder="Any city"
            onChange={(event) => setCity(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-availability`}>Availability</Label>
          <Select
            id={`${id}-availability`}
            value={params.get('availability') ?? ''}
            onChange={(event) => apply({ availability: event.target.value })}
          >
            <option value="">Any availability</option>
            {AVAILABILITY.map((value) => (
              <option key={value} value={value}>
                {AVAILABILITY_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-zinc-800">Day rate</legend>
          <div className="flex gap-2">
            <Select
              aria-label="Currency"
              className="w-24 shrink-0"
              value={currency}
              onChange={(event) =>
                // The amounts typed so far meant the old currency; they start over in the new one.
                apply({ currency: event.target.value, min_rate: '', max_rate: '' })
              }
            >
              <option value="">Any</option>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
            <Input
              aria-label="Lowest day rate"
              inputMode="decimal"
              placeholder="Min"
              value={minRate}
              onChange={(event) => setMinRate(event.target.value)}
            />
            <Input
              aria-label="Highest day rate"
              inputMode="decimal"
              placeholder="Max"
              value={maxRate}
              onChange={(event) => setMaxRate(event.target.value)}
            />
          </div>
        </fieldset>
      </div>
      <AvailableOnFilter onChange={(value) => apply({ available_on: value })} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-zinc-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={params.get('verified_only') === 'true'}
            onChange={(event) => apply({ verified_only: event.target.checked ? 'true' : '' })}
          />
          Verified filmmakers only
        </label>
        <label className="flex items-center gap-2 text-sm text-zinc-800">
          Sort by
          <Select
            className="w-40"
            value={params.get('sort') ?? ''}
            onChange={(event) => apply({ sort: event.target.value })}
          >
            <option value="">Best match</option>
            <option value="rating">Highest rated</option>
          </Select>
        </label>
        {hasTalentFilters(params) ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => setParams((current) => withoutTalentFilters(current))}
          >
            <X aria-hidden /> Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
