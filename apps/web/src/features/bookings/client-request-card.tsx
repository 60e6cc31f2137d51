import type { BookingSummary } from '@reelhire/shared/booking-records';
import { BOOKING_STATUS_LABELS } from '@reelhire/shared/bookings';
import { formatMoney } from '@reelhire/shared/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useAnswerBookingRequest } from './api/answer-booking-request';
import { useBooking } from '@/lib/bookings/get-booking';
import { daysSummary } from './booking-format';
import { BookingTermsForm, termsValues } from './booking-terms-form';
import { RequestRounds } from './request-rounds';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : error ? 'Something went wrong. Please try again.' : null;

/**
 * One of the client's requests to this filmmaker, with what the client can do now: wait (or cancel),
 * answer proposed changes (accept, decline, or send a new request), or read why it was declined.
 */
export function ClientRequestCard({
  summary,
  filmmakerName,
}: {
  summary: BookingSummary;
  filmmakerName: string;
}) {
  const { data: booking } = useBooking(summary.id);
  const answer = useAnswerBookingRequest(summary.id);
  const [mode, setMode] = useState<'idle' | 'decline' | 'revise' | 'cancel'>('idle');
  const [reason, setReason] = useState('');
  // Accepting the filmmaker's changes signs a contract on them, so it is confirmed first, as the
  // filmmaker's "Accept the booking" and accepting an offer are.
  const [accepting, setAccepting] = useState(false);
  const status = booking?.status ?? summary.status;
  const rounds = booking?.request_rounds ?? [];
  const latest = rounds.at(-1);
  const names = { client: 'you', filmmaker: filmmakerName };

  return (
    <li className="space-y-3 rounded-xl border border-zinc-200 bg-zinc-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-semibold">{summary.title}</h3>
          <p className="text-sm text-zinc-600">
            {daysSummary(summary.days)} · {formatMoney(summary.amount_minor, summary.currency)}
          </p>
        </div>
        <Badge>{BOOKING_STATUS_LABELS[status]}</Badge>
      </div>

      {status === 'requested' ? (
        <p className="text-sm text-zinc-700">
          Waiting for {filmmakerName} to answer. You will see their answer here.
        </p>
      ) : null}
      {status === 'changes_proposed' ? (
        <p className="text-sm font-medium text-amber-800">
          {filmmakerName} proposed changes. Accept them to confirm the booking, send a new request, or
          decline.
        </p>
      ) : null}
      {status === 'declined' ? (
        <p className="rounded-lg bg-white p-3 text-sm text-zinc-700">
          {booking?.timeline.at(-1)?.actor === 'client' ? (
            <>
              You declined the proposed changes{booking.decline_reason ? `: “${booking.decline_reason}”` : ''}
              .
            </>
          ) : (
            <>
              {filmmakerName} can’t take this booking
              {booking?.decline_reason ? <>, and said: “{booking.decline_reason}”</> : '.'}
            </>
          )}{' '}
          You are welcome to send another request with other dates.
        </p>
      ) : null}
      {status === 'cancelled' ? <p className="text-sm text-zinc-600">This request was cancelled.</p> : null}
      {summary.contract_id && summary.project_id && summary.job_id ? (
        <p className="text-sm text-zinc-700">
          Booked: the contract is {summary.contract_number}.{' '}
          <Link
            className="font-medium text-brand-700 hover:underline"
            to={`/client/dashboard/projects/${summary.project_id}/jobs/${summary.job_id}`}
          >
            Open the job
          </Link>
        </p>
      ) : null}

      {rounds.length > 1 || status === 'changes_proposed' ? (
        <RequestRounds rounds={rounds} names={names} />
      ) : null}

      {mode === 'revise' && latest ? (
        <div className="rounded-xl border border-zinc-200 bg-white p-4">
          <h4 className="mb-3 font-semibold">Send a new request</h4>
          <BookingTermsForm
            filmmakerId={summary.filmmaker_id}
            initial={termsValues({
              ...latest,
              location: latest.location ?? { remote: false, city: null, country: null },
            })}
            error={errorText(answer.error)}
            actions={[
              {
                label: 'Send new request',
                pending: answer.isPending,
                onSubmit: ({ filmmaker_id: _filmmaker, ...terms }) =>
                  answer.mutate(
                    { transition: 'revise', terms, message: null },
                    { onSuccess: () => setMode('idle') },
                  ),
              },
              { label: 'Keep the proposed changes', variant: 'outline', onSubmit: () => setMode('idle') },
            ]}
          />
        </div>
      ) : null}

      {mode === 'decline' || mode === 'cancel' ? (
        <div className="space-y-2">
          <Textarea
            aria-label={mode === 'decline' ? 'Why you decline' : 'Why you cancel'}
            rows={2}
            value={reason}
            placeholder={
              mode === 'decline' ? 'A word for the filmmaker' : 'Why you no longer need the booking'
            }
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex gap-2">
            <Button
              variant="destructive"
              disabled={answer.isPending}
              onClick={() =>
                answer.mutate({ transition: mode, reason }, { onSuccess: () => setMode('idle') })
              }
            >
              {mode === 'decline' ? 'Decline the changes' : 'Cancel the request'}
            </Button>
            <Button variant="ghost" onClick={() => setMode('idle')}>
              Back
            </Button>
          </div>
        </div>
      ) : null}

      {mode === 'idle' && status === 'changes_proposed' ? (
        <div className="flex flex-wrap gap-2">
          <Button disabled={answer.isPending} onClick={() => setAccepting(true)}>
            Accept the changes
          </Button>
          <Button variant="outline" onClick={() => setMode('revise')}>
            Send a new request
          </Button>
          <Button variant="ghost" onClick={() => setMode('decline')}>
            Decline
          </Button>
        </div>
      ) : null}
      {mode === 'idle' && status === 'requested' ? (
        <Button variant="ghost" size="sm" onClick={() => setMode('cancel')}>
          Cancel the request
        </Button>
      ) : null}
      <ConfirmDialog
        open={accepting}
        onOpenChange={(next) => {
          setAccepting(next);
          if (!next) answer.reset();
        }}
        title="Accept these changes?"
        description={`This signs a contract with ${filmmakerName} for ${formatMoney(
          latest?.amount_minor ?? summary.amount_minor,
          latest?.currency ?? summary.currency,
        )} on the days they proposed: both of you are bound by it, and you fund it into escrow next.`}
        confirmLabel="Accept and sign"
        pendingLabel="Signing…"
        pending={answer.isPending}
        error={accepting ? errorText(answer.error) : null}
        onConfirm={() => answer.mutate({ transition: 'accept' }, { onSuccess: () => setAccepting(false) })}
      />
      {mode !== 'revise' && !accepting && answer.error ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(answer.error)}
        </p>
      ) : null}
    </li>
  );
}
