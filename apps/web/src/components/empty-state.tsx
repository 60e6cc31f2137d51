import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a page shows when there is honestly nothing to show yet. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-zinc-300 bg-zinc-50/60 px-6 py-14 text-center">
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-white text-brand-600 shadow-xs ring-1 ring-zinc-200">
        <Icon className="size-5" aria-hidden />
      </span>
      <h2 className="text-base font-semibold text-zinc-900">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-zinc-600">{description}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
