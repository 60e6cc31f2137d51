import { CalendarPlus, X } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type InputProps = ComponentProps<'input'>;

/**
 * A list of date ranges with add and remove (film work is often split over separate days or weeks). The
 * form owns the list (react-hook-form's useFieldArray) and hands each row's registered inputs in.
 */
export function DateRangesField({
  legend,
  hint,
  rows,
  startProps,
  endProps,
  errorOf,
  listError,
  onAdd,
  onRemove,
  max,
}: {
  legend: string;
  hint?: string;
  rows: readonly { id: string }[];
  startProps: (index: number) => InputProps;
  endProps: (index: number) => InputProps;
  errorOf: (index: number) => string | undefined;
  listError?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  max: number;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-zinc-800">{legend}</legend>
      {hint ? <p className="text-xs text-zinc-500">{hint}</p> : null}
      <ul className="space-y-2">
        {rows.map((row, index) => {
          const error = errorOf(index);
          const errorId = `${id}-${index}-error`;
          return (
            // Boxed on phones, where From and To wrap onto lines of their own and ranges would run together.
            <li key={row.id} className="space-y-1 rounded-lg border border-zinc-200 p-3 sm:border-0 sm:p-0">
              <div className="flex flex-wrap items-end gap-2">
                <label className="grid flex-1 gap-1 text-xs text-zinc-600">
                  {`From (range ${index + 1})`}
                  <Input
                    type="date"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    {...startProps(index)}
                  />
                </label>
                <label className="grid flex-1 gap-1 text-xs text-zinc-600">
                  {`To (range ${index + 1})`}
                  <Input
                    type="date"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    {...endProps(index)}
                  />
                </label>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove date range ${index + 1}`}
                  onClick={() => onRemove(index)}
                >
                  <X aria-hidden />
                </Button>
              </div>
              {error ? (
                <p id={errorId} className="text-sm text-red-600">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
      {rows.length < max ? (
        <Button type="button" variant="outline" size="sm" onClick={onAdd}>
          <CalendarPlus aria-hidden /> {rows.length === 0 ? 'Add dates' : 'Add another date range'}
        </Button>
      ) : null}
    </fieldset>
  );
}
