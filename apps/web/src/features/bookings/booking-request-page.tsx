import { DAY_PART_LABELS, DAY_PARTS, type BookingDay, type DayPart } from '@reelhire/shared/booking-days';
import { BOOKING_STATUS_LABELS } from '@reelhire/shared/bookings';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@reelhire/shared/money';
import { CalendarClock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useAnswerBookingRequest } from './api/answer-booking-request';
import { useBooking } from '@/lib/bookings/get-booking';
import { formatDayDate } from './booking-format';
import { RequestRounds } from './request-rounds';

/** Other days or another budget, and a message: the filmmaker's counter to a request. */
function ProposeChanges({
  days: initialDays,
  amountMinor,
  currency,
  pending,
  onSend,
  onBack,
}: {
  days: BookingDay[];
  amountMinor: number;
  currency: string;
  pending: boolean;
  onSend: (changes: { days: BookingDay[]; amount_minor: number; message: string | null }) => void;
  onBack: () => void;
}) {
  const [days, setDays] = useState(initialDays);
  const [amount, setAmount] = useState(String(fromMinorUnits(amountMinor, currency)));
  const [message, setMessage] = useState('');
  const [newDate, setNewDate] = useState('');
  return (
    <div className="space-y-4 rounded-xl border border-zinc-200 bg-white p-4">
      <h2 className="font-semibold">Propose changes</h2>
      <ul className="space-y-2" aria-label="Proposed days">
        {days.map((day, index) => (
          <li key={day.date} className="flex flex-wrap items-center gap-2">
            <span className="min-w-36 flex-1 text-sm font-medium">{formatDayDate(day.date)}</span>
            <NativeSelect
              aria-label={`Part of ${formatDayDate(day.date)}`}
              className="w-36"
              value={day.part}
              onChange={(event) =>
                setDays(
                  days.map((d, at) => (at === index ? { ...d, part: event.target.value as DayPart } : d)),
                )
              }
            >
              {DAY_PARTS.map((part) => (
                <option key={part} value={part}>
                  {DAY_PART_LABELS[part]}
                </option>
              ))}
            </NativeSelect>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${formatDayDate(day.date)}`}
              onClick={() => setDays(days.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1.5">
          <Label htmlFor="propose-date">Add a date</Label>
          <Input id="propose-date" type="date" value={newDate} onChange={(e) => setNewDate(e.target.value)} />
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={!newDate || days.some((d) => d.date === newDate)}
          onClick={() => {
            setDays(
              [...days, { date: newDate, part: 'full' as const }].sort((a, b) =>
                a.date.localeCompare(b.date),
              ),
            );
            setNewDate('');
          }}
        >
          Add day
        </Button>
      </div>
      <div className="space-y-1.5 sm:max-w-xs">
        <Label htmlFor="propose-amount">Budget ({currency})</Label>
        <Input
          id="propose-amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="propose-message">Message</Label>
        <Textarea
          id="propose-message"
          rows={3}
          value={message}
          placeholder="Why these changes: the light, the kit, travel…"
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Button
          disabled={pending || days.length === 0 || !Number(amount)}
          onClick={() =>
            onSend({
              days,
              amount_minor: toMinorUnits(Number(amount), currency),
              message: message.trim() || null,
            })
          }
        >
          Send proposed changes
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
    </div>
  );
}

/**
 * `/filmmaker/dashboard/bookings/requests/{bookingId}`: the filmmaker reads a request, every round with its
 * changes highlighted, and accepts (a contract with one milestone), declines with a reason, or proposes
 * changes (decision 0034).
 */
export function BookingRequestPage() {
  const { bookingId } = useParams();
  const { data: booking, isPending, isError } = useBooking(bookingId);
  const answer = useAnswerBookingRequest(bookingId ?? '');
  const [mode, setMode] = useState<'idle' | 'decline' | 'propose'>('idle');
  const [reason, setReason] = useState('');
  // Accepting signs a contract, so it is confirmed first, as accepting an offer is.
  const [accepting, setAccepting] = useState(false);

  if (isPending) return <Skeleton className="h-96 rounded-xl" aria-busy="true" />;
  if (isError || !booking) {
    return (
      <>
        <PageHeader title="Booking request" />
        <EmptyState
          icon={CalendarClock}
          title="Booking request not found"
          description="This request does not exist or is not yours."
        />
      </>
    );
  }
  const client = booking.client.name ?? 'The client';
  const error =
    answer.error instanceof ApiError ? answer.error.message : answer.error ? 'Something went wrong.' : null;
  const open = booking.status === 'requested';

  return (
    <>
      <PageHeader
        title={booking.title}
        description={`A booking request from ${client} · ${formatMoney(booking.amount_minor, booking.currency)}`}
      />
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{BOOKING_STATUS_LABELS[booking.status]}</Badge>
          {booking.status === 'changes_proposed' ? (
            <span className="text-sm text-zinc-600">Waiting for {client} to answer your changes.</span>
          ) : null}
          {booking.status === 'declined' && booking.decline_reason ? (
            <span className="text-sm text-zinc-600">Declined: “{booking.decline_reason}”</span>
          ) : null}
        </div>
        {booking.contract_id ? (
          <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
            Accepted: contract {booking.contract_number} is signed.{' '}
            <Link className="font-medium underline" to={`/filmmaker/dashboard/bookings/${booking.id}`}>
              Open the booking
            </Link>
          </p>
        ) : null}

        {open && mode === 'idle' ? (
          <div className="flex flex-wrap gap-2">
            <Button disabled={answer.isPending} onClick={() => setAccepting(true)}>
              Accept the booking
            </Button>
            <Button variant="outline" onClick={() => setMode('propose')}>
              Propose changes
            </Button>
            <Button variant="ghost" onClick={() => setMode('decline')}>
              Decline
            </Button>
          </div>
        ) : null}
        {open && mode === 'decline' ? (
          <div className="space-y-2 rounded-xl border border-zinc-200 bg-white p-4">
            <Label htmlFor="decline-reason">Why you can’t take it ({client} will read this)</Label>
            <Textarea
              id="decline-reason"
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="flex gap-2">
              <Button
                variant="destructive"
                disabled={answer.isPending || reason.trim().length < 3}
                onClick={() =>
                  answer.mutate({ transition: 'decline', reason }, { onSuccess: () => setMode('idle') })
                }
              >
                Decline the request
              </Button>
              <Button variant="ghost" onClick={() => setMode('idle')}>
                Back
              </Button>
            </div>
          </div>
        ) : null}
        {open && mode === 'propose' ? (
          <ProposeChanges
            days={booking.days}
            amountMinor={booking.amount_minor}
            currency={booking.currency}
            pending={answer.isPending}
            onBack={() => setMode('idle')}
            onSend={(changes) =>
              answer.mutate(
                { transition: 'propose_changes', ...changes },
                { onSuccess: () => setMode('idle') },
              )
            }
          />
        ) : null}
        {error && !accepting ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <ConfirmDialog
          open={accepting}
          onOpenChange={(next) => {
            setAccepting(next);
            if (!next) answer.reset();
          }}
          title="Accept this booking?"
          description={`This signs a contract with ${client} for ${formatMoney(booking.amount_minor, booking.currency)} on the days requested: both of you are bound by it, and the days are booked in your calendar.`}
          confirmLabel="Accept and sign"
          pendingLabel="Signing…"
          pending={answer.isPending}
          error={error}
          onConfirm={() => answer.mutate({ transition: 'accept' }, { onSuccess: () => setAccepting(false) })}
        />
        <RequestRounds rounds={booking.request_rounds} names={{ client, filmmaker: 'you' }} />
      </div>
    </>
  );
}
