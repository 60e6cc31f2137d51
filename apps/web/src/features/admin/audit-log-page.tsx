import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  auditActionLabel,
  auditChanges,
  type AuditAction,
  type AuditEntry,
  type AuditRecordType,
} from '@reelhire/shared/audit-log';
import { LoaderCircle, ScrollText, SearchX, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { FilterSelect, SearchForm } from '@/components/search-filters';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedFilter, useUrlFilters } from '@/lib/use-debounced-filter';
import { moment } from './account-badges';
import { useAuditLog, type AuditFilters } from './api/list-audit-log';

const isAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly (string | null)[]).includes(value);
const isRecordType = (value: string | null): value is AuditRecordType =>
  (AUDIT_RECORD_TYPES as readonly (string | null)[]).includes(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const RECORD_TYPE_LABELS: Record<AuditRecordType, string> = {
  user: 'Account',
  verification: 'Verification',
  job: 'Job',
  project: 'Project',
  pitch: 'Pitch',
  payout: 'Payout',
  draft: 'Draft',
  sandbox_clock: 'Sandbox clock',
  dispute: 'Dispute',
  milestone: 'Milestone',
  booking: 'Booking',
  contract: 'Contract',
  feedback: 'Feedback',
  social_post: 'Social post',
  announcement: 'Announcement',
};
const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabel(action) }));
const RECORD_TYPE_OPTIONS = AUDIT_RECORD_TYPES.map((type) => ({
  value: type,
  label: RECORD_TYPE_LABELS[type],
}));

function useAuditFilters() {
  const [params, set] = useUrlFilters<keyof AuditFilters>();
  const action = params.get('action');
  const recordType = params.get('record_type');
  const actor = params.get('actor') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const filters: AuditFilters = {
    actor: UUID.test(actor) ? actor : '',
    action: isAction(action) ? action : '',
    record_type: isRecordType(recordType) ? recordType : '',
    record_id: params.get('record_id')?.trim() ?? '',
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
  };
  return [filters, set] as const;
}

/** A value as the diff shows it: text as it is, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Where the record an entry is about can be seen, where the admin area has a page for it. */
function recordLink(entry: AuditEntry): string | null {
  if (entry.record_type === 'user') return `/admin/users/${entry.record_id}`;
  if (entry.record_type === 'job') return `/admin/jobs/${entry.record_id}/edit`;
  if (entry.record_type === 'verification') return '/admin/verify';
  if (entry.record_type === 'draft') return '/admin/drafts';
  if (entry.record_type === 'dispute') {
    return `/admin/disputes?${new URLSearchParams({ status: 'all', id: entry.record_id }).toString()}`;
  }
  if (entry.record_type === 'feedback') return '/admin/feedback';
  if (entry.record_type === 'social_post') return '/admin/social-media';
  if (entry.record_type === 'announcement') return '/admin/announcements';
  return null;
}

function EntryCard({ entry, onActor }: { entry: AuditEntry; onActor: (id: string) => void }) {
  const changes = auditChanges(entry.before, entry.after);
  const link = recordLink(entry);
  const type = isRecordType(entry.record_type) ? RECORD_TYPE_LABELS[entry.record_type] : entry.record_type;
  return (
    <Card>
      <CardContent className="space-y-3">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h3 className="font-semibold text-zinc-900">{auditActionLabel(entry.action)}</h3>
          <time dateTime={entry.created_at} className="text-sm text-zinc-500">
            {moment(entry.created_at)}
          </time>
        </div>
        <p className="text-sm text-zinc-600">
          By{' '}
          {entry.actor_user_id ? (
            <button
              type="button"
              className="font-medium text-zinc-900 underline decoration-zinc-300 hover:decoration-zinc-900"
              onClick={() => onActor(entry.actor_user_id!)}
              title="Only this admin's actions"
            >
              {entry.actor_email ?? 'a deleted account'}
            </button>
          ) : (
            'a deleted account'
          )}{' '}
          · {type}{' '}
          {link ? (
            <Link to={link} className="font-mono text-xs text-brand-700 underline break-all">
              {entry.record_id}
            </Link>
          ) : (
            <span className="font-mono text-xs break-all">{entry.record_id}</span>
          )}
        </p>
        {changes.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">What changed</caption>
              <thead>
                <tr className="text-xs text-zinc-500">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Field
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Before
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    After
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field} className="border-t border-zinc-100 align-top">
                    <th scope="row" className="py-1 pr-3 font-mono text-xs font-normal text-zinc-600">
                      {change.field}
                    </th>
                    <td className="py-1 pr-3 break-words text-red-700 line-through decoration-red-300">
                      {shown(change.before)}
                    </td>
                    <td className="py-1 break-words text-emerald-800">{shown(change.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-zinc-500">No field changed.</p>
        )}
      </CardContent>
    </Card>
  );
}

/** `/admin/audit-log`: every admin action, newest first, with what it changed (decision 0064). */
export function AdminAuditLogPage() {
  const id = useId();
  const [filters, setFilters] = useAuditFilters();
  const [recordText, setRecordText] = useDebouncedFilter(filters.record_id, (value) =>
    setFilters({ record_id: value.trim() }, true),
  );
  const log = useAuditLog(filters);
  const filtered = Object.values(filters).some(Boolean);
  const clear = () => setFilters({ actor: '', action: '', record_type: '', record_id: '', from: '', to: '' });

  let results;
  if (log.isPending) {
    results = (
      <div className="space-y-3" aria-busy="true" aria-label="Loading the audit log">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
    );
  } else if (log.isError) {
    results = (
      <LoadFailed title="The audit log could not be loaded" error={log.error} onRetry={log.refetch} />
    );
  } else {
    const entries = log.data.pages.flatMap((page) => page.items);
    results =
      entries.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title="No actions match"
            description="Try another action, record or date range."
            action={<Button onClick={clear}>Clear filters</Button>}
          />
        ) : (
          <EmptyState
            icon={ScrollText}
            title="No admin actions yet"
            description="Every suspension, role change, verification decision, payout and edit an admin makes is listed here."
          />
        )
      ) : (
        <div>
          <ul aria-label="Admin actions" className="space-y-3">
            {entries.map((entry) => (
              <li key={entry.id}>
                <EntryCard entry={entry} onActor={(actor) => setFilters({ actor })} />
              </li>
            ))}
          </ul>
          {log.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {log.isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                Show more
              </Button>
            </div>
          ) : null}
        </div>
      );
  }

  return (
    <div>
      <PageHeader
        title="Audit log"
        description="Every action taken by an admin, newest first, with what it changed."
      />
      <SearchForm label="Filter the audit log" className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <FilterSelect
          id={`${id}-action`}
          label="Action"
          any="Any action"
          options={ACTION_OPTIONS}
          value={filters.action}
          onChange={(action) => setFilters({ action })}
        />
        <FilterSelect
          id={`${id}-type`}
          label="Record"
          any="Any record"
          options={RECORD_TYPE_OPTIONS}
          value={filters.record_type}
          onChange={(type) => setFilters({ record_type: type })}
        />
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-record`}>Record id</Label>
          <Input
            id={`${id}-record`}
            value={recordText}
            maxLength={100}
            placeholder="Paste an id"
            onChange={(event) => setRecordText(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            onChange={(event) => setFilters({ from: event.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            onChange={(event) => setFilters({ to: event.target.value })}
          />
        </div>
        {filters.actor || filtered ? (
          <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-5">
            {filters.actor ? (
              <Button type="button" variant="outline" size="sm" onClick={() => setFilters({ actor: '' })}>
                <X aria-hidden /> One admin only
              </Button>
            ) : null}
            <Button type="button" variant="ghost" size="sm" onClick={clear}>
              Clear filters
            </Button>
          </div>
        ) : null}
      </SearchForm>
      {results}
    </div>
  );
}
