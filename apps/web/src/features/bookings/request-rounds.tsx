import type { BookingRequestRound } from '@reelhire/shared/booking-requests';
import { roundChanges } from '@reelhire/shared/booking-requests';
import { formatMoney } from '@reelhire/shared/money';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-dates';
import { daysSummary, formatPlace, formatSlot } from './booking-format';

function Row({ label, changed, children }: { label: string; changed: boolean; children: ReactNode }) {
  return (
    <div
      className={cn('grid gap-1 px-2 py-1.5 sm:grid-cols-[7rem_1fr]', changed && 'rounded-md bg-amber-50')}
    >
      <dt className="text-sm text-zinc-500">
        {label}
        {changed ? <span className="ml-1 font-medium text-amber-800">(changed)</span> : null}
      </dt>
      <dd className="text-sm text-zinc-900">{children}</dd>
    </div>
  );
}

/**
 * Every round of a request, newest first, with what changed from the round before highlighted, so both
 * sides see the negotiation (decision 0034).
 */
export function RequestRounds({
  rounds,
  names,
}: {
  rounds: readonly BookingRequestRound[];
  names: { client: string; filmmaker: string };
}) {
  const ordered = rounds.map((round, index) => ({ round, changes: roundChanges(rounds[index - 1], round) }));
  return (
    <ol className="space-y-3" aria-label="Rounds of this request">
      {[...ordered].reverse().map(({ round, changes }, index) => (
        <li key={round.round} className="rounded-xl border border-zinc-200 bg-white p-4">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <h3 className="text-sm font-semibold">
              {round.round === 1
                ? `Request from ${names.client}`
                : round.proposed_by === 'filmmaker'
                  ? `Changes proposed by ${names.filmmaker}`
                  : `New request from ${names.client}`}
            </h3>
            {index === 0 ? <Badge>Latest</Badge> : null}
            <span className="text-xs text-zinc-500">{formatDay(round.created_at)}</span>
          </div>
          {round.message ? <p className="mb-2 text-sm text-zinc-700">“{round.message}”</p> : null}
          <dl>
            <Row label="Days" changed={changes.days}>
              <span className="block font-medium">{daysSummary(round.days)}</span>
              <ul className="text-zinc-700">
                {round.days.map((day) => (
                  <li key={`${day.date}-${day.part}`}>{formatSlot(day)}</li>
                ))}
              </ul>
            </Row>
            <Row label="Budget" changed={changes.amount}>
              {formatMoney(round.amount_minor, round.currency)}
            </Row>
            <Row label="Title" changed={changes.title}>
              {round.title}
            </Row>
            <Row label="Location" changed={changes.location}>
              {formatPlace(round.location)}
            </Row>
            {round.brief ? (
              <Row label="Brief" changed={changes.brief}>
                <span className="whitespace-pre-line">{round.brief}</span>
              </Row>
            ) : null}
          </dl>
        </li>
      ))}
    </ol>
  );
}
