import { craftLabel } from '@reelhire/shared/crafts';
import { INVITATION_MESSAGE_MAX } from '@reelhire/shared/invitations';
import type { Job } from '@reelhire/shared/jobs';
import { BriefcaseBusiness, Check, TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-dates';
import { useInvitableJobs } from './api/list-invitable-jobs';
import { useSentInvitations } from './api/list-sent-invitations';
import { useInviteFilmmaker } from './api/invite-filmmaker';

/** Who is being invited: a directory card or a portfolio both carry these. */
export interface Invitee {
  id: string;
  first_name: string;
  last_name: string;
}

const PROJECTS = '/client/dashboard/projects';

function jobLine(job: Job): string {
  return [
    job.project.title,
    craftLabel(job.craft),
    job.application_deadline ? `apply by ${formatDay(job.application_deadline)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Choose one of the client's published jobs, add a note, and invite the filmmaker to apply for it. */
export function InviteToJobDialog({
  talent,
  open,
  onOpenChange,
}: {
  talent: Invitee;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const first = talent.first_name.trim() || 'this filmmaker';
  const name = `${talent.first_name} ${talent.last_name}`.trim() || 'this filmmaker';
  const jobs = useInvitableJobs(open);
  const sent = useSentInvitations(talent.id, open);
  const invite = useInviteFilmmaker();
  const [chosen, setChosen] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const tooLong = message.trim().length > INVITATION_MESSAGE_MAX;

  const invited = new Set((sent.data ?? []).map((invitation) => invitation.job_id));
  const available = (jobs.data?.jobs ?? []).filter((job) => !invited.has(job.id));
  // The first job not invited yet is chosen until the client picks another.
  const selected = chosen && available.some((job) => job.id === chosen) ? chosen : (available[0]?.id ?? null);

  function close(next: boolean) {
    if (invite.isPending) return;
    if (!next) invite.reset();
    onOpenChange(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!selected || tooLong) return;
    const job = available.find((each) => each.id === selected);
    invite.mutate(
      { job_id: selected, filmmaker_id: talent.id, message: message.trim() || null },
      {
        onSuccess: () => {
          toast.success(`${name} is invited to apply`, {
            description: `${first} gets an email about “${job?.title ?? 'your job'}” and sees the invitation on their jobs page.`,
          });
          setMessage('');
          setChosen(null);
          onOpenChange(false);
        },
      },
    );
  }

  let body;
  if (jobs.isPending || sent.isPending) {
    body = (
      <div className="space-y-2" aria-busy="true" aria-label="Loading your jobs">
        <Skeleton className="h-16 rounded-lg" />
        <Skeleton className="h-16 rounded-lg" />
      </div>
    );
  } else if (jobs.isError || sent.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg bg-red-50 p-4 text-sm text-red-700"
      >
        <p className="flex gap-2">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          Your jobs could not be loaded: {(jobs.error ?? sent.error)?.message}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void Promise.all([jobs.refetch(), sent.refetch()])}
        >
          Try again
        </Button>
      </div>
    );
  } else if (jobs.data.jobs.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-zinc-300 p-4">
        <p className="flex gap-2 text-sm text-zinc-700">
          <BriefcaseBusiness className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden />
          You have no published job yet. Invitations are for jobs filmmakers can apply to: add a job to a
          project and publish it, then invite {first}.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" asChild>
            <Link to={`${PROJECTS}/create`}>Start a project</Link>
          </Button>
          {jobs.data.hasProjects ? (
            <Button size="sm" variant="outline" asChild>
              <Link to={PROJECTS}>Your projects</Link>
            </Button>
          ) : null}
        </div>
      </div>
    );
  } else {
    body = (
      <form noValidate className="space-y-4" onSubmit={onSubmit}>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-zinc-900">Job</legend>
          <ul className="max-h-64 space-y-2 overflow-y-auto">
            {jobs.data.jobs.map((job) => {
              const already = invited.has(job.id);
              return (
                <li key={job.id}>
                  <label
                    className={cn(
                      'flex items-start gap-3 rounded-lg border p-3 text-sm',
                      already
                        ? 'border-zinc-200 bg-zinc-50'
                        : selected === job.id
                          ? 'cursor-pointer border-brand-500 bg-brand-50/40'
                          : 'cursor-pointer border-zinc-200 hover:border-zinc-300',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-job`}
                      value={job.id}
                      checked={selected === job.id}
                      disabled={already || invite.isPending}
                      onChange={() => setChosen(job.id)}
                      className="mt-1 accent-brand-600"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-zinc-900">{job.title}</span>
                      <span className="block text-zinc-600">{jobLine(job)}</span>
                    </span>
                    {already ? (
                      <Badge variant="success" className="shrink-0">
                        <Check className="size-3" aria-hidden /> Invited
                      </Badge>
                    ) : null}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {available.length === 0 ? (
          <p className="text-sm text-zinc-700">
            You have invited {first} to each of your published jobs. They are told by email and can apply from
            their jobs page.
          </p>
        ) : (
          <div className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <Label htmlFor={`${id}-message`}>Message (optional)</Label>
              <span className={cn('text-xs tabular-nums', tooLong ? 'text-red-600' : 'text-zinc-500')}>
                {message.trim().length}/{INVITATION_MESSAGE_MAX}
              </span>
            </div>
            <Textarea
              id={`${id}-message`}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder={`Why ${first} would be right for it, or what you liked in their work`}
              aria-invalid={tooLong ? true : undefined}
              aria-describedby={`${id}-hint`}
              disabled={invite.isPending}
            />
            <p id={`${id}-hint`} className="text-xs text-zinc-500">
              {first} gets it by email with a link to the job.
            </p>
          </div>
        )}
        {tooLong || invite.error ? (
          <p role="alert" className="text-sm text-red-600">
            {tooLong ? `Keep the message to ${INVITATION_MESSAGE_MAX} characters` : invite.error?.message}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" className="w-full sm:w-auto" disabled={invite.isPending}>
              {available.length === 0 ? 'Close' : 'Cancel'}
            </Button>
          </DialogClose>
          {available.length > 0 ? (
            <Button type="submit" className="w-full sm:w-auto" disabled={invite.isPending || tooLong}>
              {invite.isPending ? 'Sending…' : 'Send invitation'}
            </Button>
          ) : null}
        </div>
      </form>
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>Invite {name} to a job</DialogTitle>
        <DialogDescription>
          Choose one of your published jobs. {first} is told by email and sees the invitation on their jobs
          page.
        </DialogDescription>
        {body}
      </DialogContent>
    </Dialog>
  );
}
