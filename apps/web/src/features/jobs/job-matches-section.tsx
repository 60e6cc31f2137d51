import { HOLD_TOP_MATCHES, type JobMatch } from '@reelhire/shared/job-matches';
import { CalendarCheck, LoaderCircle, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/format-dates';
import { toast } from '@/lib/toast';
import { useJobMatches } from './api/get-job-matches';
import { useHoldTopMatches } from './api/hold-top-matches';

// The client's job page's "Matches" (decision 0093): the filmmakers of the job's craft who are free on every
// shoot day, best first, each saying why it ranks where it does; "Hold the top three" pencils them in.

function MatchCard({ match }: { match: JobMatch }) {
  return (
    <li className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-zinc-900">
          <span className="mr-2 text-zinc-500">{match.rank}.</span>
          <Link to={`/client/dashboard/talent/${match.filmmaker.id}`} className="hover:underline">
            {match.filmmaker.name}
          </Link>
        </p>
        <Badge variant="brand">{match.score} points</Badge>
      </div>
      {match.filmmaker.headline ? (
        <p className="mt-0.5 text-sm text-zinc-600">{match.filmmaker.headline}</p>
      ) : null}
      <ul className="mt-2 space-y-0.5 text-sm" aria-label={`Why ${match.filmmaker.name} ranks here`}>
        {match.reasons.map((reason) => (
          <li key={reason.factor} className="flex gap-2">
            <span
              className={
                reason.points > 0
                  ? 'w-10 shrink-0 font-medium text-emerald-700'
                  : 'w-10 shrink-0 text-zinc-400'
              }
            >
              +{reason.points}
            </span>
            <span className="text-zinc-700">{reason.text}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function JobMatchesSection({
  jobId,
  closed,
  hasDates,
}: {
  jobId: string;
  closed: boolean;
  /** Whether the job has shoot dates at all (past ones included). */
  hasDates: boolean;
}) {
  const matches = useJobMatches(jobId);
  const hold = useHoldTopMatches(jobId);
  const [outcome, setOutcome] = useState<{ lines: string[]; allHeld: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (closed) return null;

  const top = matches.data?.items.slice(0, HOLD_TOP_MATCHES) ?? [];
  const holdLabel =
    top.length === 1 ? 'Hold the top match' : `Hold the top ${top.length === 3 ? 'three' : 'two'}`;
  const holdTop = () => {
    setConfirming(false);
    setOutcome(null);
    hold.mutate(
      top.map((match) => match.filmmaker.id),
      {
        onSuccess: ({ results }) => {
          const names = new Map(top.map((match) => [match.filmmaker.id, match.filmmaker.name]));
          const placed = results.filter((result) => result.hold_id);
          if (placed.length > 0) {
            toast.success(`${placed.length === 1 ? 'One hold' : `${placed.length} holds`} placed`, {
              description: 'Each has 72 hours to confirm or release, from your dashboard.',
            });
          }
          setOutcome({
            lines: results.map((result) =>
              result.hold_id
                ? `${names.get(result.filmmaker_id)}: ${result.status === 'first' ? 'first' : 'second'} hold placed`
                : `${names.get(result.filmmaker_id)}: not held. ${result.error}`,
            ),
            allHeld: placed.length === results.length,
          });
        },
        onError: (error) => toast.error('No holds were placed', { description: error.message }),
      },
    );
  };

  return (
    <section aria-labelledby="job-matches" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="job-matches" className="flex items-center gap-2 text-lg font-semibold text-zinc-900">
            <Sparkles aria-hidden className="size-5 text-brand-600" /> Matches
          </h2>
          <p className="text-sm text-zinc-600">
            {matches.data && matches.data.shoot_days.length > 0
              ? `Verified filmmakers of this craft who are free on every shoot day (${matches.data.shoot_days
                  .map((date) => formatDay(date))
                  .join(', ')}), best first.`
              : hasDates
                ? 'Verified filmmakers of this craft, best first. The shoot dates have passed: set new ones to see who is free on them and to hold them.'
                : 'Verified filmmakers of this craft, best first. Add shoot dates to see who is free on them and to hold them.'}
          </p>
        </div>
        {top.length > 0 && matches.data!.shoot_days.length > 0 && !confirming ? (
          <Button onClick={() => setConfirming(true)} disabled={hold.isPending}>
            {hold.isPending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <CalendarCheck aria-hidden />
            )}
            {holdLabel}
          </Button>
        ) : null}
      </div>
      {confirming ? (
        // One click places several 72-hour holds at the job's budget: say exactly what before it happens.
        <div className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/50 p-4 text-sm text-zinc-800">
          <p>
            Place a first hold on {matches.data!.shoot_days.map((date) => formatDay(date)).join(', ')} for{' '}
            {top.map((match) => match.filmmaker.name).join(', ')}, at this job’s budget? Each has 72 hours to
            be confirmed or released from your dashboard.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={holdTop}>Place the holds</Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {outcome ? (
        <div role="status">
          <ul
            className={
              outcome.allHeld
                ? 'rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900'
                : 'rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900'
            }
          >
            {outcome.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {matches.isPending ? (
        <p className="text-sm text-zinc-600">Finding the filmmakers who fit…</p>
      ) : matches.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          The matches could not be loaded: {matches.error.message}
        </p>
      ) : matches.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-sm text-zinc-600">
          No verified filmmaker of this craft is free on every shoot day right now.
        </p>
      ) : (
        <ol className="grid gap-3 md:grid-cols-2" aria-label="Matches for this job">
          {matches.data.items.map((match) => (
            <MatchCard key={match.filmmaker.id} match={match} />
          ))}
        </ol>
      )}
    </section>
  );
}
