import type { Attachment } from '@reelhire/shared/chat-attachments';
import { displayKindOfMime } from '@reelhire/shared/chat-attachments';
import { FileText, Music, Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

interface CarouselThumbnailsProps {
  items: Attachment[];
  index: number;
  onSelect: (index: number) => void;
  narrow: boolean;
}

/** The strip of every file in the carousel; the current one is ringed and kept in view. */
export function CarouselThumbnails({ items, index, onSelect, narrow }: CarouselThumbnailsProps) {
  const current = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [index]);

  return (
    <div
      role="group"
      aria-label="All files"
      className={cn(
        'flex shrink-0 gap-2 overflow-x-auto px-4 [scrollbar-width:thin]',
        narrow ? 'pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-2' : 'justify-center-safe pb-4 pt-3',
      )}
    >
      {items.map((item, i) => {
        const kind = displayKindOfMime(item.mime_type);
        const picture = item.thumbnail_signed_url ?? (kind === 'image' ? item.signed_url : null);
        const Icon = kind === 'pdf' ? FileText : kind === 'audio' ? Music : Play;
        return (
          <button
            key={item.attachment_id}
            ref={i === index ? current : undefined}
            type="button"
            onClick={() => onSelect(i)}
            aria-label={`Show ${item.file_name}`}
            aria-current={i === index ? 'true' : undefined}
            className={cn(
              'relative shrink-0 overflow-hidden rounded-lg bg-white/10 transition',
              narrow ? 'size-12' : 'size-16',
              i === index ? 'opacity-100 ring-2 ring-white' : 'opacity-55 hover:opacity-90',
            )}
          >
            {picture ? (
              <img src={picture} alt="" loading="lazy" className="size-full object-cover" />
            ) : (
              <span className="grid size-full place-items-center text-white/80">
                <Icon className="size-5" aria-hidden />
              </span>
            )}
            {picture && kind === 'video' && (
              <span className="absolute inset-0 grid place-items-center">
                <Play className="size-4 fill-white text-white drop-shadow" aria-hidden />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
