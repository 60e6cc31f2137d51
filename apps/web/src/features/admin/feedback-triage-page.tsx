import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_STATUSES,
  FEEDBACK_STATUS_LABELS,
  feedbackMachine,
  feedbackReplyInputSchema,
  type AdminFeedbackRecord,
  type FeedbackCategory,
  type FeedbackStatus,
} from '@reelhire/shared/feedback';
import { availableTransitions, turnLine } from '@reelhire/shared/state-machine';
import { LoaderCircle, MessageSquareReply, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { FilterSelect } from '@/components/search-filters';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-dates';
import { useReplyToFeedback, useTransitionFeedback } from './api/act-on-feedback';
import { useFeedbackTriage, type FeedbackFilters } from './api/list-feedback';

const STATUS_OPTIONS = FEEDBACK_STATUSES.map((status) => ({
  value: status,
  label: FEEDBACK_STATUS_LABELS[status],
}));
const CATEGORY_OPTIONS = FEEDBACK_CATEGORIES.map((category) => ({
  value: category,
  label: FEEDBACK_CATEGORY_LABELS[category],
}));

const STATUS_VARIANT: Record<FeedbackStatus, 'brand' | 'warning' | 'success' | 'neutral'> = {
  new: 'brand',
  planned: 'warning',
  done: 'success',
  wont_do: 'neutral',
};

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden
          className={cn('size-3.5', star <= rating ? 'fill-amber-400 text-amber-500' : 'text-zinc-300')}
        />
      ))}
    </span>
  );
}

function ReplyForm({
  item,
  onReplied,
}: {
  item: AdminFeedbackRecord;
  onReplied: (next: AdminFeedbackRecord) => void;
}) {
  const id = useId();
  const reply = useReplyToFeedback();
  const [message, setMessage] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = feedbackReplyInputSchema.safeParse({ message });
        if (!parsed.success) {
          setProblem(parsed.error.issues[0]?.message ?? 'Please write a reply');
          return;
        }
        setProblem(null);
        reply.mutate(
          { id: item.id, message: parsed.data.message, idempotencyKey: key },
          {
            onSuccess: (next) => {
              setMessage('');
              setKey(crypto.randomUUID());
              onReplied(next);
            },
            onError: (error) => setProblem(error.message),
          },
        );
      }}
    >
      <Label htmlFor={`${id}-reply`}>{item.reply ? 'Send another reply' : 'Reply by email'}</Label>
      <Textarea
        id={`${id}-reply`}
        rows={4}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="text-xs text-zinc-500">
        Emailed to {item.author.email ?? 'the author'} and shown with their feedback.
      </p>
      {problem ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={reply.isPending}>
        {reply.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden />
        ) : (
          <MessageSquareReply aria-hidden />
        )}
        Send reply
      </Button>
    </form>
  );
}

function FeedbackDetail({
  item,
  onChanged,
}: {
  item: AdminFeedbackRecord;
  onChanged: (next: AdminFeedbackRecord) => void;
}) {
  const transition = useTransitionFeedback();
  const [problem, setProblem] = useState<string | null>(null);
  const actions = availableTransitions(feedbackMachine, { state: item.status, actor: 'admin' });
  const turn = turnLine(feedbackMachine, item.status, 'admin');
  return (
    <div className="space-y-5 overflow-y-auto p-5">
      <div className="space-y-1 pr-8">
        <SheetTitle>{FEEDBACK_CATEGORY_LABELS[item.category]}</SheetTitle>
        <SheetDescription className="text-sm text-zinc-600">
          From {item.author.name}
          {item.author.user_type ? ` (${item.author.user_type})` : ''} · {formatDay(item.created_at)}
        </SheetDescription>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={STATUS_VARIANT[item.status]}>{FEEDBACK_STATUS_LABELS[item.status]}</Badge>
        <Stars rating={item.rating} />
        {turn ? <span className="text-xs text-zinc-500">{turn}</span> : null}
      </div>
      <p className="whitespace-pre-line text-sm text-zinc-800">{item.message}</p>
      {item.screenshot_url ? (
        <a href={item.screenshot_url} target="_blank" rel="noreferrer" className="block">
          <img
            src={item.screenshot_url}
            alt="Screenshot sent with the feedback"
            className="max-h-72 w-full rounded-lg border border-zinc-200 bg-zinc-50 object-contain"
          />
        </a>
      ) : (
        <p className="text-xs text-zinc-500">No screenshot was sent.</p>
      )}
      {actions.length > 0 ? (
        <div className="flex flex-wrap gap-2" aria-label="Status actions">
          {actions.map((name) => (
            <Button
              key={name}
              variant={name === 'plan' ? 'primary' : 'outline'}
              size="sm"
              disabled={transition.isPending}
              onClick={() => {
                setProblem(null);
                transition.mutate(
                  { id: item.id, transition: name },
                  { onSuccess: onChanged, onError: (error) => setProblem(error.message) },
                );
              }}
            >
              {feedbackMachine.transitions[name].label}
            </Button>
          ))}
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      {item.reply ? (
        <div className="rounded-lg bg-brand-50/60 p-3">
          <p className="text-xs font-medium text-brand-700">
            Your reply{item.replied_at ? ` · ${formatDay(item.replied_at)}` : ''}
          </p>
          <p className="mt-1 whitespace-pre-line text-sm text-zinc-800">{item.reply}</p>
        </div>
      ) : null}
      <ReplyForm item={item} onReplied={onChanged} />
    </div>
  );
}

/** /admin/feedback: what members told the team, to triage (plan, done, won't do) and answer by email. */
export function FeedbackTriagePage() {
  const id = useId();
  const [filters, setFilters] = useState<FeedbackFilters>({ status: 'new' });
  const [selected, setSelected] = useState<AdminFeedbackRecord | null>(null);
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useFeedbackTriage(filters);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters.status || filters.category;

  return (
    <div>
      <PageHeader title="Feedback" description="What members told the team. Triage it and answer by email." />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          any="Any status"
          options={STATUS_OPTIONS}
          value={filters.status ?? ''}
          onChange={(status) =>
            setFilters((now) => ({ ...now, status: (status || undefined) as FeedbackStatus | undefined }))
          }
        />
        <FilterSelect
          id={`${id}-category`}
          label="Category"
          any="Any category"
          options={CATEGORY_OPTIONS}
          value={filters.category ?? ''}
          onChange={(category) =>
            setFilters((now) => ({
              ...now,
              category: (category || undefined) as FeedbackCategory | undefined,
            }))
          }
        />
      </div>

      {isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-24 rounded-xl" />
          <Skeleton className="h-24 rounded-xl" />
        </div>
      ) : isError ? (
        <LoadFailed title="Feedback could not be loaded" error={error} onRetry={refetch} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Star}
          title={filtered ? 'No feedback matches these filters' : 'No feedback yet'}
          description={
            filtered
              ? 'Try another status or category, or any status to see everything.'
              : 'Feedback sent by members from the feedback page appears here.'
          }
        />
      ) : (
        <div className="space-y-3">
          <ul className="space-y-3" aria-label="Feedback">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => setSelected(item)}
                  className="w-full space-y-2 rounded-xl border border-zinc-200 bg-white p-4 text-left transition-colors hover:border-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
                  aria-label={`Open feedback from ${item.author.name}: ${FEEDBACK_CATEGORY_LABELS[item.category]}`}
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge variant={STATUS_VARIANT[item.status]}>{FEEDBACK_STATUS_LABELS[item.status]}</Badge>
                    <span className="text-sm font-medium text-zinc-900">
                      {FEEDBACK_CATEGORY_LABELS[item.category]}
                    </span>
                    <Stars rating={item.rating} />
                    {item.screenshot_url ? <Badge>Screenshot</Badge> : null}
                    {item.reply ? <Badge variant="success">Replied</Badge> : null}
                    <span className="ml-auto text-xs text-zinc-500">
                      {item.author.name} · {formatDay(item.created_at)}
                    </span>
                  </span>
                  <span className="line-clamp-2 block text-sm text-zinc-700">{item.message}</span>
                </button>
              </li>
            ))}
          </ul>
          {hasNextPage ? (
            <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? 'Loading…' : 'Show older feedback'}
            </Button>
          ) : null}
        </div>
      )}

      <Sheet open={selected !== null} onOpenChange={(open) => (open ? null : setSelected(null))}>
        <SheetContent side="right" className="w-[32rem] max-w-full sm:max-w-[90vw]">
          {selected ? <FeedbackDetail key={selected.id} item={selected} onChanged={setSelected} /> : null}
        </SheetContent>
      </Sheet>
    </div>
  );
}
