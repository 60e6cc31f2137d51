import { CHAT_UI } from '@reelhire/shared/constants';
import { ChevronDown, Minus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuthState } from '@/lib/auth-state';
import { cn } from '@/lib/cn';
import { MediaCarousel } from './carousel/media-carousel';
import {
  closeAllChatPopups,
  closeChatPopup,
  registerPopupHost,
  setChatPopupMinimised,
  useActivePopupHost,
  useChatPopups,
  type ChatPopup,
} from './chat-popups-store';
import { ConversationView, type CarouselRequest } from './conversation-view';
import { ParticipantAvatar } from './participant-avatar';
import { useMobileViewport } from './use-mobile-viewport';

function PopupControls({ popup, mobile }: { popup: ChatPopup; mobile: boolean }) {
  const room = popup.target.roomName;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 shrink-0 text-zinc-600"
        aria-label={popup.minimised ? 'Restore' : 'Minimise'}
        onClick={() => setChatPopupMinimised(room, !popup.minimised)}
      >
        {mobile ? <ChevronDown /> : <Minus />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 shrink-0 text-zinc-600"
        aria-label="Close"
        onClick={() => closeChatPopup(room)}
      >
        <X />
      </Button>
    </>
  );
}

/**
 * docs/product.md §2's chat popups: on desktops, conversations side by side at the bottom right (each can be
 * minimised to its header); on phones one full-width bottom sheet of 70% of the screen that minimises to
 * a small see-through pill. Each has a media gallery button. Mount it once per layout; extra hosts stay
 * empty.
 */
export function ChatPopupHost() {
  const { session } = useAuthState();
  const userId = session?.user.id ?? null;
  const popups = useChatPopups().filter((popup) => popup.ownerId === userId);
  const mobile = useMobileViewport();
  const host = useId();
  const active = useActivePopupHost();
  const [carousel, setCarousel] = useState<CarouselRequest | null>(null);
  useEffect(() => registerPopupHost(host), [host]);
  // Signing out (or in as someone else) closes the previous user's conversations.
  useEffect(() => closeAllChatPopups(userId), [userId]);

  if (active !== host || popups.length === 0) return null;

  const openGallery = (roomName: string) => setCarousel({ roomName });
  const carouselView = carousel ? (
    <MediaCarousel open onClose={() => setCarousel(null)} {...carousel} />
  ) : null;

  if (mobile) {
    // One sheet: the conversation opened last.
    const popup = popups.at(-1)!;
    return (
      <>
        {popup.minimised ? (
          <div className="fixed right-3 bottom-3 z-40 flex items-center gap-1 rounded-full bg-white/60 py-1 pr-1 pl-1 opacity-90 shadow-lg ring-1 ring-black/10 backdrop-blur-md">
            <button
              type="button"
              onClick={() => setChatPopupMinimised(popup.target.roomName, false)}
              className="flex items-center gap-2 rounded-full pr-2"
              aria-label={`Open conversation with ${popup.target.title}`}
            >
              <ParticipantAvatar name={popup.target.title} url={popup.target.avatarUrl} className="size-8" />
              <span className="max-w-36 truncate text-sm font-medium text-zinc-900">
                {popup.target.title}
              </span>
            </button>
            <button
              type="button"
              onClick={() => closeChatPopup(popup.target.roomName)}
              className="rounded-full p-1.5 text-zinc-600 hover:bg-black/5"
              aria-label="Close"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ) : null}
        <div
          role="dialog"
          aria-label={`Chat with ${popup.target.title}`}
          className={cn(
            'fixed inset-x-0 bottom-0 z-40 overflow-hidden rounded-t-2xl border-t border-zinc-200 bg-white shadow-2xl',
            popup.minimised && 'hidden',
          )}
          style={{ height: `${CHAT_UI.mobileSheetHeightRatio * 100}dvh` }}
        >
          <ConversationView
            key={popup.target.roomName}
            target={popup.target}
            viewer={popup.viewer}
            open={!popup.minimised}
            variant="popup"
            onOpenGallery={openGallery}
            onOpenCarousel={setCarousel}
            headerActions={<PopupControls popup={popup} mobile />}
          />
        </div>
        {carouselView}
      </>
    );
  }

  return (
    <>
      <div className="pointer-events-none fixed right-4 bottom-0 z-40 flex flex-row-reverse items-end gap-3">
        {[...popups].reverse().map((popup) => (
          <div
            key={popup.target.roomName}
            role="dialog"
            aria-label={`Chat with ${popup.target.title}`}
            className={cn(
              'pointer-events-auto w-80 overflow-hidden rounded-t-xl border border-b-0 border-zinc-200 bg-white shadow-2xl transition-[height]',
              popup.minimised ? 'h-14' : 'h-[28rem] max-h-[calc(100dvh-5rem)]',
            )}
          >
            <ConversationView
              target={popup.target}
              viewer={popup.viewer}
              open={!popup.minimised}
              variant="popup"
              onOpenGallery={openGallery}
              onOpenCarousel={setCarousel}
              onHeaderClick={
                popup.minimised ? () => setChatPopupMinimised(popup.target.roomName, false) : undefined
              }
              headerActions={<PopupControls popup={popup} mobile={false} />}
            />
          </div>
        ))}
      </div>
      {carouselView}
    </>
  );
}
