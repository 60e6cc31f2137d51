import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_STATUS_LABELS,
  type FeedbackRecord,
  type FeedbackStatus,
} from '@reelhire/shared/feedback';
import { MessageSquareHeart, MessageSquareReply } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format-dates';
import { useMyFeedback } from './api/list-my-feedback';
import { RatingShown } from './rating-stars';

const STATUS_VARIANT: Record<FeedbackStatus, 'brand' | 'warning' | 'success' | 'neutral'> = {
  new: 'brand',
  planned: 'warning',
  done: 'success',
  wont_do: 'neutral',
};

/** What the status means to the person who wrote it. */
const STATUS_LINE: Record<FeedbackStatus, string> = {
  new: 'The team will read it soon.',
  planned: 'The team has planned a change based on it.',
  done: 'The team has made a change based on it.',
  wont_do: 'The team decided not to change this for now.',
};

function FeedbackItem({ item }: { item: FeedbackRecord }) {
  return (
    <li className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={STATUS_VARIANT[item.status]}>{FEEDBACK_STATUS_LABELS[item.status]}</Badge>
        <span className="text-sm font-medium text-zinc-900">{FEEDBACK_CATEGORY_LABELS[item.category]}</span>
        <RatingShown rating={item.rating} />
        <span className="ml-auto text-xs text-zinc-500">Sent {formatDay(item.created_at)}</span>
      </div>
      <p className="whitespace-pre-line text-sm text-zinc-700">{item.message}</p>
      {item.screenshot_url ? (
        <a href={item.screenshot_url} target="_blank" rel="noreferrer" className="block w-fit">
          <img
            src={item.screenshot_url}
            alt="Your screenshot"
            className="max-h-40 rounded-lg border border-zinc-200 object-contain"
          />
        </a>
      ) : null}
      <p className="text-xs text-zinc-500">{STATUS_LINE[item.status]}</p>
      {item.reply ? (
        <div className="rounded-lg bg-brand-50/60 p-3">
          <p className="flex items-center gap-1.5 text-xs font-medium text-brand-700">
            <MessageSquareReply className="size-3.5" aria-hidden />
            Reply from the Reelhire team{item.replied_at ? ` · ${formatDay(item.replied_at)}` : ''}
          </p>
          <p className="mt-1 whitespace-pre-line text-sm text-zinc-800">{item.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

/** "Your feedback": what the caller sent, newest first, with its status and any reply. */
export function MyFeedbackList() {
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useMyFeedback();
  if (isPending) return <Skeleton className="h-32 rounded-xl" />;
  if (isError) {
    return <LoadFailed title="Your feedback could not be loaded" error={error} onRetry={refetch} />;
  }
  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={MessageSquareHeart}
        title="You haven't sent any feedback yet"
        description="What you send appears here, with what the team decided and any reply."
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label="Your feedback">
        {items.map((item) => (
          <FeedbackItem key={item.id} item={item} />
        ))}
      </ul>
      {hasNextPage ? (
        <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading…' : 'Show older feedback'}
        </Button>
      ) : null}
    </div>
  );
}
