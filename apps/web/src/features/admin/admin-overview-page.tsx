import { ArrowRight, BadgeCheck, CircleCheck, LifeBuoy, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminOverview } from './api/get-admin-overview';

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

/** /admin: what waits for the team, counted by the server, each with the way to its queue. */
export function AdminOverviewPage() {
  const { data, isPending, isError, error, refetch } = useAdminOverview();
  return (
    <div>
      <PageHeader title="Admin overview" description="What waits for the team right now." />
      {isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : isError ? (
        <EmptyState
          icon={TriangleAlert}
          title="The overview could not be loaded"
          description={error.message}
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : (
        <div className="space-y-4">
          {data.pending_verifications + data.open_support_requests === 0 ? (
            <p className="flex items-center gap-2 text-sm text-emerald-700">
              <CircleCheck className="size-4" aria-hidden />
              Nothing needs attention: no verifications or support requests are waiting.
            </p>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
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
          </div>
        </div>
      )}
    </div>
  );
}
