import { Sparkles } from 'lucide-react';
import { useAccountState } from '@/lib/account-state';
import { useBestJobMatches } from './api/get-best-job-matches';
import { JobCard } from './job-card';

/**
 * Above the job search (decision 0093): the open jobs of the filmmaker's crafts they are free for on every
 * shoot day and have not applied to yet, the nearest and best paid first, each saying why. Shown to a
 * set-up filmmaker; a sentence says so when none fits today.
 */
export function BestMatchesSection() {
  const account = useAccountState();
  const setUp = account.status === 'signed-in' && account.account.filmmaker?.setup === true;
  const matches = useBestJobMatches(setUp);
  if (!setUp || matches.isPending) return null;
  if (matches.isError) {
    return (
      <p role="alert" className="mb-6 text-sm text-zinc-600">
        Your best matches could not be loaded: {matches.error.message}
      </p>
    );
  }
  return (
    <section aria-labelledby="best-matches" className="mb-8 space-y-3">
      <h2 id="best-matches" className="flex items-center gap-2 text-lg font-semibold text-zinc-900">
        <Sparkles aria-hidden className="size-5 text-brand-600" /> Best matches for you
      </h2>
      {matches.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-sm text-zinc-600">
          No open job of your crafts fits your free days right now. New jobs appear below as clients post
          them.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Best matches for you">
          {matches.data.items.map(({ job, reasons }) => (
            <li key={job.id} className="flex flex-col gap-2">
              <JobCard job={job} />
              <ul className="space-y-0.5 px-1 text-sm text-zinc-700" aria-label={`Why ${job.title} fits you`}>
                {reasons.map((reason) => (
                  <li key={reason.factor}>{reason.text}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
