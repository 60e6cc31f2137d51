import { jobMachine, type Job, type JobFields } from '@reelhire/shared/jobs';
import { availableTransitions } from '@reelhire/shared/state-machine';
import { BriefcaseBusiness, TriangleAlert } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { HiringFor } from '@/components/hiring-for';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { HIRE_TALENT_PARAM, talentName, useHireTalent, withHireTalent } from '@/lib/hire-talent';
import { useCreateJob } from './api/create-job';
import { useJob } from './api/get-job';
import { useProject } from './api/get-project';
import { useTransitionJob } from './api/transition-job';
import { useUpdateJob } from './api/update-job';
import { JobForm } from './job-form';
import { jobFormForTalent, jobFormValues, newJobForm } from './job-form-values';

const NOT_SAVED = 'The job could not be saved. Check your connection and try again.';
const projectPath = (projectId: string) => `/client/dashboard/projects/${projectId}`;

const message = (error: unknown) => (error instanceof ApiError ? error.message : NOT_SAVED);

function Loading() {
  return (
    <div className="mx-auto max-w-3xl space-y-4" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}

function LoadFailed({ title, error, back }: { title: string; error: Error; back: string }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={title} />
      <EmptyState
        icon={missing ? BriefcaseBusiness : TriangleAlert}
        title={missing ? 'Not found' : 'This could not be loaded'}
        description={missing ? 'It does not exist or is not yours.' : error.message}
        action={
          <Button asChild variant="outline">
            <Link to={back}>Back to the project</Link>
          </Button>
        }
      />
    </div>
  );
}

/** Saves, then publishes when asked; a publish the server refuses leaves the saved draft and says why. */
function useSaveJob(talentId?: string | null) {
  const navigate = useNavigate();
  const transition = useTransitionJob();
  return async (save: () => Promise<Job>, publish: boolean, savedText: string) => {
    let job: Job;
    try {
      job = await save();
    } catch (error) {
      toast.error(message(error));
      return;
    }
    if (publish) {
      try {
        await transition.mutateAsync({ jobId: job.id, action: 'publish' });
        toast.success('Job published', { description: 'Filmmakers can find it and apply now.' });
      } catch (error) {
        toast.error('The job is saved as a draft but was not published', { description: message(error) });
      }
    } else {
      toast.success(savedText);
    }
    // Hiring from a profile: the job page then offers the next step for that filmmaker.
    void navigate(withHireTalent(`${projectPath(job.project_id)}/jobs/${job.id}`, talentId));
  };
}

/**
 * `/projects/:projectId/add-job`, and with `?talent=<filmmaker id>` (decision 0028) step 2 of hiring that
 * filmmaker: the job starts with their craft, rate and place, and saving leads to the offer.
 */
export function AddJobPage() {
  const { projectId = '' } = useParams();
  const [params] = useSearchParams();
  const talentId = params.get(HIRE_TALENT_PARAM);
  const talent = useHireTalent(talentId);
  const navigate = useNavigate();
  const project = useProject(projectId);
  const create = useCreateJob();
  const saveJob = useSaveJob(talentId && talent.data ? talentId : null);

  if (project.isPending || (talentId && talent.isPending)) return <Loading />;
  if (project.isError)
    return <LoadFailed title="Add a job" error={project.error} back={projectPath(projectId)} />;
  const hiring = talent.data;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Add a job"
        description={
          hiring
            ? `Step 2 of 3: the role you want ${talentName(hiring)} for on ${project.data.title}. Rates are in ${project.data.currency}. Then you send the offer.`
            : `A role you need on ${project.data.title}. Rates are in ${project.data.currency}, the project's currency.`
        }
      />
      {hiring ? (
        <HiringFor
          talent={hiring}
          note="Filled in from their profile: craft, rate and place. Publish the job to send them the offer."
        />
      ) : null}
      <JobForm
        defaultValues={hiring ? jobFormForTalent(hiring, project.data) : newJobForm(project.data)}
        currency={project.data.currency}
        canPublish={availableTransitions(jobMachine, { state: 'draft', actor: 'client' }).includes('publish')}
        saveLabel="Save draft"
        onSave={(input: JobFields, publish) =>
          saveJob(() => create.mutateAsync({ projectId, input }), publish, 'Draft saved')
        }
        onCancel={() => void navigate(projectPath(projectId))}
      />
    </div>
  );
}

export function EditJobPage() {
  const { projectId = '', jobId = '' } = useParams();
  const navigate = useNavigate();
  const job = useJob(jobId);
  const update = useUpdateJob();
  const saveJob = useSaveJob();
  const back = `${projectPath(projectId)}/jobs/${jobId}`;

  if (job.isPending) return <Loading />;
  if (job.isError) return <LoadFailed title="Edit job" error={job.error} back={projectPath(projectId)} />;
  if (job.data.status === 'closed') {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Edit job" description={job.data.title} />
        <EmptyState
          icon={BriefcaseBusiness}
          title="This job is closed"
          description="A closed job cannot be changed. Add a new job to the project if you still need someone."
          action={
            <Button asChild variant="outline">
              <Link to={back}>Back to the job</Link>
            </Button>
          }
        />
      </div>
    );
  }
  const canPublish = availableTransitions(jobMachine, { state: job.data.status, actor: 'client' }).includes(
    'publish',
  );
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Edit job" description={`${job.data.title} · ${job.data.project.title}`} />
      <JobForm
        key={job.data.updated_at}
        defaultValues={jobFormValues(job.data)}
        currency={job.data.currency}
        canPublish={canPublish}
        saveLabel={canPublish ? 'Save draft' : 'Save changes'}
        onSave={(input, publish) =>
          saveJob(
            () => update.mutateAsync({ jobId, input }),
            publish,
            canPublish ? 'Draft saved' : 'Job saved',
          )
        }
        onCancel={() => void navigate(back)}
      />
    </div>
  );
}
