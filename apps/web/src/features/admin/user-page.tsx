import { SUSPENSION_REASON_MAX, type AdminUserDetail } from '@reelhire/shared/admin-users';
import { formatMoney } from '@reelhire/shared/money';
import type { UserType } from '@reelhire/shared/user-type';
import { ArrowLeft, Ban, History, RotateCcw, TriangleAlert, UserCog, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { AccountStateBadge, accountName, day, moment, roleLabel } from './account-badges';
import { useUser } from './api/get-user';
import { changeUserRole, restoreUser, suspendUser, useUserAction } from './api/user-actions';
import { RoleDialog } from './role-dialog';

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-zinc-500">{label}</dt>
      <dd className="min-w-0 break-words text-zinc-900">{children}</dd>
    </>
  );
}

const yesNo = (value: boolean, yes: string, no: string) => (
  <Badge variant={value ? 'success' : 'neutral'}>{value ? yes : no}</Badge>
);

const money = (sums: { currency: string; amount_minor: number }[]) =>
  sums.length ? sums.map((sum) => formatMoney(sum.amount_minor, sum.currency)).join(', ') : 'Nothing';

function ProfilesCard({ user }: { user: AdminUserDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profiles</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {!user.filmmaker && !user.client ? (
          <p className="text-sm text-zinc-600">
            {user.user_type === 'admin'
              ? 'Admin accounts have no filmmaker or client profile.'
              : 'No profile set up yet.'}
          </p>
        ) : null}
        {user.filmmaker ? (
          <Facts>
            <Fact label="Filmmaker">
              {user.filmmaker.name || 'No name yet'}
              {user.filmmaker.username ? (
                <>
                  {' · '}
                  <Link className="text-brand-700 underline" to={`/portfolio/${user.filmmaker.username}`}>
                    @{user.filmmaker.username}
                  </Link>
                </>
              ) : null}
            </Fact>
            <Fact label="Setup">{yesNo(user.filmmaker.setup, 'Finished', 'Unfinished')}</Fact>
            <Fact label="Identity">{yesNo(user.filmmaker.verified, 'Verified', 'Not verified')}</Fact>
          </Facts>
        ) : null}
        {user.client ? (
          <Facts>
            <Fact label="Client">{user.client.company_name || 'No company name yet'}</Fact>
            <Fact label="Setup">{yesNo(user.client.setup, 'Finished', 'Unfinished')}</Fact>
            <Fact label="Identity">{yesNo(user.client.verified, 'Verified', 'Not verified')}</Fact>
          </Facts>
        ) : null}
      </CardContent>
    </Card>
  );
}

function RecordsCard({ user }: { user: AdminUserDetail }) {
  const { counts, payments } = user;
  return (
    <Card>
      <CardHeader>
        <CardTitle>In the marketplace</CardTitle>
      </CardHeader>
      <CardContent>
        <Facts>
          <Fact label="Projects">{counts.projects}</Fact>
          <Fact label="Jobs">
            {counts.jobs}
            {counts.jobs > 0 ? (
              <>
                {' · '}
                <Link className="text-brand-700 underline" to="/admin/jobs">
                  All jobs
                </Link>
              </>
            ) : null}
          </Fact>
          <Fact label="Applications">{counts.applications}</Fact>
          <Fact label="Bookings">
            {counts.bookings_as_client} as client, {counts.bookings_as_filmmaker} as filmmaker
            {counts.bookings_under_way ? ` (${counts.bookings_under_way} under way)` : ''}
          </Fact>
          <Fact label="Paid in">
            {money(payments.paid)} ({payments.payments_count} payments)
          </Fact>
          <Fact label="Paid out">
            {money(payments.paid_out)} ({payments.payouts_count} payouts)
            {payments.payouts_count > 0 ? (
              <>
                {' · '}
                <Link className="text-brand-700 underline" to="/admin/payments">
                  Payments
                </Link>
              </>
            ) : null}
          </Fact>
        </Facts>
      </CardContent>
    </Card>
  );
}

function VerificationCard({ user }: { user: AdminUserDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Identity verification</CardTitle>
      </CardHeader>
      <CardContent>
        {user.verifications.length === 0 ? (
          <p className="text-sm text-zinc-600">No documents sent.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {user.verifications.map((verification) => (
              <li key={verification.id} className="flex flex-wrap items-center gap-2">
                <Badge
                  variant={
                    verification.status === 'approved'
                      ? 'success'
                      : verification.status === 'rejected'
                        ? 'danger'
                        : 'warning'
                  }
                >
                  {verification.status}
                </Badge>
                <span className="text-zinc-700">
                  As {verification.role}, sent {day(verification.created_at)}
                  {verification.rejection_reason ? `: “${verification.rejection_reason}”` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
        {user.verifications.some((verification) => verification.status === 'pending') ? (
          <Link className="mt-3 inline-block text-sm text-brand-700 underline" to="/admin/verify">
            Review pending documents
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

function SessionsCard({ user }: { user: AdminUserDetail }) {
  const { sessions } = user;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign-in</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Facts>
          <Fact label="Signs in with">
            {user.sign_in_methods.length
              ? user.sign_in_methods.map((method) => (method === 'email' ? 'Email' : 'Google')).join(', ')
              : 'No sign-in method'}
          </Fact>
          <Fact label="Email confirmed">
            {user.email_confirmed_at ? day(user.email_confirmed_at) : 'Not confirmed'}
          </Fact>
          <Fact label="Last sign-in">{user.last_sign_in_at ? moment(user.last_sign_in_at) : 'Never'}</Fact>
          <Fact label="Last active">{sessions.last_seen_at ? moment(sessions.last_seen_at) : 'Never'}</Fact>
          <Fact label="Signed-in devices">{sessions.active}</Fact>
        </Facts>
        {sessions.recent.length ? (
          <ul className="space-y-2 text-sm" aria-label="Recent sessions">
            {sessions.recent.map((session) => (
              <li key={session.id} className="rounded-lg bg-zinc-50 p-2">
                <p className="text-zinc-900">
                  Started {moment(session.created_at)}
                  {session.revoked_at ? ` · ended ${moment(session.revoked_at)}` : ' · still signed in'}
                </p>
                <p className="truncate text-xs text-zinc-500">
                  {[session.ip, session.user_agent].filter(Boolean).join(' · ') || 'No device details'}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Please try again');

function UserActions({ user }: { user: AdminUserDetail }) {
  const self = useAuthState().user?.id === user.id;
  const [open, setOpen] = useState<'suspend' | 'restore' | 'role' | null>(null);
  const suspend = useUserAction((reason: string) => suspendUser(user.id, reason));
  const restore = useUserAction(() => restoreUser(user.id));
  const role = useUserAction((type: UserType) => changeUserRole(user.id, type));
  const close = () => {
    setOpen(null);
    suspend.reset();
    restore.reset();
    role.reset();
  };
  if (self) return <p className="text-sm text-zinc-600">This is your own account.</p>;
  const error = (mutation: { error: unknown }) =>
    mutation.error
      ? mutation.error instanceof ApiError
        ? mutation.error.message
        : errorText(mutation.error)
      : null;
  return (
    <>
      {user.suspended_at ? (
        <Button onClick={() => setOpen('restore')}>
          <RotateCcw aria-hidden /> Restore account
        </Button>
      ) : (
        <Button variant="destructive" onClick={() => setOpen('suspend')}>
          <Ban aria-hidden /> Suspend
        </Button>
      )}
      <Button variant="outline" onClick={() => setOpen('role')}>
        <UserCog aria-hidden /> Change role
      </Button>
      <Button variant="ghost" asChild>
        <Link to={`/admin/audit-log?record_type=user&record_id=${user.id}`}>
          <History aria-hidden /> History
        </Link>
      </Button>
      <ConfirmDialog
        open={open === 'suspend'}
        onOpenChange={(next) => (next ? setOpen('suspend') : close())}
        title={`Suspend ${accountName(user)}?`}
        description="They are signed out everywhere at once and cannot sign in until the account is restored. Their profiles, jobs, bookings and money stay as they are."
        confirmLabel="Suspend account"
        pendingLabel="Suspending…"
        destructive
        pending={suspend.isPending}
        error={error(suspend)}
        note={{
          label: 'Reason',
          hint: 'Kept in the audit log and shown to the team, not to the user.',
          max: SUSPENSION_REASON_MAX,
          required: 'Say why the account is suspended',
        }}
        onConfirm={(reason) =>
          suspend.mutate(reason, {
            onSuccess: () => {
              close();
              toast.success('Account suspended: they have been signed out');
            },
          })
        }
      />
      <ConfirmDialog
        open={open === 'restore'}
        onOpenChange={(next) => (next ? setOpen('restore') : close())}
        title={`Restore ${accountName(user)}?`}
        description={`They can sign in again. They were suspended${user.suspension_reason ? ` for: “${user.suspension_reason}”` : ''}.`}
        confirmLabel="Restore account"
        pendingLabel="Restoring…"
        pending={restore.isPending}
        error={error(restore)}
        onConfirm={() =>
          restore.mutate(undefined, {
            onSuccess: () => {
              close();
              toast.success('Account restored: they can sign in again');
            },
          })
        }
      />
      {open === 'role' ? (
        <RoleDialog
          user={user}
          open
          onOpenChange={(next) => (next ? undefined : close())}
          pending={role.isPending}
          error={error(role)}
          onConfirm={(type) =>
            role.mutate(type, {
              onSuccess: () => {
                close();
                toast.success('Role changed: they have been signed out');
              },
            })
          }
        />
      ) : null}
    </>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function NoSuchAccount({ back }: { back: ReactNode }) {
  return (
    <div>
      {back}
      <PageHeader title="No such account" />
      <EmptyState
        icon={UserX}
        title="There is no account at this address"
        description="It may have been deleted, or the link is wrong. Find the account in the list of users."
      />
    </div>
  );
}

/** `/admin/users/:userId`: one account, what it has on Reelhire, and the admin's actions on it. */
export function AdminUserPage() {
  const { userId = '' } = useParams();
  // An address that is not an account id names nothing: said at once, without asking the server.
  const wellFormed = UUID.test(userId);
  const query = useUser(userId, wellFormed);
  const back = (
    <Link
      to="/admin/users"
      className="mb-4 inline-flex items-center gap-1 text-sm text-zinc-600 hover:text-zinc-900"
    >
      <ArrowLeft className="size-4" aria-hidden /> All users
    </Link>
  );
  if (!wellFormed) return <NoSuchAccount back={back} />;
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the account">
        {back}
        <Skeleton className="mb-6 h-12 w-64" />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div>
        {back}
        <EmptyState
          icon={missing ? UserX : TriangleAlert}
          title={missing ? 'No such account' : 'The account could not be loaded'}
          description={missing ? 'It may have been deleted, or the link is wrong.' : query.error.message}
          action={missing ? undefined : <Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  const user = query.data;
  return (
    <div>
      {back}
      <PageHeader
        title={accountName(user)}
        description={`${user.email} · ${roleLabel(user.user_type)} · joined ${day(user.created_at)}`}
        actions={<UserActions user={user} />}
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <AccountStateBadge state={user.state} />
      </div>
      {user.suspended_at ? (
        <div
          role="status"
          className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          Suspended on {moment(user.suspended_at)}
          {user.suspension_reason ? `: “${user.suspension_reason}”` : ''}. They cannot sign in.
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ProfilesCard user={user} />
        <VerificationCard user={user} />
        <RecordsCard user={user} />
        <SessionsCard user={user} />
      </div>
    </div>
  );
}
