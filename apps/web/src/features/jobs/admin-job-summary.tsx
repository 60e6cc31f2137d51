import { craftLabel } from '@reelhire/shared/crafts';
import type { Job } from '@reelhire/shared/jobs';
import { productionTypeLabel } from '@reelhire/shared/projects';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateRanges, formatDay } from '@/lib/format-dates';

/** Who the job is for: the client's company, or that nobody has claimed an admin's draft yet. */
export function clientName(job: Job): string {
  if (!job.client_id) return 'No client yet (a claim-link draft)';
  return job.client.company_name ?? 'A private client';
}

export function ClientLine({ job }: { job: Job }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1">
      <span className="truncate">{clientName(job)}</span>
      {job.client.verified ? (
        <BadgeCheck className="size-4 shrink-0 text-brand-600" aria-label="Verified client" />
      ) : null}
    </span>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="text-sm break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/** The facts an admin scans a job by: craft, production, dates, when it was posted, who applied. */
export function AdminJobFacts({ job }: { job: Job }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
      <Item label="Craft">{craftLabel(job.craft)}</Item>
      <Item label="Production">{productionTypeLabel(job.project.production_type)}</Item>
      <Item label="Dates">{formatDateRanges(job.dates)}</Item>
      <Item label="Created">
        {formatDay(job.created_at)}
        {job.published_at && job.status !== 'draft' ? (
          <span className="block text-xs text-zinc-500">Published {formatDay(job.published_at)}</span>
        ) : null}
      </Item>
      <Item label="Applications">{String(job.application_count)}</Item>
    </dl>
  );
}

/** The reason Reelhire gave when it unpublished the job: what its client reads until they publish again. */
export function UnpublishedReason({ job }: { job: Job }) {
  if (!job.unpublished_reason || job.status !== 'draft') return null;
  return (
    <div className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
      <ShieldAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
      <p className="min-w-0 text-amber-900">
        <span className="font-medium">Unpublished by Reelhire, the client was told: </span>
        <span className="whitespace-pre-line">{job.unpublished_reason}</span>
      </p>
    </div>
  );
}
