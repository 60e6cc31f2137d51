import { Search, SearchX, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTalentList } from './api/list-talent';
import { InviteToJobButton } from './invite-to-job-dialog';
import { TalentCard } from './talent-card';
import { TalentFilters } from './talent-filters';
import {
  hasTalentFilters,
  talentApiQuery,
  talentPage,
  withoutTalentFilters,
  withTalentParams,
} from './talent-search-params';

/**
 * The talent directory (`/talent` and `/client/dashboard/talent`): search and filters in the address bar,
 * results paged by the server. `hrefFor` decides where a card leads (public or dashboard page).
 */
export function TalentDirectory({
  hrefFor,
}: {
  hrefFor: (talent: { id: string; username: string | null }) => string;
}) {
  const [params, setParams] = useSearchParams();
  const page = talentPage(params);
  const filtered = hasTalentFilters(params);
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useTalentList(
    talentApiQuery(params),
  );
  const top = useRef<HTMLDivElement>(null);
  const clearFilters = () => setParams((current) => withoutTalentFilters(current));
  const goTo = (next: number) => {
    setParams((current) => withTalentParams(current, { page: next > 1 ? String(next) : '' }));
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  let results;
  if (isPending) {
    results = (
      <div
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy="true"
        aria-label="Loading filmmakers"
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-44 rounded-xl" />
        ))}
      </div>
    );
  } else if (isError) {
    results = (
      <EmptyState
        icon={TriangleAlert}
        title="Filmmakers could not be loaded"
        description={error.message}
        action={
          filtered ? (
            <Button onClick={clearFilters}>Clear filters</Button>
          ) : (
            <Button onClick={() => void refetch()}>Try again</Button>
          )
        }
      />
    );
  } else if (data.total === 0 || data.items.length === 0) {
    results = filtered ? (
      <EmptyState
        icon={SearchX}
        title="No filmmakers match these filters"
        description="Try fewer words, another city or a wider rate range."
        action={<Button onClick={clearFilters}>Clear filters</Button>}
      />
    ) : data.total === 0 ? (
      <EmptyState
        icon={Search}
        title="No filmmakers listed yet"
        description="Filmmakers appear here once they finish their profile."
      />
    ) : (
      <EmptyState
        icon={Search}
        title="No more filmmakers on this page"
        description={`There are ${data.total} in all.`}
        action={<Button onClick={() => goTo(1)}>Back to the first page</Button>}
      />
    );
  } else {
    const pages = Math.max(1, Math.ceil(data.total / data.limit));
    results = (
      <div aria-busy={isFetching && isPlaceholderData}>
        <p className="mb-4 text-sm text-zinc-600" aria-live="polite">
          {data.total} {data.total === 1 ? 'filmmaker' : 'filmmakers'}
        </p>
        <ul
          className={
            isPlaceholderData
              ? 'grid gap-4 opacity-60 sm:grid-cols-2 lg:grid-cols-3'
              : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'
          }
        >
          {data.items.map((talent) => (
            <li key={talent.id}>
              <TalentCard
                talent={talent}
                href={hrefFor(talent)}
                action={<InviteToJobButton talent={talent} className="w-full" />}
              />
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} busy={isFetching} onPage={goTo} />
      </div>
    );
  }

  return (
    <div ref={top} className="scroll-mt-20">
      <TalentFilters />
      {results}
    </div>
  );
}
