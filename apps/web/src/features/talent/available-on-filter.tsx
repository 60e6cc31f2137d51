import { TALENT_AVAILABLE_ON_MAX } from '@reelhire/shared/talent';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatDay } from '@/lib/format-dates';
import { availableOnDates } from './talent-search-params';

/**
 * "Available on these dates": full days a filmmaker must be free on (nothing booked, held or marked
 * unavailable; decision 0036). Dates are added one at a time and listed as removable chips; the list lives
 * in the address bar as `available_on`, as the API takes it.
 */
export function AvailableOnFilter({ onChange }: { onChange: (value: string) => void }) {
  const [params] = useSearchParams();
  const id = useId();
  const dates = availableOnDates(params);
  const [draft, setDraft] = useState('');
  const full = dates.length >= TALENT_AVAILABLE_ON_MAX;
  const write = (next: string[]) => onChange([...new Set(next)].sort().join(','));
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft) || full) return;
    write([...dates, draft]);
    setDraft('');
  };

  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-zinc-800">Available on these dates</legend>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={`${id}-date`}
          type="date"
          aria-label="A date they must be free on"
          className="w-44"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft || full}>
          Add date
        </Button>
        {dates.length === 0 ? (
          <span className="text-sm text-zinc-500">Any dates</span>
        ) : (
          <ul aria-label="Dates they must be free on" className="flex flex-wrap gap-2">
            {dates.map((date) => (
              <li
                key={date}
                className="inline-flex items-center gap-1 rounded-full bg-zinc-100 py-1 pr-1 pl-3 text-sm text-zinc-900"
              >
                {formatDay(date)}
                <button
                  type="button"
                  aria-label={`Remove ${formatDay(date)}`}
                  className="rounded-full p-0.5 text-zinc-500 hover:bg-zinc-200 hover:text-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                  onClick={() => write(dates.filter((other) => other !== date))}
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {full ? (
        <p className="text-xs text-zinc-600">At most {TALENT_AVAILABLE_ON_MAX} dates at a time.</p>
      ) : null}
    </fieldset>
  );
}
