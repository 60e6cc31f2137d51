import type { SupportRequestRecord } from '@reelhire/shared/support';
import { Inbox, Mail } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSupportInbox } from './api/list-support-requests';
import { SUPPORT_TOPIC_LABELS, type SupportTopic } from './support-topic-labels';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function RequestRow({ request }: { request: SupportRequestRecord }) {
  return (
    <li className="border-b border-zinc-100 p-5 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-medium text-zinc-900">{request.name}</p>
        <a
          href={`mailto:${request.email}`}
          className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <Mail className="size-3.5" aria-hidden />
          {request.email}
        </a>
        <Badge>{SUPPORT_TOPIC_LABELS[request.topic as SupportTopic] ?? request.topic}</Badge>
        {request.user_id ? <Badge variant="brand">Signed-in user</Badge> : <Badge>Visitor</Badge>}
        <time dateTime={request.created_at} className="ml-auto text-xs text-zinc-500">
          {dateTime.format(new Date(request.created_at))}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-line text-sm text-zinc-700">{request.message}</p>
    </li>
  );
}

/** `/admin/messages`: what people sent from the support page and the chat bubble, newest first. */
export function SupportInboxPage() {
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useSupportInbox();
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  // Counted on the first page only (decision 0057).
  const total = data?.pages[0]?.total ?? items.length;

  return (
    <div>
      <PageHeader
        title="Support inbox"
        description="Requests from the support page and the chat bubble, newest first. Reply by email."
      />
      {isPending ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : isError ? (
        <LoadFailed title="The inbox could not be loaded" error={error} onRetry={refetch} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="Support inbox is empty"
          description="Requests sent through the support page and the chat bubble appear here."
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-zinc-600">
            {total} {total === 1 ? 'request' : 'requests'}
          </p>
          <Card>
            <ul>
              {items.map((request) => (
                <RequestRow key={request.id} request={request} />
              ))}
            </ul>
          </Card>
          {hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? 'Loading…' : 'Show older requests'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
