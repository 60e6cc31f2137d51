import { Search, SearchX, TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTalentList } from './api/list-talent';
import { InviteToJobButton } from './invite-to-job-button';
import { TalentCard } from './talent-card';
import { TalentFilters } from './talent-filters';
import { hasTalentFilters, talentApiQuery, withoutTalentFilters } from './talent-search-params';

/**
 * The talent directory (`/talent` and `/client/dashboard/talent`): search and filters in the address bar,
 * results a keyset page at a time with "Show more" (decision 0057). `hrefFor` decides where a card leads
 * (public or dashboard page).
 */
export function TalentDirectory({
  hrefFor,
}: {
  hrefFor: (talent: { id: string; username: string | null }) => string;
}) {
  const [params, setParams] = useSearchParams();
  const filtered = hasTalentFilters(params);
  const {
    data,
    isPending,
    isError,
    error,
    refetch,
    isFetching,
    isPlaceholderData,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useTalentList(talentApiQuery(params));
  const clearFilters = () => setParams((current) => withoutTalentFilters(current));
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  // Counted on the first page only, up to a cap when there are no words (decision 0088): "1,000+".
  const total = data?.pages[0]?.total ?? items.length;
  const count = `${total.toLocaleString('en-GB')}${data?.pages[0]?.total_capped ? '+' : ''}`;

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
  } else if (items.length === 0) {
    results = filtered ? (
      <EmptyState
        icon={SearchX}
        title="No filmmakers match these filters"
        description="Try fewer words, another city or a wider rate range."
        action={<Button onClick={clearFilters}>Clear filters</Button>}
      />
    ) : (
      <EmptyState
        icon={Search}
        title="No filmmakers listed yet"
        description="Filmmakers appear here once they finish their profile."
      />
    );
  } else {
    results = (
      <div aria-busy={isFetching && isPlaceholderData}>
        <p className="mb-4 text-sm text-zinc-600" aria-live="polite">
          {count} {total === 1 ? 'filmmaker' : 'filmmakers'}
        </p>
        <ul
          className={
            isPlaceholderData
              ? 'grid gap-4 opacity-60 sm:grid-cols-2 lg:grid-cols-3'
              : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'
          }
        >
          {items.map((talent) => (
            <li key={talent.id}>
              <TalentCard
                talent={talent}
                href={hrefFor(talent)}
                action={<InviteToJobButton talent={talent} className="w-full" />}
              />
            </li>
          ))}
        </ul>
        {hasNextPage ? (
          <div className="mt-8 flex flex-col items-center gap-2">
            <p className="text-sm text-zinc-600">
              Showing {items.length} of {count}
            </p>
            <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? 'Loading…' : 'Show more filmmakers'}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div>
      <TalentFilters />
      {results}
    </div>
  );
}
