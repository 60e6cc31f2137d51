import type { Attachment } from '@reelhire/shared/chat-attachments';
import type { MessageRecord } from '@reelhire/shared/chat-messages';
import { cn } from '@/lib/cn';
import { MessageAttachments } from './attachments/message-attachments';
import { formatMessageTime } from './chat-time';
import { MessageText } from './message-text';
import { MessageTicks } from './message-ticks';

export interface MessageBubbleProps {
  message: MessageRecord;
  /** Drawn on the right: the viewer's own, or the filmmaker's for an admin. */
  own: boolean;
  /** An admin reads someone else's conversation: no side is theirs, so neither gets the brand colour. */
  observer?: boolean;
  showStatus: boolean;
  /** The sender's name above the bubble (the first of a run, when it is not the viewer). */
  showSender: boolean;
  onOpenCarousel: (attachments: Attachment[], startIndex: number) => void;
}

/** One message: its text, its attachments, its 24-hour time and, for the viewer's own, its ticks. */
export function MessageBubble({
  message,
  own,
  observer = false,
  showStatus,
  showSender,
  onOpenCarousel,
}: MessageBubbleProps) {
  const dark = own;
  const text = message.content.trim();
  return (
    <li
      className={cn('flex flex-col', own ? 'items-end' : 'items-start')}
      data-message-id={message.id}
      data-own={own || undefined}
    >
      {showSender ? (
        <p className="mb-0.5 px-1 text-xs font-medium text-zinc-500">{message.user_name}</p>
      ) : null}
      <div
        className={cn(
          'flex max-w-[85%] flex-col gap-1.5 rounded-2xl px-3 py-2 text-sm shadow-xs sm:max-w-[75%]',
          own ? 'rounded-br-md' : 'rounded-bl-md',
          dark
            ? observer
              ? 'bg-zinc-700 text-white'
              : 'bg-brand-600 text-white'
            : 'bg-white text-zinc-900 ring-1 ring-zinc-200',
        )}
      >
        {message.has_attachments ? (
          <MessageAttachments message={message} onOpenCarousel={onOpenCarousel} />
        ) : null}
        <div className="flex flex-wrap items-end justify-end gap-x-2">
          {text ? <MessageText text={text} onDark={dark} /> : null}
          <span
            className={cn(
              'ml-auto inline-flex shrink-0 items-center gap-1 text-[11px] leading-5 tabular-nums',
              dark ? 'text-white/75' : 'text-zinc-500',
            )}
          >
            <time dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>
            {showStatus ? <MessageTicks status={message.status} onDark={dark} /> : null}
          </span>
        </div>
      </div>
    </li>
  );
}
