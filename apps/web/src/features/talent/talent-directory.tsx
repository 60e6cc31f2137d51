import { TALENT_PAGE_SIZE } from '@reelhire/shared/talent';
import { Search, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTalentList } from './api/list-talent';
import { TalentCard } from './talent-card';

/** The list of set-up filmmakers, paged; `hrefFor` decides where a card leads (public or dashboard). */
export function TalentDirectory({
  hrefFor,
}: {
  hrefFor: (talent: { id: string; username: string | null }) => string;
}) {
  const [page, setPage] = useState(0);
  const { data, isPending, isError, error, refetch, isFetching } = useTalentList(page);

  if (isPending) {
    return (
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
  }
  if (isError) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title="Filmmakers could not be loaded"
        description={error.message}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  if (data.total === 0) {
    return (
      <EmptyState
        icon={Search}
        title="No filmmakers listed yet"
        description="Filmmakers appear here once they finish their profile."
      />
    );
  }

  const pages = Math.ceil(data.total / TALENT_PAGE_SIZE);
  return (
    <div>
      <p className="mb-4 text-sm text-zinc-600">
        {data.total} {data.total === 1 ? 'filmmaker' : 'filmmakers'}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((talent) => (
          <li key={talent.id}>
            <TalentCard talent={talent} href={hrefFor(talent)} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3">
          <Button variant="outline" disabled={page === 0 || isFetching} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-zinc-600">
            Page {page + 1} of {pages}
          </span>
          <Button
            variant="outline"
            disabled={page + 1 >= pages || isFetching}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
