import type { ProjectFields } from '@reelhire/shared/projects';
import { FolderX, TriangleAlert } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { HiringFor } from '@/components/hiring-for';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { HIRE_TALENT_PARAM, talentName, useHireTalent, withHireTalent } from '@/lib/hire-talent';
import { useCreateProject } from './api/create-project';
import { useProject } from './api/get-project';
import { useUpdateProject } from './api/update-project';
import { ProjectForm } from './project-form';
import { emptyProjectForm, projectFormForTalent, projectFormValues } from './project-form-values';

const PROJECTS = '/client/dashboard/projects';
const NOT_SAVED = 'The project could not be saved. Check your connection and try again.';

function saveFailed(error: unknown) {
  toast.error(error instanceof ApiError ? error.message : NOT_SAVED);
}

/**
 * `/projects/create`, and with `?talent=<filmmaker id>` (a portfolio's 'Book', decision 0028) the first
 * step of hiring that filmmaker: the form starts in their city and currency and, once saved, the job
 * comes next with the same filmmaker named.
 */
export function CreateProjectPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const talentId = params.get(HIRE_TALENT_PARAM);
  const talent = useHireTalent(talentId);
  const create = useCreateProject();
  const hiring = talentId && talent.data ? talent.data : undefined;
  const save = async (input: ProjectFields) => {
    try {
      const project = await create.mutateAsync(input);
      toast.success('Project created', {
        description: hiring
          ? `Now the job you are hiring ${talentName(hiring)} for.`
          : 'Add the jobs you need filled next.',
      });
      void navigate(
        hiring ? withHireTalent(`${PROJECTS}/${project.id}/add-job`, hiring.id) : `${PROJECTS}/${project.id}`,
      );
    } catch (error) {
      saveFailed(error);
    }
  };
  const waiting = Boolean(talentId) && talent.isPending;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="New project"
        description={
          hiring
            ? `Step 1 of 3: the production you want ${talentName(hiring)} for. Next the job, then your offer.`
            : 'Name the production, set its dates and location; you add the jobs next.'
        }
      />
      {talentId ? (
        <HiringFor
          talent={hiring}
          loading={waiting}
          note="We have filled in their city and currency; change anything that differs."
        />
      ) : null}
      {talentId && talent.isError ? (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          We could not load the filmmaker you chose, so this is a blank project. You can still create it and
          hire from the talent directory later.
        </p>
      ) : null}
      {waiting ? null : (
        <ProjectForm
          key={hiring?.id ?? 'blank'}
          defaultValues={
            hiring
              ? projectFormForTalent({
                  name: talentName(hiring),
                  city: hiring.city,
                  country: hiring.country,
                  currency: hiring.currency,
                })
              : emptyProjectForm
          }
          submitLabel={hiring ? 'Create project and continue' : 'Create project'}
          onSave={save}
          onCancel={() => void navigate(PROJECTS)}
        />
      )}
    </div>
  );
}

export function EditProjectPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const project = useProject(projectId);
  const update = useUpdateProject();
  const back = `${PROJECTS}/${projectId}`;

  if (project.isPending) {
    return (
      <div className="mx-auto max-w-3xl space-y-4" aria-busy="true" aria-label="Loading the project">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  }
  if (project.isError) {
    const missing = project.error instanceof ApiError && project.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Edit project" />
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

  const save = async (input: ProjectFields) => {
    try {
      await update.mutateAsync({ id: projectId, input });
      toast.success('Project saved');
      void navigate(back);
    } catch (error) {
      saveFailed(error);
    }
  };
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Edit project" description={project.data.title} />
      {project.data.status === 'archived' ? (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          This project is archived: restore it from its page before editing it.
        </p>
      ) : null}
      <ProjectForm
        // A new key re-reads the values if the project changed while the page was open.
        key={project.data.updated_at}
        defaultValues={projectFormValues(project.data)}
        referenceFiles={project.data.reference_files}
        submitLabel="Save changes"
        onSave={save}
        onCancel={() => void navigate(back)}
      />
    </div>
  );
}
