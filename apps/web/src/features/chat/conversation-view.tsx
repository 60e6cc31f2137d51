import { CHAT_ERRORS } from '@reelhire/shared/chat-realtime';
import { type Attachment } from '@reelhire/shared/chat-attachments';
import { Images, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ChatTarget } from './chat-target';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { isParty, type ChatViewerIdentity } from './message-status';
import { ParticipantAvatar } from './participant-avatar';
import { useConversation } from './use-conversation';

/** What the media carousel opens on: one message's files, or the whole room's. */
export interface CarouselRequest {
  roomName: string;
  attachments?: Attachment[];
  startIndex?: number;
  messageOnly?: boolean;
}

export interface ConversationViewProps {
  target: ChatTarget;
  viewer: ChatViewerIdentity;
  /** On screen (not a minimised popup): only then are messages marked read. */
  open: boolean;
  variant: 'page' | 'popup';
  /** docs/product.md §2: every conversation has a media gallery button. */
  onOpenGallery: (roomName: string) => void;
  onOpenCarousel: (request: CarouselRequest) => void;
  /** Before the avatar (a back button on phones). */
  headerStart?: ReactNode;
  /** After the gallery button (open in popup, minimise, close). */
  headerActions?: ReactNode;
  /** Clicking the header (a popup's title restores it). */
  onHeaderClick?: () => void;
}

const CONNECTION_TEXT = {
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  disconnected: 'Not connected. New messages will show once the connection is back.',
} as const;

/** One conversation: its header with presence, the messages, and the composer (none for admins). */
export function ConversationView({
  target,
  viewer,
  open,
  variant,
  onOpenGallery,
  onOpenCarousel,
  headerStart,
  headerActions,
  onHeaderClick,
}: ConversationViewProps) {
  const conversation = useConversation({ roomName: target.roomName, viewer, open });
  const popup = variant === 'popup';
  const admin = viewer.role === 'admin';
  const online = conversation.otherOnline;
  const connection = conversation.connectionState;
  const refused = conversation.channelState === 'failed' ? conversation.channelError : null;

  const subtitle = admin
    ? 'Read-only'
    : online
      ? 'Online'
      : target.other?.role === 'client'
        ? 'Client'
        : 'Filmmaker';

  return (
    <section
      aria-label={`Conversation with ${target.title}`}
      className="flex h-full min-h-0 flex-col bg-zinc-50"
    >
      <header
        className={cn(
          'flex shrink-0 items-center gap-2 border-b border-zinc-200 bg-white',
          popup ? 'h-14 px-2' : 'h-16 px-3 sm:px-4',
        )}
      >
        {headerStart}
        <div
          className={cn('flex min-w-0 flex-1 items-center gap-3', onHeaderClick && 'cursor-pointer')}
          onClick={onHeaderClick}
        >
          <ParticipantAvatar
            name={target.title}
            url={target.avatarUrl}
            online={online}
            className={popup ? 'size-9' : 'size-10'}
          />
          <div className="min-w-0">
            <h2 className="truncate text-sm font-semibold text-zinc-900">{target.title}</h2>
            <p className={cn('truncate text-xs', online ? 'font-medium text-emerald-600' : 'text-zinc-500')}>
              {subtitle}
            </p>
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0 text-zinc-600"
          aria-label="Media gallery"
          title="Media gallery"
          onClick={() => onOpenGallery(target.roomName)}
        >
          <Images />
        </Button>
        {headerActions}
      </header>

      {connection !== 'connected' ? (
        <div
          role="status"
          className="flex shrink-0 items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-xs text-amber-800"
        >
          <span>{CONNECTION_TEXT[connection]}</span>
          {connection === 'disconnected' ? (
            <button
              type="button"
              onClick={conversation.reconnect}
              className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
            >
              <RefreshCw className="size-3" aria-hidden />
              Reconnect
            </button>
          ) : null}
        </div>
      ) : null}
      {refused ? (
        <p
          role="alert"
          className="shrink-0 border-b border-red-200 bg-red-50 px-3 py-1.5 text-center text-xs text-red-700"
        >
          {refused}
        </p>
      ) : null}

      <MessageList
        messages={conversation.messages}
        viewer={viewer}
        isLoading={conversation.isLoading}
        loadError={conversation.loadError}
        hasOlder={conversation.hasOlder}
        loadingOlder={conversation.loadingOlder}
        onLoadOlder={conversation.loadOlder}
        otherName={target.title}
        onOpenCarousel={(attachments, startIndex) =>
          onOpenCarousel({ roomName: target.roomName, attachments, startIndex, messageOnly: true })
        }
      />

      {admin ? (
        <p className="shrink-0 border-t border-zinc-200 bg-white px-4 py-3 text-center text-xs text-zinc-500">
          {CHAT_ERRORS.readOnly}.
        </p>
      ) : (
        <Composer
          roomName={target.roomName}
          sender={isParty(viewer) ? { entityId: viewer.entityId, role: viewer.role } : null}
          connectionState={connection}
          onSend={conversation.send}
          onVoiceSent={conversation.voiceSent}
          compact={popup}
        />
      )}
    </section>
  );
}
