import { projectMachine, type Project, type ProjectTransition } from '@reelhire/shared/projects';
import { availableTransitions } from '@reelhire/shared/state-machine';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useTransitionProject } from './api/transition-project';
import { PROJECT_STATUS_LABELS } from './project-status';

const DONE: Record<ProjectTransition, string> = {
  open: 'The project is open for hiring',
  start_production: 'The project is in production',
  complete: 'The project is marked completed',
  archive: 'The project is archived',
  restore: 'The project is restored as a draft',
};

/** The moves the project's machine offers the client now, as buttons; nothing else is offered. */
export function ProjectActions({ project }: { project: Project }) {
  const transition = useTransitionProject();
  const actions = availableTransitions(projectMachine, { state: project.status, actor: 'client' });
  if (actions.length === 0) return null;

  const run = (name: ProjectTransition) =>
    transition.mutate(
      { id: project.id, transition: name },
      {
        onSuccess: () => toast.success(DONE[name]),
        onError: (error) => {
          // A 409 says what the project is now: someone (or another tab) changed it first.
          const status =
            error instanceof ApiError && error.status === 409 ? (error.body as { status?: string }) : null;
          const now = status?.status && status.status in PROJECT_STATUS_LABELS ? status.status : null;
          toast.error(error.message, {
            description: now ? `It is now: ${PROJECT_STATUS_LABELS[now as Project['status']]}.` : undefined,
          });
        },
      },
    );

  return (
    <div className="flex flex-wrap gap-2" aria-label="Project actions" role="group">
      {actions.map((name) => (
        <Button
          key={name}
          variant={name === 'archive' ? 'outline' : 'secondary'}
          size="sm"
          disabled={transition.isPending}
          onClick={() => run(name)}
        >
          {projectMachine.transitions[name].label}
        </Button>
      ))}
    </div>
  );
}
