import { oppositeRole, type ChatRole } from '@reelhire/shared/chat-rooms';
import { type Conversation, type MessageRecord } from '@reelhire/shared/chat-messages';
import { type PresenceRecord } from '@reelhire/shared/chat-realtime';
import { Mic, Paperclip } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { ChatTarget } from './chat-target';
import { conversationTime } from './chat-time';
import type { ChatViewerIdentity } from './message-status';
import { ParticipantAvatar } from './participant-avatar';

export interface ConversationListProps {
  conversations: readonly Conversation[];
  viewer: ChatViewerIdentity;
  selectedRoom: string | null;
  onSelect: (conversation: Conversation) => void;
  presenceByRoom: Record<string, PresenceRecord[]>;
  /** A conversation opened from a link that has no message yet: shown first so it can be found. */
  pending?: ChatTarget | null;
  onSelectPending?: () => void;
}

function Preview({ message, mine }: { message: MessageRecord | null; mine: boolean }) {
  if (!message) return <span className="italic">No messages yet</span>;
  const text = message.content.trim();
  const prefix = mine ? 'You: ' : '';
  if (message.message_type === 'voice') {
    return (
      <span className="inline-flex items-center gap-1">
        {prefix}
        <Mic className="size-3.5" aria-hidden />
        Voice note
      </span>
    );
  }
  if (!text && message.has_attachments) {
    return (
      <span className="inline-flex items-center gap-1">
        {prefix}
        <Paperclip className="size-3.5" aria-hidden />
        {message.attachment_count === 1 ? '1 file' : `${message.attachment_count} files`}
      </span>
    );
  }
  return (
    <span>
      {prefix}
      {text}
    </span>
  );
}

function isOnline(presence: PresenceRecord[] | undefined, role: ChatRole, entityId: string): boolean {
  return Boolean(presence?.some((p) => p.entity_role === role && p.entity_id === entityId));
}

/** The viewer's conversations, newest first: who, the last message and when, unread counts and presence. */
export function ConversationList({
  conversations,
  viewer,
  selectedRoom,
  onSelect,
  presenceByRoom,
  pending,
  onSelectPending,
}: ConversationListProps) {
  const admin = viewer.role === 'admin';
  return (
    <ul aria-label="Conversations" className="divide-y divide-zinc-100">
      {pending ? (
        <li>
          <button
            type="button"
            onClick={onSelectPending}
            aria-current={selectedRoom === pending.roomName ? 'true' : undefined}
            className={cn(
              'flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-zinc-50',
              selectedRoom === pending.roomName && 'bg-brand-50/60 hover:bg-brand-50/60',
            )}
          >
            <ParticipantAvatar name={pending.title} url={pending.avatarUrl} />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-zinc-900">{pending.title}</span>
              <span className="block truncate text-xs text-zinc-500">New conversation</span>
            </span>
          </button>
        </li>
      ) : null}
      {conversations.map((conversation) => {
        const title = admin
          ? `${conversation.client.name} and ${conversation.filmmaker.name}`
          : conversation.other.name;
        const last = conversation.last_message;
        const mine = !admin && last !== null && last.entity_role === viewer.role;
        const online =
          !admin &&
          isOnline(
            presenceByRoom[conversation.room_name],
            oppositeRole(viewer.role as ChatRole),
            conversation.other.entity_id,
          );
        const unread = conversation.unread_count;
        const selected = selectedRoom === conversation.room_name;
        return (
          <li key={conversation.room_name}>
            <button
              type="button"
              onClick={() => onSelect(conversation)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-zinc-50',
                selected && 'bg-brand-50/60 hover:bg-brand-50/60',
              )}
            >
              <ParticipantAvatar
                name={title}
                url={admin ? null : conversation.other.avatar_url}
                online={online}
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline gap-2">
                  <span
                    className={cn(
                      'min-w-0 flex-1 truncate text-sm text-zinc-900',
                      unread > 0 ? 'font-semibold' : 'font-medium',
                    )}
                  >
                    {title}
                  </span>
                  {last ? (
                    <time
                      dateTime={last.created_at}
                      className={cn(
                        'shrink-0 text-xs',
                        unread > 0 ? 'font-medium text-brand-700' : 'text-zinc-500',
                      )}
                    >
                      {conversationTime(last.created_at)}
                    </time>
                  ) : null}
                </span>
                <span className="mt-0.5 flex items-center gap-2">
                  <span
                    className={cn(
                      'min-w-0 flex-1 truncate text-xs',
                      unread > 0 ? 'text-zinc-800' : 'text-zinc-500',
                    )}
                  >
                    <Preview message={last} mine={mine} />
                  </span>
                  {unread > 0 ? (
                    <span
                      aria-label={`${unread} unread`}
                      className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[11px] font-semibold text-white"
                    >
                      {unread > 99 ? '99+' : unread}
                    </span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function ConversationListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading conversations" className="divide-y divide-zinc-100">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-2/5" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
