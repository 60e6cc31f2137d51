import type { Attachment } from '@reelhire/shared/chat-attachments';
import type { MessageRecord } from '@reelhire/shared/chat-messages';
import { MESSAGES } from '@reelhire/shared/constants';
import { Loader2, MessageSquare } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { dayLabel, isSameDay } from './chat-time';
import { MessageBubble } from './message-bubble';
import { isOwnMessage, type ChatViewerIdentity } from './message-status';

export interface MessageListProps {
  messages: MessageRecord[];
  viewer: ChatViewerIdentity;
  isLoading: boolean;
  loadError: Error | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onOpenCarousel: (attachments: Attachment[], startIndex: number) => void;
  /** Who the conversation is with, for the empty state. */
  otherName: string;
}

/** Scrolled this close to the top, the next older page loads. */
const LOAD_OLDER_WITHIN_PX = 80;

function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/**
 * The messages, oldest at the top and newest at the bottom, with a date label between days. Scrolling to
 * the top loads the next older page until a page comes back short (docs/product.md §4). New messages scroll
 * the list down only when the reader is within 100 px of the newest (docs/product.md §9 says "of the top";
 * with the newest at the bottom that edge is the bottom), or when they are the reader's own.
 */
export function MessageList({
  messages,
  viewer,
  isLoading,
  loadError,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onOpenCarousel,
  otherName,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const nearNewest = useRef(true);
  const previous = useRef<{ first: string | null; last: string | null; height: number; top: number }>({
    first: null,
    last: null,
    height: 0,
    top: 0,
  });
  const older = useRef({ hasOlder, loadingOlder, onLoadOlder });
  useEffect(() => {
    older.current = { hasOlder, loadingOlder, onLoadOlder };
  });

  const first = messages[0]?.id ?? null;
  const lastMessage = messages.at(-1) ?? null;
  const last = lastMessage?.id ?? null;
  const lastIsOwn = lastMessage ? isOwnMessage(lastMessage, viewer) : false;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (before.first !== null && first !== before.first && last === before.last) {
      // An older page went in above: keep the reader's place.
      element.scrollTop = element.scrollHeight - before.height + before.top;
    } else if (last !== before.last && (before.last === null || nearNewest.current || lastIsOwn)) {
      element.scrollTop = element.scrollHeight;
      nearNewest.current = true;
    }
    previous.current = { first, last, height: element.scrollHeight, top: element.scrollTop };
  }, [first, last, lastIsOwn]);

  const hasMessages = messages.length > 0;
  const content = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Pictures that load late and a composer that grows (picked files) change the heights: a reader at
    // the newest message stays there.
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (nearNewest.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, [hasMessages]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    nearNewest.current = distanceFromBottom(element) <= MESSAGES.autoScrollThresholdPx;
    previous.current = { ...previous.current, height: element.scrollHeight, top: element.scrollTop };
    const { hasOlder: more, loadingOlder: busy, onLoadOlder: load } = older.current;
    if (element.scrollTop <= LOAD_OLDER_WITHIN_PX && more && !busy) load();
  };

  if (isLoading) {
    return (
      <div
        className="flex flex-1 flex-col justify-end gap-3 p-4"
        aria-busy="true"
        aria-label="Loading messages"
      >
        <Skeleton className="h-10 w-2/3 rounded-2xl" />
        <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
        <Skeleton className="h-16 w-3/5 rounded-2xl" />
      </div>
    );
  }

  if (loadError && messages.length === 0) {
    return (
      <div className="flex flex-1 items-center justify-center p-6">
        <p role="alert" className="text-center text-sm text-red-600">
          {loadError.message}
        </p>
      </div>
    );
  }

  if (messages.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-600 shadow-xs ring-1 ring-zinc-200">
          <MessageSquare className="size-5" aria-hidden />
        </span>
        <div>
          <p className="text-sm font-medium text-zinc-900">No messages yet</p>
          <p className="mt-1 max-w-xs text-sm text-zinc-600">
            {viewer.role === 'admin'
              ? 'Nothing has been said in this conversation.'
              : `Say hello to ${otherName}. The conversation starts with your first message.`}
          </p>
        </div>
      </div>
    );
  }

  const now = new Date();
  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-4"
      data-testid="message-scroller"
    >
      <div className="mb-3 flex justify-center">
        {hasOlder ? (
          <Button variant="ghost" size="sm" onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {loadingOlder ? 'Loading earlier messages…' : 'Load earlier messages'}
          </Button>
        ) : (
          <p className="text-xs text-zinc-400">Start of the conversation</p>
        )}
      </div>
      <ol ref={content} className="flex flex-col gap-1.5" aria-label="Messages">
        {messages.map((message, index) => {
          const before = messages[index - 1];
          const newDay = !before || !isSameDay(before.created_at, message.created_at);
          // An admin sees the filmmaker on the right and the client on the left, with every status.
          const admin = viewer.role === 'admin';
          const own = admin ? message.entity_role === 'filmmaker' : isOwnMessage(message, viewer);
          const firstOfRun = newDay || before?.entity_id !== message.entity_id;
          return (
            <Fragment key={message.id}>
              {newDay ? (
                <li
                  role="separator"
                  className="my-2 flex justify-center"
                  aria-label={dayLabel(message.created_at, now)}
                >
                  <span className="rounded-full bg-zinc-200/70 px-2.5 py-0.5 text-xs font-medium text-zinc-600">
                    {dayLabel(message.created_at, now)}
                  </span>
                </li>
              ) : null}
              <MessageBubble
                message={message}
                own={own}
                observer={admin}
                showStatus={own || admin}
                showSender={admin && firstOfRun}
                onOpenCarousel={onOpenCarousel}
              />
            </Fragment>
          );
        })}
      </ol>
    </div>
  );
}
