import { isCarouselAttachment, type Attachment } from '@reelhire/shared/chat-attachments';
import { ATTACHMENTS } from '@reelhire/shared/constants';
import { Files, Play } from 'lucide-react';
import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { AttachmentActions } from './attachment-actions';
import { attachmentKind, KIND_ICONS } from '@/components/media/attachment-kind';
import { downloadAttachments } from '@/components/media/download-attachment';

interface AttachmentStackProps {
  attachments: Attachment[];
  /** Opens the carousel on the attachment at this index of `attachments`. */
  onOpen: (startIndex: number) => void;
}

/** Where each card behind the first sits: alternating sides, further out and smaller the deeper it is. */
const FAN = [
  { rotate: 0, x: 0 },
  { rotate: -6, x: -10 },
  { rotate: 5, x: 10 },
  { rotate: -10, x: -16 },
];

function fanStyle(depth: number): CSSProperties {
  const { rotate, x } = FAN[depth] ?? FAN[FAN.length - 1]!;
  return {
    transform: `translateX(${x}px) rotate(${rotate}deg) scale(${1 - depth * 0.03})`,
    zIndex: ATTACHMENTS.maxStackCards - depth,
  };
}

/**
 * Several attachments as a fanned stack of up to four cards (docs/product.md §2), the first on top, with
 * '+N' for the files beyond the cards and an 'N files' badge. It opens the carousel.
 */
export function AttachmentStack({ attachments, onOpen }: AttachmentStackProps) {
  const cards = attachments.slice(0, ATTACHMENTS.maxStackCards);
  const rest = attachments.length - cards.length;
  // The carousel shows media only: it opens on the first one.
  const start = Math.max(0, attachments.findIndex(isCarouselAttachment));
  const open = () => onOpen(start);
  return (
    <div className="group relative w-fit max-w-full">
      <button
        type="button"
        onClick={open}
        aria-label={`Open ${attachments.length} files`}
        className="relative block h-52 w-64 max-w-full"
      >
        {cards.map((attachment, depth) => (
          <span
            key={attachment.attachment_id}
            data-testid="stack-card"
            className="absolute inset-x-7 inset-y-3 origin-bottom overflow-hidden rounded-xl border-2 border-white bg-zinc-100 shadow-md"
            style={fanStyle(depth)}
          >
            <StackCardFace attachment={attachment} />
            {depth === 0 && rest > 0 && (
              <span className="absolute right-2 top-2 grid h-9 min-w-9 place-items-center rounded-full bg-black/65 px-2 text-base font-semibold text-white shadow-md backdrop-blur-sm">
                +{rest}
              </span>
            )}
          </span>
        ))}
        <span className="absolute left-8 top-5 z-10 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-[11px] font-medium text-white">
          <Files className="size-3" aria-hidden />
          {attachments.length} files
        </span>
      </button>
      <AttachmentActions
        onView={open}
        onDownload={() => void downloadAttachments(attachments)}
        className="bottom-5 left-9 z-10"
      />
    </div>
  );
}

function StackCardFace({ attachment }: { attachment: Attachment }) {
  const kind = attachmentKind(attachment);
  const picture =
    kind === 'image'
      ? (attachment.thumbnail_signed_url ?? attachment.signed_url)
      : kind === 'video'
        ? attachment.thumbnail_signed_url
        : null;
  if (picture) {
    return (
      <>
        <img src={picture} alt="" loading="lazy" className="size-full object-cover" />
        {kind === 'video' && (
          <span className="absolute inset-0 grid place-items-center">
            <span className="grid size-10 place-items-center rounded-full bg-white/90 text-ink-950 shadow-md">
              <Play className="ml-0.5 size-4 fill-current" aria-hidden />
            </span>
          </span>
        )}
      </>
    );
  }
  const Icon = KIND_ICONS[kind];
  const dark = kind === 'video';
  return (
    <span
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 p-3 text-center',
        dark ? 'bg-zinc-900 text-white' : 'bg-white text-zinc-700',
      )}
    >
      <Icon className={cn('size-8', kind === 'pdf' && 'text-red-600')} aria-hidden />
      <span className="line-clamp-2 w-full break-all text-[11px]">{attachment.file_name}</span>
    </span>
  );
}
