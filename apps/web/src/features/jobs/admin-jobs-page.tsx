import { JOB_STATUSES, type JobStatus } from '@reelhire/shared/jobs';
import { ClipboardList, LoaderCircle, SearchX, X } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { FilterSelect, SearchField, SearchForm } from '@/components/search-filters';
import { Button } from '@/components/ui/button';
import { useDebouncedFilter, useUrlFilters } from '@/lib/use-debounced-filter';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminJobs, type AdminJobFilters } from './api/list-admin-jobs';
import { AdminJobRow } from './admin-job-row';
import { JOB_STATUS_LABELS } from './job-format';

const isStatus = (value: string | null): value is JobStatus =>
  (JOB_STATUSES as readonly (string | null)[]).includes(value);

/** The filters live in the address bar, so a search can be shared with the team and survives reload. */
function useAdminJobFilters() {
  const [params, set] = useUrlFilters<keyof AdminJobFilters>();
  const status = params.get('status');
  const filters: AdminJobFilters = {
    q: params.get('q')?.trim() ?? '',
    status: isStatus(status) ? status : '',
  };
  return [filters, set] as const;
}

/** `/admin/jobs`: every job on Reelhire, newest first, to find one and edit or unpublish it. */
export function AdminJobsPage() {
  const id = useId();
  const [filters, setFilters] = useAdminJobFilters();
  // Typing replaces the history entry; choosing a status adds one, so Back undoes it.
  const [text, setText] = useDebouncedFilter(filters.q, (q) => setFilters({ q: q.trim() }, true));
  const list = useAdminJobs(filters);
  const filtered = Boolean(filters.q || filters.status);
  const clear = () => setFilters({ q: '', status: '' });

  let results;
  if (list.isPending) {
    results = (
      <div className="space-y-4" aria-busy="true" aria-label="Loading jobs">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  } else if (list.isError) {
    results = <LoadFailed title="Jobs could not be loaded" error={list.error} onRetry={list.refetch} />;
  } else {
    const jobs = list.data.pages.flatMap((page) => page.items);
    if (jobs.length === 0) {
      results = filtered ? (
        <EmptyState
          icon={SearchX}
          title="No jobs match"
          description={
            filters.status
              ? `No ${JOB_STATUS_LABELS[filters.status].toLowerCase()} job matches${filters.q ? ` “${filters.q}”` : ''}. Try other words or another status.`
              : 'Search looks at the title, craft, production type, description and place. Try other words.'
          }
          action={<Button onClick={clear}>Clear filters</Button>}
        />
      ) : (
        <EmptyState
          icon={ClipboardList}
          title="No jobs yet"
          description="Jobs appear here as soon as a client adds one to a project, or a team member drafts one for a claim link."
        />
      );
    } else {
      results = (
        <div aria-busy={list.isFetching && list.isPlaceholderData}>
          <ul aria-label="Jobs" className={list.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}>
            {jobs.map((job) => (
              <li key={job.id}>
                <AdminJobRow job={job} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
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
        title="Jobs"
        description="Every job on Reelhire, newest first: find one to edit it, or unpublish it with a reason its client is told."
      />
      <SearchForm label="Search jobs" className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          className="flex-1"
          label="Search jobs by title, craft, description or place"
          placeholder="Search by title, craft or place"
          value={text}
          onChange={setText}
        />
        <FilterSelect
          id={`${id}-status`}
          className="sm:w-48"
          label="Status"
          any="Any status"
          options={JOB_STATUSES.map((status) => ({ value: status, label: JOB_STATUS_LABELS[status] }))}
          value={filters.status}
          onChange={(status) => setFilters({ status: status as JobStatus | '' })}
        />
        {filtered ? (
          <Button type="button" variant="ghost" onClick={clear}>
            <X aria-hidden /> Clear
          </Button>
        ) : null}
      </SearchForm>
      {results}
    </div>
  );
}
