import { DAY_PART_LABELS } from '@reelhire/shared/booking-days';
import type { Hold } from '@reelhire/shared/hold-records';
import { holdsOnDate, type LiveHold } from '@reelhire/shared/holds';
import { formatMoney } from '@reelhire/shared/money';
import { CalendarRange } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay, formatPlace } from '@/lib/format-dates';
import { useHolds } from './api/list-holds';
import { formatDeadline, HOLD_RANK_LABELS, holdBadge, timeLeft } from './hold-format';
import { ReleaseHoldButton } from './release-hold-button';
import { useNow } from './use-now';

type LiveHoldRecord = Hold & LiveHold;

/** Each date the holds touch, with its holds in order: the first hold, then the second behind it. */
export function holdsByDate(holds: readonly Hold[]): { date: string; holds: LiveHoldRecord[] }[] {
  const live: LiveHoldRecord[] = holds
    .filter((hold) => hold.status === 'first' || hold.status === 'second')
    .map((hold) => ({ ...hold, clientId: hold.client_id, createdAt: hold.created_at }) as LiveHoldRecord);
  const dates = [...new Set(live.flatMap((hold) => hold.days.map((day) => day.date)))].sort();
  return dates.map((date) => ({ date, holds: holdsOnDate(date, live) }));
}

function HoldOnDate({ hold, date, now }: { hold: LiveHoldRecord; date: string; now: Date }) {
  const parts = hold.days.filter((day) => day.date === date).map((day) => DAY_PART_LABELS[day.part]);
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={holdBadge(hold.status)}>{HOLD_RANK_LABELS[hold.status]}</Badge>
          <span className="font-medium text-zinc-900">{hold.client.name}</span>
          <span className="text-sm text-zinc-500">{parts.join(', ')}</span>
        </div>
        <p className="break-words text-sm text-zinc-800">“{hold.title}”</p>
        <p className="text-sm text-zinc-600">
          {formatMoney(hold.amount_minor, hold.currency)}
          {hold.location ? ` · ${formatPlace(hold.location)}` : ''}
          {hold.days.length > 1 ? ` · ${hold.days.length} slots in all` : ''}
        </p>
        <p className="text-sm text-zinc-600">
          {hold.status === 'first' && hold.confirm_by
            ? `Theirs to confirm by ${formatDeadline(hold.confirm_by)} (${timeLeft(hold.confirm_by, now)})`
            : 'Waits behind the first hold; moves up if it is released or lapses'}
        </p>
      </div>
      <div className="shrink-0">
        <ReleaseHoldButton hold={hold} by="filmmaker" />
      </div>
    </li>
  );
}

/**
 * The holds clients placed on the filmmaker's dates (decision 0035), date by date, the first hold before
 * the second; the filmmaker may release any of them.
 */
export function FilmmakerHolds() {
  const { data, isPending, isError, error } = useHolds('filmmaker');
  const now = useNow();
  return (
    <section aria-labelledby="filmmaker-holds-title" className="space-y-3">
      <div>
        <h2 id="filmmaker-holds-title" className="text-lg font-semibold text-zinc-900">
          Holds on your dates
        </h2>
        <p className="text-sm text-zinc-600">
          Clients pencil your days first or second, as productions do. A first holder has 72 hours to confirm
          it as a booking request or let it go; then the second moves up.
        </p>
      </div>
      {isPending ? (
        <Skeleton className="h-32 rounded-xl" />
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600">
          {error.message}
        </p>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={CalendarRange}
          title="No holds on your dates"
          description="When a client holds your days from your page, each date shows here with its first and second hold."
        />
      ) : (
        <ul className="space-y-3" aria-label="Holds by date">
          {holdsByDate(data.items).map(({ date, holds }) => (
            <li key={date}>
              <Card>
                <CardContent>
                  <h3 className="text-base font-semibold text-zinc-900">{formatDay(date)}</h3>
                  <ol className="divide-y divide-zinc-100" aria-label={`Holds on ${formatDay(date)}`}>
                    {holds.map((hold) => (
                      <HoldOnDate key={hold.id} hold={hold} date={date} now={now} />
                    ))}
                  </ol>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
