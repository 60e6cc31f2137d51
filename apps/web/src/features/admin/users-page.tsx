import {
  ACCOUNT_STATE_LABELS,
  ACCOUNT_STATES,
  USER_TYPE_LABELS,
  type AccountState,
  type AdminUserSummary,
} from '@reelhire/shared/admin-users';
import { USER_TYPES, type UserType } from '@reelhire/shared/user-type';
import { ChevronRight, LoaderCircle, SearchX, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { FilterSelect, SearchField, SearchForm } from '@/components/search-filters';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedFilter, useUrlFilters } from '@/lib/use-debounced-filter';
import { AccountStateBadge, accountName, day, roleLabel } from './account-badges';
import { useUsers, type UserFilters } from './api/list-users';

const isRole = (value: string | null): value is UserType =>
  (USER_TYPES as readonly (string | null)[]).includes(value);
const isState = (value: string | null): value is AccountState =>
  (ACCOUNT_STATES as readonly (string | null)[]).includes(value);

/** The filters live in the address bar, so a search survives reload and Back. */
function useUserFilters() {
  const [params, set] = useUrlFilters<keyof UserFilters>();
  const role = params.get('role');
  const state = params.get('state');
  const filters: UserFilters = {
    q: params.get('q')?.trim() ?? '',
    role: isRole(role) ? role : '',
    state: isState(state) ? state : '',
  };
  return [filters, set] as const;
}

function UserRow({ user }: { user: AdminUserSummary }) {
  const name = accountName(user);
  return (
    <Link
      to={`/admin/users/${user.id}`}
      className="flex items-center gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs transition-colors hover:border-brand-200 hover:bg-brand-50/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium text-zinc-900">{name}</span>
          <AccountStateBadge state={user.state} />
        </div>
        <p className="truncate text-sm text-zinc-600">
          {name === user.email ? null : <span>{user.email} · </span>}
          {roleLabel(user.user_type)}
        </p>
        <p className="text-xs text-zinc-500">
          Joined {day(user.created_at)}
          {user.last_sign_in_at ? ` · last signed in ${day(user.last_sign_in_at)}` : ' · never signed in'}
        </p>
      </div>
      <ChevronRight className="size-4 shrink-0 text-zinc-400" aria-hidden />
    </Link>
  );
}

/** `/admin/users`: every account, newest first, searched by name or email, by role and by state. */
export function AdminUsersPage() {
  const id = useId();
  const [filters, setFilters] = useUserFilters();
  const [text, setText] = useDebouncedFilter(filters.q, (q) => setFilters({ q: q.trim() }, true));
  const list = useUsers(filters);
  const filtered = Boolean(filters.q || filters.role || filters.state);
  const clear = () => setFilters({ q: '', role: '', state: '' });

  let results;
  if (list.isPending) {
    results = (
      <div className="space-y-3" aria-busy="true" aria-label="Loading accounts">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
    );
  } else if (list.isError) {
    results = <LoadFailed title="Accounts could not be loaded" error={list.error} onRetry={list.refetch} />;
  } else {
    const users = list.data.pages.flatMap((page) => page.items);
    if (users.length === 0) {
      results = filtered ? (
        <EmptyState
          icon={SearchX}
          title="No accounts match"
          description="Search looks at names and email addresses. Try other words, or another role or state."
          action={<Button onClick={clear}>Clear filters</Button>}
        />
      ) : (
        <EmptyState
          icon={Users}
          title="No accounts yet"
          description="Accounts appear here as people sign up."
        />
      );
    } else {
      results = (
        <div>
          <ul aria-label="Accounts" className="space-y-3">
            {users.map((user) => (
              <li key={user.id}>
                <UserRow user={user} />
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
                Show more
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
        title="Users"
        description="Every account, newest first: open one to see its records, suspend it or change its role."
      />
      <SearchForm label="Search accounts" className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchField
          className="flex-1"
          label="Search accounts by name or email"
          placeholder="Search by name or email"
          maxLength={200}
          value={text}
          onChange={setText}
        />
        <div className="grid grid-cols-2 gap-3 lg:flex">
          <FilterSelect
            id={`${id}-role`}
            className="lg:w-48"
            label="Role"
            any="Any role"
            options={USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }))}
            value={filters.role}
            onChange={(role) => setFilters({ role })}
          />
          <FilterSelect
            id={`${id}-state`}
            className="lg:w-48"
            label="State"
            any="Any state"
            options={ACCOUNT_STATES.map((state) => ({ value: state, label: ACCOUNT_STATE_LABELS[state] }))}
            value={filters.state}
            onChange={(state) => setFilters({ state })}
          />
        </div>
        {filtered ? (
          <Button type="button" variant="ghost" onClick={clear}>
            Clear filters
          </Button>
        ) : null}
      </SearchForm>
      {results}
    </div>
  );
}
