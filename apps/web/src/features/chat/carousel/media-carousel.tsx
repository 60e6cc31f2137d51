import {
  isCarouselAttachment,
  type Attachment,
  type CarouselAttachment,
} from '@reelhire/shared/chat-attachments';
import { ChevronLeft, ChevronRight, Download, ImageOff, Loader2, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useMemo, useRef, useState, type TouchEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { downloadAttachment } from '@/components/media/download-attachment';
import { CarouselSlide } from './carousel-slide';
import { CarouselThumbnails } from './carousel-thumbnails';
import { neighbourImageUrls, swipeDirection, wrapIndex } from './carousel-navigation';
import { useMobileViewport } from '../use-mobile-viewport';
import { useRoomMedia } from './use-room-media';

export interface MediaCarouselProps {
  open: boolean;
  onClose: () => void;
  /** The conversation whose media 'View All' (or a carousel opened without attachments) shows. */
  roomName: string;
  /** The attachments it was opened from (a message's); the carousel shows the media among them. */
  attachments?: Attachment[];
  /** The chosen attachment's index in `attachments` (or in the room's media when none are given). */
  startIndex?: number;
  /** Show only `attachments`, with a 'View All' button to switch to the whole room. */
  messageOnly?: boolean;
}

/**
 * The full-screen media carousel of docs/product.md §2: one message's files or the whole room's, opened on
 * a chosen one. Arrows, swipes and the thumbnails move through them and wrap around; Escape closes.
 */
export function MediaCarousel(props: MediaCarouselProps) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-zinc-950" />
        <DialogPrimitive.Content
          ref={content}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          // The focus goes to the dialog itself, not its first button: Enter must not download or switch.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
        >
          {props.open && <CarouselBody {...props} />}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

const dateFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function formatSentAt(iso: string | undefined): string {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}

/** Keys the focused element needs for itself (a video's seek, a slider). */
function ownsArrowKeys(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.matches('video, audio, input, textarea, select, iframe') ||
      target.getAttribute('role') === 'slider')
  );
}

function CarouselBody({ roomName, attachments, startIndex = 0, messageOnly }: MediaCarouselProps) {
  const narrow = useMobileViewport();
  const [scope, setScope] = useState<'message' | 'room'>(messageOnly && attachments ? 'message' : 'room');
  const [selectedId, setSelectedId] = useState<string | null>(
    attachments?.[startIndex]?.attachment_id ?? null,
  );
  const room = useRoomMedia(roomName, { enabled: scope === 'room' });

  const items = useMemo<Attachment[]>(
    () => (scope === 'message' ? (attachments ?? []).filter(isCarouselAttachment) : (room.data ?? [])),
    [scope, attachments, room.data],
  );
  const found = selectedId ? items.findIndex((item) => item.attachment_id === selectedId) : -1;
  const index =
    found >= 0 ? found : Math.min(attachments ? 0 : Math.max(0, startIndex), Math.max(0, items.length - 1));
  const current = items[index];
  const loading = scope === 'room' && room.isPending;

  const go = (delta: number) => {
    if (items.length === 0) return;
    setSelectedId(items[wrapIndex(index + delta, items.length)]!.attachment_id);
  };

  useEffect(() => {
    for (const url of neighbourImageUrls(items, index)) {
      const image = new Image();
      image.src = url;
    }
  }, [items, index]);

  // The dialog is modal: arrow keys anywhere in the page move through its files (the focus may sit on
  // the dialog itself, above this body).
  const latestGo = useRef(go);
  useEffect(() => {
    latestGo.current = go;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || (event.target && ownsArrowKeys(event.target))) return;
      event.preventDefault();
      latestGo.current(event.key === 'ArrowLeft' ? -1 : 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.changedTouches[0];
    const start = touchStart.current;
    touchStart.current = null;
    if (!start || !touch) return;
    const direction = swipeDirection(start, { x: touch.clientX, y: touch.clientY });
    if (direction !== 0) go(direction);
  };

  const title =
    scope === 'message' ? `Message attachments (${items.length})` : `Conversation media (${items.length})`;
  const sender = current as Partial<CarouselAttachment> | undefined;
  const counter = (
    <span className="shrink-0 text-sm font-normal tabular-nums text-white/70" data-testid="carousel-counter">
      {index + 1}/{items.length}
    </span>
  );
  const navButton = cn(
    'grid place-items-center rounded-full bg-white/10 text-white backdrop-blur transition-colors hover:bg-white/20 focus-visible:outline-white',
    narrow ? 'size-10' : 'size-12',
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header
        className={cn(
          'flex shrink-0 items-center gap-2 border-b border-white/10',
          narrow ? 'px-3 pb-2 pt-[max(0.5rem,env(safe-area-inset-top))]' : 'px-5 py-3',
        )}
      >
        <DialogPrimitive.Title
          className={cn(
            'min-w-0 font-semibold',
            narrow ? 'line-clamp-2 text-sm leading-tight' : 'truncate text-base',
          )}
        >
          {title}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="sr-only">
          Use the left and right arrow keys or swipe to move between files.
        </DialogPrimitive.Description>
        {scope === 'message' && (
          <Button variant="outline-inverse" size="sm" className="shrink-0" onClick={() => setScope('room')}>
            View All
          </Button>
        )}
        <span className="flex-1" />
        {current && !narrow && counter}
        {current && (
          <Button
            variant="outline-inverse"
            size={narrow ? 'icon' : 'sm'}
            className={cn('shrink-0', narrow && 'size-9')}
            onClick={() => void downloadAttachment(current)}
            aria-label="Download"
          >
            <Download aria-hidden />
            {!narrow && 'Download'}
          </Button>
        )}
        <DialogPrimitive.Close
          aria-label="Close"
          className="grid size-9 shrink-0 place-items-center rounded-full text-white/80 hover:bg-white/10 hover:text-white"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </header>

      <div className="relative min-h-0 flex-1" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div
          className={cn('absolute inset-0 flex items-center justify-center', narrow ? 'p-2' : 'px-24 py-6')}
        >
          {loading ? (
            <p className="flex items-center gap-2 text-sm text-white/70">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              Loading media…
            </p>
          ) : scope === 'room' && room.isError ? (
            <div className="flex flex-col items-center gap-3 text-sm text-white/70">
              <p>The media could not be loaded.</p>
              <Button variant="outline-inverse" size="sm" onClick={() => void room.refetch()}>
                Try again
              </Button>
            </div>
          ) : current ? (
            <CarouselSlide item={current} narrow={narrow} />
          ) : (
            <p className="flex flex-col items-center gap-3 text-sm text-white/70">
              <ImageOff className="size-8" aria-hidden />
              No media found in this conversation
            </p>
          )}
        </div>
        {items.length > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous"
              className={cn(navButton, 'absolute top-1/2 -translate-y-1/2', narrow ? 'left-2' : 'left-6')}
            >
              <ChevronLeft className="size-6" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next"
              className={cn(navButton, 'absolute top-1/2 -translate-y-1/2', narrow ? 'right-2' : 'right-6')}
            >
              <ChevronRight className="size-6" aria-hidden />
            </button>
          </>
        )}
      </div>

      {current && (
        <div className={cn('shrink-0 text-center', narrow ? 'px-3 pt-2' : 'px-5 pt-3')}>
          <p className="flex items-center justify-center gap-2 text-sm font-medium">
            {/* On a phone the header has no room left for the counter. */}
            {narrow && counter}
            <span className="truncate" data-testid="carousel-sender">
              {sender?.user_name || 'Unknown'}
            </span>
          </p>
          <p className="truncate text-xs text-white/60">
            {[formatSentAt(sender?.message_created_at ?? current.created_at), current.file_name]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      )}
      {items.length > 1 && (
        <CarouselThumbnails items={items} index={index} onSelect={(i) => go(i - index)} narrow={narrow} />
      )}
      {items.length <= 1 && <div className="h-4 shrink-0" />}
    </div>
  );
}
