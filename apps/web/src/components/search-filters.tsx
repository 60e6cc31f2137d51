import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';

/**
 * The card of a list's search and filters: a search landmark named for screen readers, which never submits
 * (every field applies as it changes). `className` lays its fields out.
 */
export function SearchForm({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      className={cn('rounded-xl border border-zinc-200 bg-white p-4 shadow-xs', className)}
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </form>
  );
}

/** The words box of a search, with its magnifier; `label` names it for screen readers. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  maxLength = 100,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-3 left-3 size-4 text-zinc-400" aria-hidden />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A labelled choice of one filter value, "any" first (the empty value). */
export function FilterSelect({
  id,
  label,
  any,
  options,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  /** The first option's text, e.g. "Any status": the filter off. */
  any: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
