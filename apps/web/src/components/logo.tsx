import { cn } from '@/lib/cn';

/** The Reelhire mark: a film reel in the brand colour, with the word beside it unless `markOnly`. */
export function Logo({ className, markOnly = false }: { className?: string; markOnly?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-7 shrink-0">
        <rect width="32" height="32" rx="8" fill="#e11d48" />
        <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="16" cy="16" r="2.5" fill="#fff" />
        <circle cx="16" cy="10.5" r="2" fill="#fff" />
        <circle cx="16" cy="21.5" r="2" fill="#fff" />
        <circle cx="10.5" cy="16" r="2" fill="#fff" />
        <circle cx="21.5" cy="16" r="2" fill="#fff" />
      </svg>
      {markOnly ? <span className="sr-only">Reelhire</span> : <span className="text-lg">Reelhire</span>}
    </span>
  );
}
