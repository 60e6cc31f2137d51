import { CRAFTS } from '@reelhire/shared/crafts';
import { RATE_TYPE_LABELS, RATE_TYPES } from '@reelhire/shared/jobs';
import { fromMinorUnits, toMinorUnits } from '@reelhire/shared/money';
import { PRODUCTION_TYPES } from '@reelhire/shared/projects';
import { X } from 'lucide-react';
import { useId } from 'react';
import { FilterSelect, SearchField, SearchForm } from '@/components/search-filters';
import { Label } from '@/components/ui/label';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useComposedSearchParams, useDebouncedFilter } from '@/lib/use-debounced-filter';
import { hasJobFilters, withJobParams, withoutJobFilters, type JobFilterKey } from './job-search-params';

/**
 * The search has no currency: rates compare in minor units, and every currency people pay crew in here
 * has two decimals but yen. So amounts typed in main units are converted as two-decimal ones.
 */
const RATE_CURRENCY = 'GBP';

const CRAFT_OPTIONS = CRAFTS.map((craft) => ({ value: craft.id, label: craft.label }));
const PRODUCTION_TYPE_OPTIONS = PRODUCTION_TYPES.map((type) => ({ value: type.id, label: type.label }));
const RATE_TYPE_OPTIONS = RATE_TYPES.map((type) => ({ value: type, label: RATE_TYPE_LABELS[type] }));

type Changes = Partial<Record<JobFilterKey, string>>;

export function JobFilters() {
  const [params, setParams] = useComposedSearchParams();
  const id = useId();
  // Typing replaces the history entry; a choice (select, checkbox, date) adds one, so Back undoes it.
  const apply = (changes: Changes, replace = false) =>
    setParams((current) => withJobParams(current, changes), { replace });
  const applyTyped = (changes: Changes) => apply(changes, true);

  const [q, setQ] = useDebouncedFilter(params.get('q') ?? '', (text) => applyTyped({ q: text.trim() }));
  const [city, setCity] = useDebouncedFilter(params.get('city') ?? '', (text) =>
    applyTyped({ city: text.trim() }),
  );
  const rateText = (minor: string | null) =>
    minor ? String(fromMinorUnits(Number(minor), RATE_CURRENCY)) : '';
  const rateChange = (key: 'rate_min_minor' | 'rate_max_minor') => (text: string) => {
    const amount = Number(text.trim().replaceAll(',', ''));
    applyTyped({
      [key]:
        text.trim() && Number.isFinite(amount) && amount >= 0
          ? String(toMinorUnits(amount, RATE_CURRENCY))
          : '',
    });
  };
  const [minRate, setMinRate] = useDebouncedFilter(
    rateText(params.get('rate_min_minor')),
    rateChange('rate_min_minor'),
  );
  const [maxRate, setMaxRate] = useDebouncedFilter(
    rateText(params.get('rate_max_minor')),
    rateChange('rate_max_minor'),
  );

  return (
    <SearchForm label="Search jobs" className="mb-8 space-y-4">
      <SearchField
        label="Search jobs by title, craft or words in the description"
        placeholder="Search by title, craft or words in the description"
        value={q}
        onChange={setQ}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          id={`${id}-craft`}
          label="Craft"
          any="Any craft"
          options={CRAFT_OPTIONS}
          value={params.get('craft') ?? ''}
          onChange={(craft) => apply({ craft })}
        />
        <FilterSelect
          id={`${id}-type`}
          label="Production type"
          any="Any production"
          options={PRODUCTION_TYPE_OPTIONS}
          value={params.get('production_type') ?? ''}
          onChange={(type) => apply({ production_type: type })}
        />
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-city`}>City</Label>
          <Input
            id={`${id}-city`}
            value={city}
            maxLength={100}
            placeholder="Any city"
            onChange={(event) => setCity(event.target.value)}
          />
        </div>
        <fieldset className="min-w-0 space-y-1.5">
          <legend className="text-sm font-medium text-zinc-800">Dates</legend>
          <div className="flex gap-2">
            <Input
              type="date"
              aria-label="Working from"
              className="min-w-0"
              value={params.get('date_from') ?? ''}
              onChange={(event) => apply({ date_from: event.target.value })}
            />
            <Input
              type="date"
              aria-label="Working until"
              className="min-w-0"
              value={params.get('date_to') ?? ''}
              onChange={(event) => apply({ date_to: event.target.value })}
            />
          </div>
        </fieldset>
        <FilterSelect
          id={`${id}-rate-type`}
          label="Rate type"
          any="Any rate type"
          options={RATE_TYPE_OPTIONS}
          value={params.get('rate_type') ?? ''}
          onChange={(type) => apply({ rate_type: type })}
        />
        <fieldset className="min-w-0 space-y-1.5 lg:col-span-2">
          <legend className="text-sm font-medium text-zinc-800">Rate</legend>
          <div className="flex gap-2">
            <Input
              aria-label="Lowest rate"
              className="min-w-0"
              inputMode="decimal"
              placeholder="Min"
              value={minRate}
              onChange={(event) => setMinRate(event.target.value)}
            />
            <Input
              aria-label="Highest rate"
              className="min-w-0"
              inputMode="decimal"
              placeholder="Max"
              value={maxRate}
              onChange={(event) => setMaxRate(event.target.value)}
            />
          </div>
        </fieldset>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-zinc-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={params.get('remote') === 'true'}
            onChange={(event) => apply({ remote: event.target.checked ? 'true' : '' })}
          />
          Remote jobs only
        </label>
      </div>
      {hasJobFilters(params) ? (
        <div className="flex justify-end">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => setParams((current) => withoutJobFilters(current))}
          >
            <X aria-hidden /> Clear filters
          </Button>
        </div>
      ) : null}
    </SearchForm>
  );
}
