import {
  ADMIN_VERIFICATIONS_PAGE_SIZE,
  VERIFICATION_STATUSES,
  type AdminVerificationList,
  type VerificationStatus,
} from '@reelhire/shared/verification';
import { BadgeCheck, ClipboardCheck, ShieldX, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LINKS_SAFE_FOR_MS, useAdminVerifications } from './api/list-admin-verifications';
import { AdminVerificationCard } from './admin-verification-card';
import type { OpenDocument } from './verification-document';

const TAB_LABELS: Record<VerificationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const EMPTY: Record<VerificationStatus, { icon: LucideIcon; title: string; description: string }> = {
  pending: {
    icon: ClipboardCheck,
    title: 'No verifications waiting',
    description: 'Documents people send from their verify-identity page appear here, oldest first.',
  },
  approved: {
    icon: BadgeCheck,
    title: 'No approved verifications yet',
    description: 'Submissions you approve are listed here, newest first.',
  },
  rejected: {
    icon: ShieldX,
    title: 'No rejected verifications',
    description: 'Submissions you reject are listed here with the reason you gave.',
  },
};

function countText(status: VerificationStatus, total: number): string {
  const submissions = total === 1 ? 'submission' : 'submissions';
  if (status === 'pending') return `${total} ${submissions} waiting, oldest first`;
  return `${total} ${status} ${submissions}, newest first`;
}

function isStatus(value: string | null): value is VerificationStatus {
  return (VERIFICATION_STATUSES as readonly (string | null)[]).includes(value);
}

function findUrl(list: AdminVerificationList | undefined, fileId: string): string | null {
  for (const item of list?.items ?? []) {
    for (const document of [item.identity_document, item.selfie, item.business_document]) {
      if (document?.file_id === fileId) return document.url;
    }
  }
  return null;
}

/** `/admin/verify`: the identity documents users sent, by status, for admins to approve or reject. */
export function AdminVerificationsPage() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: VerificationStatus = isStatus(rawStatus) ? rawStatus : 'pending';
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const { data, isPending, isError, error, refetch, isFetching, dataUpdatedAt } = useAdminVerifications(
    status,
    page,
  );
  // The Pending tab always says how many wait (the same query as the pending list's first page).
  const waiting = useAdminVerifications('pending', 0).data?.total;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_VERIFICATIONS_PAGE_SIZE)) : 1;

  // Approving the last card of the last page leaves that page empty: show the page before it.
  const pastTheEnd = Boolean(data && data.items.length === 0 && data.total > 0 && page > 0);
  useEffect(() => {
    if (!pastTheEnd) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(pages));
        return next;
      },
      { replace: true },
    );
  }, [pastTheEnd, pages, setParams]);

  // A list shown for a while holds links about to expire: fetch fresh ones, then open the one clicked.
  const openDocument: OpenDocument = (event, fileId) => {
    if (Date.now() - dataUpdatedAt < LINKS_SAFE_FOR_MS) return;
    event.preventDefault();
    void refetch().then(({ data: fresh }) => {
      const url = findUrl(fresh, fileId);
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
      else toast.error('That submission is no longer in this list');
    });
  };

  function go(next: { status?: VerificationStatus; page?: number }) {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'pending') query.set('status', nextStatus);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
    if (next.page !== undefined) window.scrollTo({ top: 0 });
  }

  const empty = EMPTY[status];

  return (
    <div>
      <PageHeader
        title="Identity verification"
        description="Check each person's document against their selfie, then approve or say what to fix."
      />
      <Tabs value={status} onValueChange={(value) => go({ status: value as VerificationStatus })}>
        <TabsList aria-label="Verification status" className="w-full sm:w-auto">
          {VERIFICATION_STATUSES.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
              {TAB_LABELS[value]}
              {value === 'pending' && waiting ? (
                <span className="ml-1.5 rounded-full bg-brand-600 px-1.5 py-px text-xs font-medium text-white">
                  {waiting}
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status} className="mt-5">
          {isPending ? (
            <div className="space-y-4">
              <Skeleton className="h-72 rounded-xl" />
              <Skeleton className="h-72 rounded-xl" />
            </div>
          ) : isError ? (
            <EmptyState
              icon={TriangleAlert}
              title="The verifications could not be loaded"
              description={error.message}
              action={<Button onClick={() => void refetch()}>Try again</Button>}
            />
          ) : data.total === 0 ? (
            <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
          ) : (
            <>
              <p className="mb-3 text-sm text-zinc-600" aria-live="polite">
                {countText(status, data.total)}
              </p>
              <ul className="space-y-4" aria-busy={isFetching}>
                {data.items.map((item) => (
                  <li key={item.id}>
                    <AdminVerificationCard item={item} onOpen={openDocument} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page + 1}
                pages={pages}
                busy={isFetching}
                onPage={(next) => go({ page: next })}
                className="mt-6"
              />
            </>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
