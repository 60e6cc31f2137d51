import { craftLabel } from '@reelhire/shared/crafts';
import type { Job } from '@reelhire/shared/jobs';
import { productionTypeLabel } from '@reelhire/shared/projects';
import { BadgeCheck, CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatDateRanges, formatPlace, timeAgo } from '@/lib/format-dates';
import { rateRange } from './job-format';

/** A job in the filmmaker's search results. */
export function JobCard({ job }: { job: Job }) {
  return (
    <Link
      to={`/filmmaker/dashboard/jobs/${job.id}`}
      className="group flex h-full flex-col rounded-xl border border-zinc-200 bg-white p-5 shadow-xs transition hover:border-zinc-300 hover:shadow-md"
    >
      <p className="font-semibold text-zinc-900 group-hover:text-brand-700">{job.title}</p>
      <p className="mt-0.5 flex items-center gap-1 text-sm text-zinc-600">
        <span className="truncate">{job.client.company_name ?? 'A Reelhire client'}</span>
        {job.client.verified ? (
          <BadgeCheck className="size-4 shrink-0 text-brand-600" aria-label="Verified client" />
        ) : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-1.5">
        <Badge variant="brand">{craftLabel(job.craft)}</Badge>
        <Badge>{productionTypeLabel(job.project.production_type)}</Badge>
      </div>
      <dl className="mt-3 mb-4 space-y-1.5 text-sm text-zinc-600">
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarDays className="size-3.5" aria-label="Dates" />
          </dt>
          <dd className="truncate">{formatDateRanges(job.dates)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <MapPin className="size-3.5" aria-label="Location" />
          </dt>
          <dd className="truncate">{formatPlace(job.location)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-zinc-100 pt-3 text-sm">
        <span className="font-medium text-zinc-900">{rateRange(job)}</span>
        <span className="shrink-0 text-xs text-zinc-500">
          Posted {timeAgo(job.published_at ?? job.created_at)}
        </span>
      </div>
    </Link>
  );
}
