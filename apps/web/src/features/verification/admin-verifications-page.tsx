import {
  VERIFICATION_STATUSES,
  type AdminVerificationList,
  type VerificationStatus,
} from '@reelhire/shared/verification';
import type { InfiniteData } from '@tanstack/react-query';
import { BadgeCheck, ClipboardCheck, ShieldX, type LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
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

function findUrl(list: InfiniteData<AdminVerificationList> | undefined, fileId: string): string | null {
  for (const item of list?.pages.flatMap((page) => page.items) ?? []) {
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
  const {
    data,
    isPending,
    isError,
    error,
    refetch,
    isFetching,
    dataUpdatedAt,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useAdminVerifications(status);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  // Counted on the first page only (decision 0057).
  const total = data?.pages[0]?.total ?? items.length;
  // The Pending tab always says how many wait (the same query as the pending list).
  const waiting = useAdminVerifications('pending').data?.pages[0]?.total;

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

  function go(nextStatus: VerificationStatus) {
    const query = new URLSearchParams();
    if (nextStatus !== 'pending') query.set('status', nextStatus);
    setParams(query);
  }

  const empty = EMPTY[status];

  return (
    <div>
      <PageHeader
        title="Identity verification"
        description="Check each person's document against their selfie, then approve or say what to fix."
      />
      <Tabs value={status} onValueChange={(value) => go(value as VerificationStatus)}>
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
            <LoadFailed title="The verifications could not be loaded" error={error} onRetry={refetch} />
          ) : items.length === 0 ? (
            <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
          ) : (
            <>
              <p className="mb-3 text-sm text-zinc-600" aria-live="polite">
                {countText(status, total)}
              </p>
              <ul className="space-y-4" aria-busy={isFetching}>
                {items.map((item) => (
                  <li key={item.id}>
                    <AdminVerificationCard item={item} onOpen={openDocument} />
                  </li>
                ))}
              </ul>
              {hasNextPage ? (
                <div className="mt-6 flex justify-center">
                  <Button
                    variant="outline"
                    onClick={() => void fetchNextPage()}
                    disabled={isFetchingNextPage}
                  >
                    {isFetchingNextPage ? 'Loading…' : 'Show more submissions'}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
