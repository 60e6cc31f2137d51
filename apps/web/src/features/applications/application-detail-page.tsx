import {
  APPLICATION_STATUS_LABELS,
  applicationMachine,
  canEditApplication,
  type Application,
  type ApplicationInput,
} from '@reelhire/shared/applications';
import { availableTransitions } from '@reelhire/shared/state-machine';
import { ArrowRight, FileSignature, HeartHandshake, Pencil, Send, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useEditApplication } from './api/edit-application';
import { useApplication } from './api/get-application';
import { useMyFilmmakerProfile } from './api/get-my-filmmaker-profile';
import { useTransitionApplication } from './api/transition-application';
import { formatDate, problemText } from './application-format';
import { ApplicationSent, ApplicationStatusBadge } from './application-parts';
import { ApplyForm } from './apply-form';

/**
 * What the record says happened, oldest first: sent, edited by the filmmaker (decision 0057), opened and
 * shortlisted by the client, where it is now.
 */
export function timeline(application: Application): { label: string; date: string }[] {
  const steps = [{ label: 'Sent', date: application.created_at }];
  if (application.edited_at) steps.push({ label: 'Edited', date: application.edited_at });
  if (application.viewed_at) steps.push({ label: 'Viewed by the client', date: application.viewed_at });
  if (application.shortlisted_at) {
    steps.push({ label: APPLICATION_STATUS_LABELS.shortlisted.filmmaker, date: application.shortlisted_at });
  }
  if (!['submitted', 'viewed', 'shortlisted'].includes(application.status)) {
    steps.push({
      label: APPLICATION_STATUS_LABELS[application.status].filmmaker,
      date: application.updated_at,
    });
  }
  // ISO times sort as text; the sort is stable, so a tie keeps the order above.
  return steps.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The application's terms in the apply form, saved with PATCH; a refusal says why and keeps the form. */
function EditApplication({ application, onDone }: { application: Application; onDone: () => void }) {
  const profile = useMyFilmmakerProfile();
  const edit = useEditApplication(application.id);
  function save(input: ApplicationInput) {
    edit.mutate(input, {
      onSuccess: () => {
        toast.success('Application updated');
        onDone();
      },
    });
  }
  if (profile.isPending) return <Skeleton className="h-72 rounded-xl" aria-label="Loading" />;
  return (
    <div className="space-y-4">
      {edit.isError ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-medium">Your changes were not saved</p>
            <p className="mt-1">{problemText(edit.error)}</p>
          </div>
        </div>
      ) : null}
      <ApplyForm
        job={application}
        profile={profile.data}
        initial={application}
        sending={edit.isPending}
        onSubmit={save}
        onCancel={onDone}
      />
    </div>
  );
}

function Timeline({ application }: { application: Application }) {
  return (
    <ol aria-label="Status history" className="space-y-3">
      {timeline(application).map((step, index, steps) => (
        <li key={step.label} className="flex gap-3">
          <span
            className={
              index === steps.length - 1
                ? 'mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600'
                : 'mt-1.5 size-2.5 shrink-0 rounded-full bg-zinc-300'
            }
            aria-hidden
          />
          <div>
            <p className="text-sm font-medium text-zinc-900">{step.label}</p>
            <p className="text-xs text-zinc-500">{formatDate(step.date)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A rejection in the words decision 0024 gives it: "Not selected this time", with the client's note. */
function NotSelected({ note }: { note: string | null }) {
  return (
    <Card className="border-zinc-200 bg-zinc-50">
      <CardContent className="flex gap-3">
        <HeartHandshake className="mt-0.5 size-5 shrink-0 text-zinc-500" aria-hidden />
        <div className="text-sm text-zinc-700">
          <p className="font-medium text-zinc-900">Not selected this time</p>
          <p className="mt-1">
            The client is not taking your application further for this job. It happens to everyone, and it
            says nothing about your next application.
          </p>
          {note ? (
            <blockquote className="mt-3 border-l-2 border-zinc-300 pl-3 italic">{note}</blockquote>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** `/filmmaker/dashboard/applications/{id}`: what was sent, where it stands, and what can be done now. */
export function ApplicationDetailPage() {
  const { id } = useParams();
  const { data: application, isPending, isError, error } = useApplication(id);
  const transition = useTransitionApplication(id ?? '');
  const [confirming, setConfirming] = useState(false);
  // `?edit=1` (the apply page's "Edit your application" link) opens the form straight away.
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get('edit') === '1';
  const setEditing = (open: boolean) => setSearchParams(open ? { edit: '1' } : {}, { replace: true });

  if (isPending) {
    return (
      <div className="max-w-3xl space-y-4" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (isError || !application) {
    return (
      <div className="max-w-3xl">
        <PageHeader title="Application" />
        <EmptyState
          icon={Send}
          title="Application not found"
          description={
            error instanceof ApiError && error.status !== 404
              ? problemText(error)
              : 'This application does not exist or is not yours.'
          }
          action={
            <Button variant="outline" asChild>
              <Link to="/filmmaker/dashboard/applications">My applications</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const canWithdraw = availableTransitions(applicationMachine, {
    state: application.status,
    actor: 'filmmaker',
  }).includes('withdraw');
  const hasOffer = application.status === 'offered' || application.status === 'hired';
  const canEdit = canEditApplication(application);

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title={application.job.title}
        description={`${application.job.client_name ?? 'A Reelhire client'} · applied ${formatDate(application.created_at)}`}
        actions={<ApplicationStatusBadge application={application} side="filmmaker" />}
      />

      {application.status === 'rejected' ? <NotSelected note={application.rejection_note} /> : null}

      {hasOffer ? (
        <Card className="border-brand-100 bg-brand-50/50">
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-3">
              <FileSignature className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
              <div>
                <h2 className="font-semibold text-zinc-900">
                  {application.status === 'hired' ? 'You are hired' : 'You have an offer'}
                </h2>
                <p className="mt-1 text-sm text-zinc-700">
                  {application.status === 'hired'
                    ? 'Read the signed contract and its terms.'
                    : 'Read the terms, then accept, decline or counter them.'}
                </p>
              </div>
            </div>
            <Button asChild className="w-full shrink-0 sm:w-auto">
              <Link to={`/filmmaker/dashboard/contract/${application.id}`}>
                {application.status === 'hired' ? 'See the contract' : 'See the offer'}{' '}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <div className="grid gap-6 md:grid-cols-[1fr_14rem]">
        <Card>
          <CardContent className="space-y-4">
            <h2 className="font-semibold text-zinc-900">
              {editing && canEdit ? 'Edit your application' : 'What you sent'}
            </h2>
            {editing && canEdit ? (
              <EditApplication application={application} onDone={() => setEditing(false)} />
            ) : (
              <ApplicationSent application={application} />
            )}
          </CardContent>
        </Card>
        <Card className="self-start">
          <CardContent className="space-y-4">
            <h2 className="font-semibold text-zinc-900">Status</h2>
            <Timeline application={application} />
            {canEdit && !editing ? (
              <Button className="w-full" onClick={() => setEditing(true)}>
                <Pencil aria-hidden /> Edit application
              </Button>
            ) : null}
            {canWithdraw ? (
              <Button variant="outline" className="w-full" onClick={() => setConfirming(true)}>
                Withdraw
              </Button>
            ) : null}
          </CardContent>
        </Card>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) transition.reset();
        }}
        title="Withdraw this application?"
        description={
          application.status === 'offered'
            ? 'The client’s offer lapses and they are told you withdrew. You cannot apply to this job again.'
            : 'The client is told you withdrew. You cannot apply to this job again.'
        }
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing…"
        destructive
        pending={transition.isPending}
        error={transition.isError ? problemText(transition.error) : null}
        onConfirm={() =>
          transition.mutate(
            { transition: 'withdraw' },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success('Application withdrawn');
              },
            },
          )
        }
      />
    </div>
  );
}
