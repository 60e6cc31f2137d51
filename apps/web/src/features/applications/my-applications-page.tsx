import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@reelhire/shared/applications';
import { ChevronRight, Send } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyApplications } from './api/list-my-applications';
import { formatDate, problemText, rateText } from './application-format';
import { ApplicationStatusBadge } from './application-parts';

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

/** `/filmmaker/dashboard/applications`: every job the filmmaker applied to, with where it stands. */
export function MyApplicationsPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const query = useMyApplications(status);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="max-w-4xl">
      <PageHeader
        title="My applications"
        description="Jobs you applied to and where each stands."
        actions={
          <Button variant="outline" asChild>
            <Link to="/filmmaker/dashboard/jobs">Find jobs</Link>
          </Button>
        }
      />
      <div className="mb-4 flex items-center gap-3">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <select
          id={`${id}-status`}
          value={status ?? ''}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value) next.set('status', event.target.value);
            else next.delete('status');
            setParams(next, { replace: true });
          }}
          className="h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/20"
        >
          <option value="">All</option>
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {APPLICATION_STATUS_LABELS[value].filmmaker}
            </option>
          ))}
        </select>
      </div>

      {query.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-20 rounded-xl" />
          <Skeleton className="h-20 rounded-xl" />
          <Skeleton className="h-20 rounded-xl" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{problemText(query.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={Send}
          title={status ? 'No applications with this status' : 'No applications yet'}
          description={
            status
              ? 'Choose another status, or All, to see the rest.'
              : 'Jobs you apply to appear here with their status: sent, shortlisted, offered or hired.'
          }
          action={
            <Button asChild>
              <Link to="/filmmaker/dashboard/jobs">Browse jobs</Link>
            </Button>
          }
        />
      ) : (
        <>
          <Card>
            <ul className="divide-y divide-zinc-100">
              {items.map((application) => (
                <li key={application.id}>
                  <Link
                    to={`/filmmaker/dashboard/applications/${application.id}`}
                    className="flex items-center gap-4 px-5 py-4 hover:bg-zinc-50"
                  >
                    {/* On a phone the status goes under the title, so neither is cut short. */}
                    <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-zinc-900 sm:truncate">{application.job.title}</p>
                        <p className="text-sm text-zinc-600 sm:truncate">
                          {application.job.client_name ?? 'A Reelhire client'} ·{' '}
                          {rateText(
                            application.proposed_rate_minor,
                            application.currency,
                            application.rate_type,
                          )}
                        </p>
                        <p className="mt-0.5 text-xs text-zinc-500">
                          Applied {formatDate(application.created_at)}
                        </p>
                      </div>
                      <div className="mt-2 sm:mt-0">
                        <ApplicationStatusBadge application={application} side="filmmaker" />
                      </div>
                    </div>
                    <ChevronRight className="size-4 shrink-0 text-zinc-400" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
          {query.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
