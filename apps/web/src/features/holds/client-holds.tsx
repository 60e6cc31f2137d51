import { HOLD_STATUS_LABELS } from '@reelhire/shared/holds';
import type { Hold } from '@reelhire/shared/hold-records';
import { formatMoney } from '@reelhire/shared/money';
import { CalendarRange } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfirmHold } from './api/confirm-hold';
import { useHolds } from './api/list-holds';
import { formatDeadline, formatHoldDays, holdBadge, timeLeft } from './hold-format';
import { ReleaseHoldButton } from './release-hold-button';
import { useNow } from './use-now';

const LIVE_ORDER: Record<Hold['status'], number> = {
  first: 0,
  second: 1,
  confirmed: 2,
  released: 2,
  expired: 2,
};

function ConfirmHoldButton({ hold }: { hold: Hold }) {
  const [open, setOpen] = useState(false);
  const confirm = useConfirmHold();
  return (
    <>
      <Button
        type="button"
        size="sm"
        onClick={() => {
          confirm.reset();
          setOpen(true);
        }}
        aria-label={`Confirm the hold “${hold.title}” (${hold.filmmaker.name})`}
      >
        Confirm
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Confirm this hold?"
        description={`${hold.filmmaker.name} gets a booking request for ${formatHoldDays(hold.days)} at ${formatMoney(hold.amount_minor, hold.currency)}, with the brief you gave. The days stay yours while they answer.`}
        confirmLabel="Send booking request"
        pendingLabel="Sending…"
        pending={confirm.isPending}
        error={confirm.error?.message ?? null}
        onConfirm={() => confirm.mutate(hold.id, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}

/** A confirmed hold became a booking request: where that request stands now. */
function confirmedLine(hold: Hold): string {
  const name = hold.filmmaker.name;
  switch (hold.booking_status) {
    case 'requested':
    case null:
      return `Confirmed: sent to ${name} as a booking request, waiting for their answer`;
    case 'changes_proposed':
      return `Confirmed: ${name} proposed changes to the booking request, your answer`;
    case 'declined':
      return `${name} declined the booking request`;
    case 'cancelled':
      return 'Confirmed, then the booking was cancelled';
    default:
      return `Booked: ${name} accepted the booking request`;
  }
}

function statusLine(hold: Hold, now: Date): string {
  switch (hold.status) {
    case 'first':
      return hold.confirm_by
        ? `${hold.promoted_at ? 'Moved up to first. ' : ''}Confirm or release by ${formatDeadline(hold.confirm_by)} (${timeLeft(hold.confirm_by, now)})`
        : 'First hold';
    case 'second':
      return 'Second in line: it moves up, with its own 72 hours, if the first hold is released or lapses';
    case 'confirmed':
      return confirmedLine(hold);
    case 'released':
      return hold.released_by === 'filmmaker'
        ? `Released by the filmmaker${hold.release_reason ? `: ${hold.release_reason}` : ''}`
        : hold.released_by === 'system'
          ? 'Released: the filmmaker was booked on these days'
          : 'Released by you';
    case 'expired':
      return 'Lapsed: not confirmed within 72 hours';
  }
}

function ClientHold({ hold, now }: { hold: Hold; now: Date }) {
  const live = hold.status === 'first' || hold.status === 'second';
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={holdBadge(hold.status)}>{HOLD_STATUS_LABELS[hold.status]}</Badge>
          {hold.filmmaker.username ? (
            <Link
              to={`/portfolio/${hold.filmmaker.username}`}
              className="font-medium text-zinc-900 hover:underline"
            >
              {hold.filmmaker.name}
            </Link>
          ) : (
            <span className="font-medium text-zinc-900">{hold.filmmaker.name}</span>
          )}
        </div>
        <p className="break-words text-sm text-zinc-800">
          “{hold.title}” · {formatMoney(hold.amount_minor, hold.currency)}
        </p>
        <p className="text-sm text-zinc-600">{formatHoldDays(hold.days)}</p>
        <p className={live ? 'text-sm font-medium text-zinc-800' : 'text-sm text-zinc-500'}>
          {statusLine(hold, now)}
        </p>
      </div>
      {live ? (
        <div className="flex shrink-0 gap-2">
          {hold.status === 'first' ? <ConfirmHoldButton hold={hold} /> : null}
          <ReleaseHoldButton hold={hold} by="client" />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The client's holds (decision 0035): live ones first (a first hold with its deadline counting down, then
 * second holds waiting their turn), then those that ended; confirm a first hold or release any live one.
 */
export function ClientHolds() {
  const { data, isPending, isError, error } = useHolds('client');
  const now = useNow();
  if (isPending) return <Skeleton className="h-24 rounded-xl" />;
  if (isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {error.message}
      </p>
    );
  }
  // Nothing held yet: the home stays short; holds are placed from a filmmaker's page.
  if (data.items.length === 0) return null;
  const holds = [...data.items].sort((a, b) => LIVE_ORDER[a.status] - LIVE_ORDER[b.status]);
  return (
    <Card id="holds">
      <CardContent>
        <div className="flex items-center gap-2">
          <CalendarRange aria-hidden className="size-5 text-brand-700" />
          <h2 className="text-base font-semibold text-zinc-900">Your holds</h2>
        </div>
        <p className="mt-1 text-sm text-zinc-600">
          A first hold keeps a filmmaker&apos;s days for you for 72 hours: confirm it as a booking request or
          let it go.
        </p>
        <ul className="mt-2 divide-y divide-zinc-100" aria-label="Your holds">
          {holds.map((hold) => (
            <ClientHold key={hold.id} hold={hold} now={now} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
