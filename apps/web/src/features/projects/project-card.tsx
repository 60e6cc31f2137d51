import { formatMoney } from '@reelhire/shared/money';
import { productionTypeLabel, type Project } from '@reelhire/shared/projects';
import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatDateRanges, formatPlace, timeAgo } from '@/lib/format-dates';
import { PROJECT_STATUS_LABELS, PROJECT_STATUS_VARIANTS } from './project-status';

export function ProjectCard({ project }: { project: Project }) {
  return (
    <Link
      to={`/client/dashboard/projects/${project.id}`}
      className="group flex h-full flex-col rounded-xl border border-zinc-200 bg-white p-5 shadow-xs transition hover:border-zinc-300 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="line-clamp-2 font-semibold text-zinc-900 group-hover:text-brand-700">
            {project.title}
          </p>
          <p className="text-sm text-zinc-600">{productionTypeLabel(project.production_type)}</p>
        </div>
        <Badge variant={PROJECT_STATUS_VARIANTS[project.status]} className="shrink-0">
          {PROJECT_STATUS_LABELS[project.status]}
        </Badge>
      </div>
      <dl className="mt-4 mb-4 space-y-1.5 text-sm text-zinc-600">
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarDays className="size-3.5" aria-label="Shoot dates" />
          </dt>
          <dd className="truncate">{formatDateRanges(project.shoot_dates)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <MapPin className="size-3.5" aria-label="Location" />
          </dt>
          <dd className="truncate">{formatPlace(project.location)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-zinc-100 pt-3 text-sm">
        <span className="text-zinc-600">
          {project.job_count === 0
            ? 'No jobs yet'
            : `${project.job_count} ${project.job_count === 1 ? 'job' : 'jobs'}, ${project.open_job_count} open`}
        </span>
        <span className="shrink-0 font-medium text-zinc-900">
          {project.budget_minor === null
            ? 'No budget set'
            : formatMoney(project.budget_minor, project.currency)}
        </span>
      </div>
      <p className="mt-2 text-xs text-zinc-500">Updated {timeAgo(project.updated_at)}</p>
    </Link>
  );
}
