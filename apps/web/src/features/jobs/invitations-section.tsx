import { craftLabel } from '@reelhire/shared/crafts';
import type { Invitation } from '@reelhire/shared/invitations';
import { CalendarClock, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAccountState } from '@/lib/account-state';
import { formatDay, timeAgo } from '@/lib/format-dates';
import { useInvitations } from './api/list-invitations';

const JOBS = '/filmmaker/dashboard/jobs';

/** Who invited the filmmaker, in the words the jobs pages use. */
export const invitedBy = (invitation: Invitation) =>
  `${invitation.client_name || 'A client'} invited you to apply`;

function deadlineText(deadline: string | null, today: string): string {
  if (!deadline) return 'No application deadline';
  return deadline < today
    ? `Applications closed on ${formatDay(deadline)}`
    : `Apply by ${formatDay(deadline)}`;
}

function InvitationCard({
  invitation,
  today,
  mayApply,
}: {
  invitation: Invitation;
  today: string;
  /** Verified filmmakers apply from here; others read on the job page what applying needs. */
  mayApply: boolean;
}) {
  const closed = invitation.job.application_deadline !== null && invitation.job.application_deadline < today;
  const job = `${JOBS}/${invitation.job_id}`;
  return (
    <li className="flex h-full flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50/40 p-5 shadow-xs">
      <div>
        <p className="text-sm text-zinc-600">
          {invitedBy(invitation)} {timeAgo(invitation.created_at)}
        </p>
        <p className="mt-0.5 font-semibold text-zinc-900">{invitation.job.title}</p>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant="brand">{craftLabel(invitation.job.craft)}</Badge>
        <span className="flex items-center gap-1 text-sm text-zinc-600">
          <CalendarClock className="size-3.5" aria-hidden />
          {deadlineText(invitation.job.application_deadline, today)}
        </span>
      </div>
      {invitation.message ? (
        <blockquote className="border-l-2 border-zinc-300 pl-3 text-sm whitespace-pre-line text-zinc-700">
          {invitation.message}
        </blockquote>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {closed || !mayApply ? null : (
          <Button size="sm" asChild>
            <Link to={`${job}/apply`} aria-label={`Apply for ${invitation.job.title}`}>
              Apply
            </Link>
          </Button>
        )}
        <Button size="sm" variant="outline" asChild>
          <Link to={job} aria-label={`View the job ${invitation.job.title}`}>
            View the job
          </Link>
        </Button>
      </div>
    </li>
  );
}

/**
 * Above the job search: the invitations the filmmaker has not answered with an application yet. Shown only
 * when there is one; an application makes its invitation drop out.
 */
export function InvitationsSection() {
  const invitations = useInvitations();
  const account = useAccountState();
  const mayApply = account.status === 'signed-in' && Boolean(account.account.filmmaker?.verified);
  const open = (invitations.data ?? []).filter((invitation) => !invitation.applied);
  if (invitations.isError) {
    return (
      <p role="alert" className="mb-6 text-sm text-zinc-600">
        Your invitations could not be loaded: {invitations.error.message}{' '}
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline"
          onClick={() => void invitations.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  if (open.length === 0) return null;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <section aria-labelledby="invitations-heading" className="mb-8">
      <h2
        id="invitations-heading"
        className="mb-1 flex items-center gap-2 text-base font-semibold text-zinc-900"
      >
        <Mail className="size-4 text-brand-600" aria-hidden /> Invitations
      </h2>
      <p className="mb-4 text-sm text-zinc-600">
        Clients asked you to apply for these jobs. They stay here until you apply.
      </p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {open.map((invitation) => (
          <InvitationCard key={invitation.id} invitation={invitation} today={today} mayApply={mayApply} />
        ))}
      </ul>
    </section>
  );
}
