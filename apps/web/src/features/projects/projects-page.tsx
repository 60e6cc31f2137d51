import { PROJECT_STATUSES, type ProjectStatus } from '@reelhire/shared/projects';
import { FolderKanban, FolderPlus, LoaderCircle, SearchX, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { FilterSelect, SearchField, SearchForm } from '@/components/search-filters';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedFilter, useUrlFilters } from '@/lib/use-debounced-filter';
import { useProjectList, type ProjectFilters } from './api/list-projects';
import { ProjectCard } from './project-card';
import { PROJECT_STATUS_LABELS } from './project-status';

const CREATE = '/client/dashboard/projects/create';

const isStatus = (value: string | null): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly (string | null)[]).includes(value);

/** The filters live in the address bar (shareable, kept on reload and Back). */
function useProjectFilters() {
  const [params, set] = useUrlFilters<keyof ProjectFilters>();
  const status = params.get('status');
  const filters: ProjectFilters = {
    q: params.get('q')?.trim() ?? '',
    status: isStatus(status) ? status : '',
  };
  return [filters, set] as const;
}

export function ProjectsPage() {
  const id = useId();
  const [filters, setFilters] = useProjectFilters();
  const [text, setText] = useDebouncedFilter(filters.q, (q) => setFilters({ q: q.trim() }, true));
  const list = useProjectList(filters);
  const filtered = Boolean(filters.q || filters.status);
  const clear = () => setFilters({ q: '', status: '' });
  const createButton = (
    <Button asChild>
      <Link to={CREATE}>
        <FolderPlus aria-hidden /> Create a project
      </Link>
    </Button>
  );

  let results;
  if (list.isPending) {
    results = (
      <div
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy="true"
        aria-label="Loading projects"
      >
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-48 rounded-xl" />
        ))}
      </div>
    );
  } else if (list.isError) {
    results = <LoadFailed title="Projects could not be loaded" error={list.error} onRetry={list.refetch} />;
  } else {
    const projects = list.data.pages.flatMap((page) => page.items);
    if (projects.length === 0) {
      results = filtered ? (
        <EmptyState
          icon={SearchX}
          title="No projects match"
          description="Try other words or another status."
          action={<Button onClick={clear}>Clear filters</Button>}
        />
      ) : (
        <EmptyState
          icon={FolderKanban}
          title="No projects yet"
          description="A project groups the jobs for one production: a commercial, a music video, a shoot. Create one to start hiring."
          action={createButton}
        />
      );
    } else {
      results = (
        <div>
          <ul
            className={
              list.isPlaceholderData
                ? 'grid grid-cols-1 gap-4 opacity-60 sm:grid-cols-2 lg:grid-cols-3'
                : 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3'
            }
          >
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
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

  // Before the first project there is nothing to search: the empty state alone says what to do.
  const nothingYet = !filtered && list.data?.pages[0]?.items.length === 0;

  return (
    <div>
      <PageHeader
        title="Projects"
        description="Each production and the jobs you are hiring for."
        actions={createButton}
      />
      {nothingYet ? null : (
        <SearchForm label="Search projects" className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchField
            className="flex-1"
            label="Search projects by title or description"
            placeholder="Search by title or description"
            value={text}
            onChange={setText}
          />
          <FilterSelect
            id={`${id}-status`}
            className="sm:w-56"
            label="Status"
            any="Any status"
            options={PROJECT_STATUSES.map((status) => ({
              value: status,
              label: PROJECT_STATUS_LABELS[status],
            }))}
            value={filters.status}
            onChange={(status) => setFilters({ status: status as ProjectStatus | '' })}
          />
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clear}>
              <X aria-hidden /> Clear
            </Button>
          ) : null}
        </SearchForm>
      )}
      {results}
    </div>
  );
}
