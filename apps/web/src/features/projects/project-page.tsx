import { formatMoney } from '@reelhire/shared/money';
import { productionTypeLabel } from '@reelhire/shared/projects';
import { FolderX, Pencil, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ProjectReferences } from '@/components/project-references';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDateRanges, formatPlace, timeAgo } from '@/lib/format-dates';
import { useProject } from './api/get-project';
import { ProjectActions } from './project-actions';
import { ProjectJobs } from './project-jobs';
import { PROJECT_STATUS_LABELS, PROJECT_STATUS_VARIANTS } from './project-status';

const PROJECTS = '/client/dashboard/projects';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-zinc-900">{children}</dd>
    </div>
  );
}

export function ProjectPage() {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);

  if (project.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading the project">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    );
  }
  if (project.isError) {
    const missing = project.error instanceof ApiError && project.error.status === 404;
    return (
      <div>
        <PageHeader title="Project" />
        <EmptyState
          icon={missing ? FolderX : TriangleAlert}
          title={missing ? 'Project not found' : 'The project could not be loaded'}
          description={missing ? 'This project does not exist or is not yours.' : project.error.message}
          action={
            <Button asChild variant="outline">
              <Link to={PROJECTS}>Back to projects</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const data = project.data;
  const archived = data.status === 'archived';
  return (
    <div className="space-y-8">
      <div>
        <Link to={PROJECTS} className="text-sm text-brand-700 hover:underline">
          ← All projects
        </Link>
        <PageHeader
          title={data.title}
          description={`${productionTypeLabel(data.production_type)} · updated ${timeAgo(data.updated_at)}`}
          actions={
            archived ? null : (
              <Button asChild variant="outline">
                <Link to={`${PROJECTS}/${data.id}/edit`}>
                  <Pencil aria-hidden /> Edit
                </Link>
              </Button>
            )
          }
        />
        <div className="flex flex-wrap items-center gap-3">
          <Badge variant={PROJECT_STATUS_VARIANTS[data.status]}>{PROJECT_STATUS_LABELS[data.status]}</Badge>
          <ProjectActions project={data} />
        </div>
      </div>

      <Card>
        <CardContent className="space-y-5">
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Field label="Shoot dates">{formatDateRanges(data.shoot_dates)}</Field>
            <Field label="Location">{formatPlace(data.location)}</Field>
            <Field label="Budget">
              {data.budget_minor === null ? 'Not set' : formatMoney(data.budget_minor, data.currency)}
            </Field>
          </dl>
          {data.description ? (
            <p className="text-sm whitespace-pre-line text-zinc-700">{data.description}</p>
          ) : (
            <p className="text-sm text-zinc-500">No description yet.</p>
          )}
          <ProjectReferences references={data} />
        </CardContent>
      </Card>

      <ProjectJobs projectId={data.id} canAdd={!archived && data.status !== 'completed'} />
    </div>
  );
}
