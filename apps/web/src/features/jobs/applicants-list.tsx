import {
  APPLICANT_SORTS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '@reelhire/shared/applications';
import { craftLabel } from '@reelhire/shared/crafts';
import { RATE_UNIT_LABELS } from '@reelhire/shared/jobs';
import { formatMoney } from '@reelhire/shared/money';
import { BadgeCheck, LoaderCircle, SearchX, Users } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { timeAgo } from '@/lib/format-dates';
import { useApplicants, type ApplicantSort } from './api/list-applicants';

const SORT_LABELS: Record<ApplicantSort, string> = { fit: 'Best fit', rate: 'Rate', date: 'Newest' };

const STATUS_VARIANTS: Record<ApplicationStatus, 'neutral' | 'brand' | 'success' | 'warning' | 'danger'> = {
  submitted: 'brand',
  viewed: 'neutral',
  shortlisted: 'success',
  offered: 'warning',
  hired: 'success',
  rejected: 'neutral',
  withdrawn: 'neutral',
  closed: 'neutral',
};

const isSort = (value: string | null): value is ApplicantSort =>
  (APPLICANT_SORTS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

/** The score is stored as a fraction (0 to 1); older or other scales are read as percentages. */
function fitPercent(score: number): number {
  return Math.round(Math.min(100, Math.max(0, score <= 1 ? score * 100 : score)));
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('') || '?';

function ApplicantRow({ application, href }: { application: Application; href: string }) {
  const { filmmaker } = application;
  return (
    <Link
      to={href}
      className="flex flex-col gap-3 p-4 hover:bg-zinc-50 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-center gap-3">
        <Avatar className="size-10">
          {filmmaker.avatar_url ? <AvatarImage src={filmmaker.avatar_url} alt="" /> : null}
          <AvatarFallback className="bg-brand-50 text-brand-700">{initials(filmmaker.name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-medium text-zinc-900">
            <span className="truncate">{filmmaker.name}</span>
            {filmmaker.verified ? (
              <BadgeCheck className="size-4 shrink-0 text-brand-600" aria-label="Verified identity" />
            ) : null}
          </p>
          <p className="truncate text-sm text-zinc-600">
            {[filmmaker.primary_craft ? craftLabel(filmmaker.primary_craft) : null, filmmaker.city]
              .filter(Boolean)
              .join(' · ') || 'No craft or city given'}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:justify-end">
        <span className="font-medium text-zinc-900">
          {formatMoney(application.proposed_rate_minor, application.currency)}
          <span className="font-normal text-zinc-500"> {RATE_UNIT_LABELS[application.rate_type]}</span>
        </span>
        <span className="text-zinc-600">Fit {fitPercent(application.fit_score)}%</span>
        <span className="text-zinc-500">Applied {timeAgo(application.created_at)}</span>
        <Badge variant={STATUS_VARIANTS[application.status]}>
          {APPLICATION_STATUS_LABELS[application.status].client}
        </Badge>
      </div>
    </Link>
  );
}

/**
 * A job's applicants (the client's view): sort and status filter in the address bar, keyset "Load more".
 * Each row opens the applicant's page, whose id is the application's.
 */
export function ApplicantsList({
  jobId,
  basePath,
  published,
}: {
  jobId: string;
  basePath: string;
  published: boolean;
}) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const statusParam = params.get('status');
  const sort: ApplicantSort = isSort(sortParam) ? sortParam : 'fit';
  const status = isStatus(statusParam) ? statusParam : '';
  const applicants = useApplicants(jobId, { sort, status });
  const set = (key: 'sort' | 'status', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && !(key === 'sort' && value === 'fit')) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  let body;
  if (applicants.isPending) {
    body = (
      <div className="space-y-2" aria-busy="true" aria-label="Loading applicants">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  } else if (applicants.isError) {
    body = (
      <LoadFailed
        title="Applicants could not be loaded"
        error={applicants.error}
        onRetry={applicants.refetch}
      />
    );
  } else {
    const items = applicants.data.pages.flatMap((page) => page.items);
    if (items.length === 0) {
      body = status ? (
        <EmptyState
          icon={SearchX}
          title={`No applicants marked “${APPLICATION_STATUS_LABELS[status].client}”`}
          description="Choose another status to see the rest."
          action={<Button onClick={() => set('status', '')}>Show every applicant</Button>}
        />
      ) : (
        <EmptyState
          icon={Users}
          title="No applicants yet"
          description={
            published
              ? 'Filmmakers who apply appear here with their rate and how well they fit. Matching filmmakers are told about new jobs daily.'
              : 'Publish the job so filmmakers can find it and apply.'
          }
        />
      );
    } else {
      body = (
        <div>
          <ul
            aria-label="Applicants"
            className={
              applicants.isPlaceholderData
                ? 'divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white opacity-60 shadow-xs'
                : 'divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white shadow-xs'
            }
          >
            {items.map((application) => (
              <li key={application.id}>
                <ApplicantRow application={application} href={`${basePath}/applicants/${application.id}`} />
              </li>
            ))}
          </ul>
          {applicants.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button
                variant="outline"
                disabled={applicants.isFetchingNextPage}
                onClick={() => void applicants.fetchNextPage()}
              >
                {applicants.isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                Load more
              </Button>
            </div>
          ) : null}
        </div>
      );
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-zinc-900">
          Applicants
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div
            role="group"
            aria-label="Sort applicants"
            className="inline-flex gap-1 rounded-lg bg-zinc-100 p-1"
          >
            {APPLICANT_SORTS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={sort === value}
                onClick={() => set('sort', value)}
                className="rounded-md px-3 py-1.5 text-sm font-medium text-zinc-600 transition-colors hover:text-zinc-900 aria-pressed:bg-white aria-pressed:text-zinc-900 aria-pressed:shadow-xs"
              >
                {SORT_LABELS[value]}
              </button>
            ))}
          </div>
          <div className="space-y-1.5 sm:w-48">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <NativeSelect
              id={`${id}-status`}
              value={status}
              onChange={(event) => set('status', event.target.value)}
            >
              <option value="">Every status</option>
              {APPLICATION_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {APPLICATION_STATUS_LABELS[value].client}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>
      {body}
    </section>
  );
}
