import { CHAT_ERRORS } from '@reelhire/shared/chat-realtime';
import { type Conversation } from '@reelhire/shared/chat-messages';
import { ArrowLeft, MessageSquare, MessagesSquare, PictureInPicture2, UserRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useAuthState } from '@/lib/auth-state';
import { cn } from '@/lib/cn';
import { useRouteDef } from '@/lib/route-def';
import { useConversations } from './api/list-conversations';
import { useMyChatEntity } from './api/get-my-chat-entity';
import { MediaCarousel } from './carousel/media-carousel';
import { openChatPopup } from './chat-popups-store';
import { ChatPopupHost } from './chat-popups';
import {
  paramsOfTarget,
  targetFromParams,
  targetOfConversation,
  viewerRoleOfPath,
  type ChatTarget,
} from './chat-target';
import { ConversationList, ConversationListSkeleton } from './conversation-list';
import { ConversationView, type CarouselRequest } from './conversation-view';
import type { ChatViewerIdentity } from './message-status';
import { useConversationListLive } from './use-conversation-list-live';
import { useMobileViewport } from './use-mobile-viewport';

const EMPTY_TEXT = {
  filmmaker: 'Messages with clients appear here once you apply to a job or are booked.',
  client: 'Messages with filmmakers appear here once you contact one or receive an application.',
  admin: 'Conversations between clients and filmmakers can be read here when a dispute needs them.',
} as const;

/**
 * The messages pages (docs/product.md §2): the conversation list beside the open conversation (one pane at a
 * time on phones). `?id&role&name&avatar` opens a conversation with that party even before its first
 * message; admins read any room (`?room`) without writing.
 */
export function MessagesPage() {
  const route = useRouteDef();
  const { pathname } = useLocation();
  const role = viewerRoleOfPath(pathname);
  const entity = useMyChatEntity(role === 'admin' ? null : role);
  const entityId = role === 'admin' ? null : (entity.data ?? null);
  const viewer = useMemo<ChatViewerIdentity>(() => ({ role, entityId }), [role, entityId]);
  const conversations = useConversations(viewer);
  const presence = useConversationListLive(conversations.data, viewer);
  const [params, setParams] = useSearchParams();
  const mobile = useMobileViewport();
  const [carousel, setCarousel] = useState<CarouselRequest | null>(null);
  const userId = useAuthState().session?.user.id ?? null;

  const fromParams = targetFromParams(params, viewer, conversations.data);
  const selected = fromParams.kind === 'target' ? fromParams.target : null;
  const pending =
    selected && conversations.data && !conversations.data.some((c) => c.room_name === selected.roomName)
      ? selected
      : null;

  const open = (target: ChatTarget) => setParams(paramsOfTarget(target));
  const select = (conversation: Conversation) => open(targetOfConversation(conversation, viewer));
  const close = () => setParams({});
  const openInPopup = (target: ChatTarget) => {
    if (userId) openChatPopup(target, viewer, userId, { single: mobile });
    close();
  };

  const title = route?.title ?? 'Messages';
  const header = (
    <div className={cn(selected && 'hidden md:block')}>
      <PageHeader
        title={title}
        description={
          role === 'admin'
            ? 'Every conversation between clients and filmmakers, read-only.'
            : 'Your conversations, with new messages as they arrive.'
        }
      />
    </div>
  );

  if (role !== 'admin' && (entity.isPending || entity.isError || entity.data === null)) {
    return (
      <div>
        {header}
        {entity.isPending ? (
          <div className="h-[28rem] overflow-hidden rounded-xl border border-zinc-200 bg-white">
            <ConversationListSkeleton />
          </div>
        ) : entity.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {entity.error.message}
          </p>
        ) : (
          <EmptyState icon={UserRound} title="Your profile comes first" description={CHAT_ERRORS.noEntity} />
        )}
      </div>
    );
  }

  const list = conversations.isPending ? (
    <ConversationListSkeleton />
  ) : conversations.isError ? (
    <p role="alert" className="p-4 text-sm text-red-600">
      {conversations.error.message}
    </p>
  ) : conversations.data.length === 0 && !pending ? (
    <div className="p-4">
      <EmptyState
        icon={role === 'admin' ? MessagesSquare : MessageSquare}
        title="No conversations yet"
        description={EMPTY_TEXT[role]}
      />
    </div>
  ) : (
    <ConversationList
      conversations={conversations.data}
      viewer={viewer}
      selectedRoom={selected?.roomName ?? null}
      onSelect={select}
      presenceByRoom={presence}
      pending={pending}
      onSelectPending={() => pending && open(pending)}
    />
  );

  return (
    <div>
      {header}
      <div className="flex h-[calc(100dvh-8rem)] min-h-[26rem] overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xs md:h-[calc(100dvh-15rem)] md:min-h-[30rem]">
        <aside
          aria-label="Conversation list"
          className={cn(
            'flex w-full min-w-0 flex-col md:w-80 md:shrink-0 md:border-r md:border-zinc-200',
            selected && 'hidden md:flex',
          )}
        >
          <div className="min-h-0 flex-1 overflow-y-auto">{list}</div>
        </aside>
        <div className={cn('min-w-0 flex-1', selected ? 'flex flex-col' : 'hidden md:flex')}>
          {fromParams.kind === 'invalid' ? (
            <div className="flex flex-1 items-center justify-center p-6">
              <p role="alert" className="max-w-sm text-center text-sm text-red-600">
                {fromParams.reason}
              </p>
            </div>
          ) : selected ? (
            <ConversationView
              key={selected.roomName}
              target={selected}
              viewer={viewer}
              open
              variant="page"
              onOpenGallery={(roomName) => setCarousel({ roomName })}
              onOpenCarousel={setCarousel}
              headerStart={
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 shrink-0 md:hidden"
                  aria-label="Back to conversations"
                  onClick={close}
                >
                  <ArrowLeft />
                </Button>
              }
              headerActions={
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 shrink-0 text-zinc-600"
                  aria-label="Open in popup"
                  title="Open in popup"
                  onClick={() => openInPopup(selected)}
                >
                  <PictureInPicture2 />
                </Button>
              }
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 bg-zinc-50 p-6 text-center">
              <MessageSquare className="size-8 text-zinc-300" aria-hidden />
              <p className="text-sm text-zinc-500">Choose a conversation to read it.</p>
            </div>
          )}
        </div>
      </div>
      <ChatPopupHost />
      {carousel ? <MediaCarousel open onClose={() => setCarousel(null)} {...carousel} /> : null}
    </div>
  );
}
