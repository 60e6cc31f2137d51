import type { AdminOverview } from '@reelhire/shared/admin';
import { formatMoney } from '@reelhire/shared/money';
import {
  ArrowRight,
  BadgeCheck,
  Banknote,
  BriefcaseBusiness,
  CalendarCheck,
  CircleCheck,
  Gavel,
  Landmark,
  LifeBuoy,
  MessageSquareHeart,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminOverview } from './api/get-admin-overview';

const AdminOverviewCharts = lazy(() => import('./admin-overview-charts'));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function QueueCard({
  icon: Icon,
  title,
  count,
  waiting,
  clear,
  to,
  action,
}: {
  icon: LucideIcon;
  title: string;
  count: number;
  waiting: string;
  clear: string;
  to: string;
  action: string;
}) {
  return (
    <Card className={count > 0 ? 'border-amber-200 bg-amber-50/50' : undefined}>
      <CardContent className="flex h-full flex-col gap-4">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-600 ring-1 ring-zinc-200">
            <Icon className="size-5" aria-hidden />
          </span>
          <div>
            <h2 className="text-sm font-medium text-zinc-600">{title}</h2>
            <p className="text-3xl font-semibold tabular-nums text-zinc-900">{count}</p>
            <p className="mt-1 text-sm text-zinc-700">{count > 0 ? waiting : clear}</p>
          </div>
        </div>
        <Button
          asChild
          variant={count > 0 ? 'primary' : 'outline'}
          className="mt-auto w-full sm:w-auto sm:self-start"
        >
          <Link to={to}>
            {action} <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** One figure of the marketplace, linking to the admin page where it is worked on. */
function Figure({
  icon: Icon,
  label,
  value,
  detail,
  to,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  detail?: string;
  to: string;
}) {
  return (
    <Link
      to={to}
      className="group flex flex-col gap-1 rounded-xl border border-zinc-200 bg-white p-4 transition-colors hover:border-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
    >
      <span className="flex items-center gap-2 text-sm font-medium text-zinc-600">
        <Icon className="size-4 text-brand-600" aria-hidden />
        {label}
        <ArrowRight className="ml-auto size-4 text-zinc-400 group-hover:text-brand-600" aria-hidden />
      </span>
      <span className="text-2xl font-semibold tabular-nums text-zinc-900">{value}</span>
      {detail ? <span className="text-xs text-zinc-500">{detail}</span> : null}
    </Link>
  );
}

/** Amounts per currency on one line ("£1,200.00 · €300.00"), or a zero in the platform's first currency. */
const amounts = (rows: { currency: string; minor: number }[]) =>
  rows.length === 0 ? '0' : rows.map((row) => formatMoney(row.minor, row.currency)).join(' · ');

function MarketplaceFigures({ data }: { data: AdminOverview }) {
  const roles = data.users_by_role;
  const users = roles.filmmaker + roles.client + roles.both + roles.admin + roles.none;
  const payoutsDue = data.money.reduce((sum, row) => sum + row.payouts_due, 0);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Figure
        icon={Users}
        label="Users"
        value={String(users)}
        detail={`${roles.filmmaker} filmmakers · ${roles.client} clients · ${roles.both} both · ${roles.admin} admins${roles.none ? ` · ${roles.none} without a role` : ''}`}
        to="/admin/users"
      />
      <Figure
        icon={BriefcaseBusiness}
        label="Open jobs"
        value={String(data.open_jobs)}
        detail="Published and taking applications"
        to="/admin/jobs"
      />
      <Figure
        icon={CalendarCheck}
        label="Bookings this month"
        value={String(data.bookings_this_month)}
        detail="Made since the 1st (UTC)"
        to="/admin/payments"
      />
      <Figure
        icon={Landmark}
        label="Escrow held"
        value={amounts(
          data.money
            .filter((row) => row.escrow_held_minor > 0)
            .map((row) => ({ currency: row.currency, minor: row.escrow_held_minor })),
        )}
        detail="Clients' money held for milestones, from the ledger"
        to="/admin/payments"
      />
      <Figure
        icon={Banknote}
        label="Payouts due"
        value={String(payoutsDue)}
        detail={
          payoutsDue > 0
            ? amounts(
                data.money
                  .filter((row) => row.payouts_due > 0)
                  .map((row) => ({ currency: row.currency, minor: row.payouts_due_minor })),
              )
            : 'None waiting to be processed'
        }
        to="/admin/payments"
      />
    </div>
  );
}

/** /admin: what waits for the team, counted by the server, each with the way to its queue. */
export function AdminOverviewPage() {
  const { data, isPending, isError, error, refetch } = useAdminOverview();
  return (
    <div>
      <PageHeader
        title="Admin overview"
        description="What waits for the team, and how the marketplace is doing."
      />
      {isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : isError ? (
        <LoadFailed title="The overview could not be loaded" error={error} onRetry={refetch} />
      ) : (
        <div className="space-y-4">
          {data.pending_verifications +
            data.open_support_requests +
            data.new_feedback +
            data.open_disputes ===
          0 ? (
            <p className="flex items-center gap-2 text-sm text-emerald-700">
              <CircleCheck className="size-4" aria-hidden />
              Nothing needs attention: no verifications, support requests, new feedback or disputes are
              waiting.
            </p>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            <QueueCard
              icon={BadgeCheck}
              title="Pending verifications"
              count={data.pending_verifications}
              waiting={`${plural(data.pending_verifications, 'identity check waits', 'identity checks wait')} for a decision.`}
              clear="No identity checks are waiting."
              to="/admin/verify"
              action="Review verifications"
            />
            <QueueCard
              icon={LifeBuoy}
              title="Open support requests"
              count={data.open_support_requests}
              waiting={`${plural(data.open_support_requests, 'request waits', 'requests wait')} for an answer.`}
              clear="No support requests are open."
              to="/admin/messages"
              action="Open the support inbox"
            />
            <QueueCard
              icon={MessageSquareHeart}
              title="New feedback"
              count={data.new_feedback}
              waiting={`${plural(data.new_feedback, 'piece of feedback waits', 'pieces of feedback wait')} to be triaged.`}
              clear="All feedback has been triaged."
              to="/admin/feedback"
              action="Triage feedback"
            />
            <QueueCard
              icon={Gavel}
              title="Open disputes"
              count={data.open_disputes}
              waiting={`${plural(data.open_disputes, 'dispute is', 'disputes are')} not yet resolved or withdrawn.`}
              clear="No disputes are open."
              to="/admin/disputes"
              action="Review disputes"
            />
          </div>
          <section className="space-y-3 pt-4" aria-labelledby="marketplace-heading">
            <h2 id="marketplace-heading" className="text-lg font-semibold text-zinc-900">
              Marketplace
            </h2>
            <MarketplaceFigures data={data} />
          </section>
          <section className="space-y-3 pt-4" aria-labelledby="trends-heading">
            <h2 id="trends-heading" className="text-lg font-semibold text-zinc-900">
              The last {data.weeks.length} weeks
            </h2>
            <Suspense fallback={<Skeleton className="h-64 rounded-xl" />}>
              <AdminOverviewCharts overview={data} />
            </Suspense>
          </section>
        </div>
      )}
    </div>
  );
}
