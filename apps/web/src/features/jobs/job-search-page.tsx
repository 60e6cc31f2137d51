import { LoaderCircle, Search, SearchX, TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useJobSearch } from './api/search-jobs';
import { BestMatchesSection } from './best-matches-section';
import { InvitationsSection } from './invitations-section';
import { JobCard } from './job-card';
import { JobFilters } from './job-filters';
import { hasJobFilters, jobApiQuery, withoutJobFilters } from './job-search-params';

/** `/filmmaker/dashboard/jobs`: open jobs, those in the filmmaker's crafts and city first. */
export function JobSearchPage() {
  const [params, setParams] = useSearchParams();
  const filtered = hasJobFilters(params);
  const search = useJobSearch(jobApiQuery(params));
  const clear = () => setParams((current) => withoutJobFilters(current));

  let results;
  if (search.isPending) {
    results = (
      <div
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy="true"
        aria-label="Loading jobs"
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-52 rounded-xl" />
        ))}
      </div>
    );
  } else if (search.isError) {
    results = (
      <EmptyState
        icon={TriangleAlert}
        title="Jobs could not be loaded"
        description={search.error.message}
        action={
          filtered ? (
            <Button onClick={clear}>Clear filters</Button>
          ) : (
            <Button onClick={() => void search.refetch()}>Try again</Button>
          )
        }
      />
    );
  } else {
    const jobs = search.data.pages.flatMap((page) => page.items);
    if (jobs.length === 0) {
      results = filtered ? (
        <EmptyState
          icon={SearchX}
          title="No open jobs match these filters"
          description="Try fewer words, another city, wider dates or a lower rate."
          action={<Button onClick={clear}>Clear filters</Button>}
        />
      ) : (
        <EmptyState
          icon={Search}
          title="No open jobs right now"
          description="Jobs clients publish appear here, those in your crafts and city first. We also email you new matches once a day."
        />
      );
    } else {
      results = (
        <div aria-busy={search.isFetching && search.isPlaceholderData}>
          <ul
            aria-label="Jobs"
            className={
              search.isPlaceholderData
                ? 'grid grid-cols-1 gap-4 opacity-60 sm:grid-cols-2 lg:grid-cols-3'
                : 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3'
            }
          >
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
          {search.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                disabled={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
              >
                {search.isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                Load more
              </Button>
            </div>
          ) : null}
        </div>
      );
    }
  }

  return (
    <div>
      <PageHeader
        title="Find work"
        description="Open jobs from clients on Reelhire; those in your crafts and city come first."
      />
      <InvitationsSection />
      <BestMatchesSection />
      <JobFilters />
      {results}
    </div>
  );
}
