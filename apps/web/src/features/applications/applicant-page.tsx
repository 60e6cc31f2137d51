import { applicationMachine, type Application } from '@reelhire/shared/applications';
import { craftLabel } from '@reelhire/shared/crafts';
import { availableTransitions } from '@reelhire/shared/state-machine';
import {
  BadgeCheck,
  ExternalLink,
  FileSignature,
  MessageSquare,
  Star,
  StarOff,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useApplication } from './api/get-application';
import { useTransitionApplication } from './api/transition-application';
import { formatDate, problemText } from './application-format';
import { ApplicationSent, ApplicationStatusBadge } from './application-parts';

/** The existing chat with this filmmaker (SPEC: messages take name, id, role and avatar). */
function messagePath(application: Application): string {
  const query = new URLSearchParams({
    id: application.filmmaker_id,
    role: 'filmmaker',
    name: application.filmmaker.name,
  });
  if (application.filmmaker.avatar_url) query.set('avatar', application.filmmaker.avatar_url);
  return `/client/dashboard/messages?${query.toString()}`;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase() || '?';

function FilmmakerSummary({ application }: { application: Application }) {
  const { filmmaker } = application;
  return (
    <div className="flex items-center gap-4">
      <Avatar className="size-14">
        {filmmaker.avatar_url ? <AvatarImage src={filmmaker.avatar_url} alt="" /> : null}
        <AvatarFallback>{initials(filmmaker.name)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-zinc-900">
          {filmmaker.name}
          {filmmaker.verified ? (
            <Badge variant="success">
              <BadgeCheck className="size-3.5" aria-hidden /> Verified
            </Badge>
          ) : null}
        </p>
        <p className="text-sm text-zinc-600">
          {[filmmaker.primary_craft ? craftLabel(filmmaker.primary_craft) : null, filmmaker.city]
            .filter(Boolean)
            .join(' · ') || 'Filmmaker'}
        </p>
        {filmmaker.username ? (
          <Link
            to={`/portfolio/${filmmaker.username}`}
            target="_blank"
            className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            Public portfolio <ExternalLink className="size-3.5" aria-hidden />
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/**
 * `/client/dashboard/projects/{projectId}/jobs/{jobId}/applicants/{talentId}` (talentId is the
 * application): the applicant, what they sent, and the client's actions the machine allows now.
 */
export function ApplicantPage() {
  const { projectId, jobId, talentId } = useParams();
  const jobPath = `/client/dashboard/projects/${projectId}/jobs/${jobId}`;
  const { data: application, isPending, isError, error } = useApplication(talentId);
  const transition = useTransitionApplication(talentId ?? '');
  const [rejecting, setRejecting] = useState(false);

  if (isPending) {
    return (
      <div className="max-w-3xl space-y-4" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (isError || !application) {
    return (
      <div className="max-w-3xl">
        <PageHeader title="Applicant" />
        <EmptyState
          icon={UserRound}
          title="Applicant not found"
          description={
            error instanceof ApiError && error.status !== 404
              ? problemText(error)
              : 'This filmmaker has not applied to this job, or the application is not yours to see.'
          }
          action={
            <Button variant="outline" asChild>
              <Link to={jobPath}>Back to the job</Link>
            </Button>
          }
        />
      </div>
    );
  }

  // Opening the page marks it viewed, so "view" is never a button; the others follow the machine.
  const actions = availableTransitions(applicationMachine, { state: application.status, actor: 'client' });
  const canOffer = availableTransitions(applicationMachine, {
    state: application.status,
    actor: 'system',
  }).includes('offer');
  const firstName = application.filmmaker.name.split(' ')[0] || application.filmmaker.name;

  function run(name: 'shortlist' | 'unshortlist') {
    transition.mutate(
      { transition: name },
      {
        onSuccess: () =>
          toast.success(
            name === 'shortlist' ? `${firstName} is on your shortlist` : 'Removed from your shortlist',
          ),
        onError: (failure) => toast.error(problemText(failure)),
      },
    );
  }

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title={application.filmmaker.name}
        description={`Applied to ${application.job.title} on ${formatDate(application.created_at)}${
          // The applicant may change their terms until the client decides (decision 0057): say so.
          application.edited_at ? ` · edited ${formatDate(application.edited_at)}` : ''
        }`}
        actions={<ApplicationStatusBadge application={application} side="client" />}
      />
      <Card>
        <CardContent className="space-y-5">
          <FilmmakerSummary application={application} />
          <div className="flex flex-wrap gap-2">
            {canOffer ? (
              <Button asChild>
                <Link to={`${jobPath}/contract?application=${application.id}`}>
                  <FileSignature aria-hidden /> Make an offer
                </Link>
              </Button>
            ) : null}
            {application.status === 'offered' || application.status === 'hired' ? (
              <Button asChild>
                <Link to={`${jobPath}/contract?application=${application.id}`}>
                  <FileSignature aria-hidden />{' '}
                  {application.status === 'hired' ? 'See the contract' : 'See the offer'}
                </Link>
              </Button>
            ) : null}
            {actions.includes('shortlist') ? (
              <Button variant="outline" disabled={transition.isPending} onClick={() => run('shortlist')}>
                <Star aria-hidden /> {applicationMachine.transitions.shortlist.label}
              </Button>
            ) : null}
            {actions.includes('unshortlist') ? (
              <Button variant="outline" disabled={transition.isPending} onClick={() => run('unshortlist')}>
                <StarOff aria-hidden /> {applicationMachine.transitions.unshortlist.label}
              </Button>
            ) : null}
            <Button variant="outline" asChild>
              <Link to={messagePath(application)}>
                <MessageSquare aria-hidden /> Message
              </Link>
            </Button>
            {actions.includes('reject') ? (
              <Button variant="ghost" onClick={() => setRejecting(true)}>
                {applicationMachine.transitions.reject.label}
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-4">
          <h2 className="font-semibold text-zinc-900">Their application</h2>
          <ApplicationSent application={application} />
        </CardContent>
      </Card>

      <Button variant="link" asChild className="px-0">
        <Link to={jobPath}>Back to all applicants</Link>
      </Button>

      <ConfirmDialog
        open={rejecting}
        onOpenChange={(open) => {
          setRejecting(open);
          if (!open) transition.reset();
        }}
        title={`Reject ${firstName}’s application?`}
        description={`${firstName} sees “Not selected this time”, worded kindly, with your note if you add one. A line on why helps them with their next application.`}
        confirmLabel="Reject"
        pendingLabel="Rejecting…"
        pending={transition.isPending}
        error={transition.isError ? problemText(transition.error) : null}
        note={{ label: 'Note to the filmmaker (optional)', max: 1000 }}
        onConfirm={(note) =>
          transition.mutate(
            { transition: 'reject', note },
            {
              onSuccess: () => {
                setRejecting(false);
                toast.success(`${firstName} was told kindly`);
              },
            },
          )
        }
      />
    </div>
  );
}
