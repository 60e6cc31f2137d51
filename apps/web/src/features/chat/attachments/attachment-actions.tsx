import { Download, Eye } from 'lucide-react';
import { cn } from '@/lib/cn';

interface AttachmentActionsProps {
  onView?: () => void;
  onDownload: () => void;
  /** Dark chips over a picture, light ones over a card. */
  tone?: 'dark' | 'light';
  className?: string;
}

/**
 * 'View' and 'Download', shown while the attachment is hovered or holds the focus. Touch screens have no
 * hover: a tap opens the viewer or the carousel, which offer the download.
 */
export function AttachmentActions({ onView, onDownload, tone = 'dark', className }: AttachmentActionsProps) {
  const chip = cn(
    'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium shadow-sm transition-colors [&_svg]:size-3.5',
    tone === 'dark'
      ? 'bg-black/65 text-white backdrop-blur-sm hover:bg-black/85'
      : 'border border-zinc-200 bg-white text-zinc-800 hover:bg-zinc-100',
  );
  return (
    <div
      className={cn(
        'pointer-events-none absolute flex gap-1.5 opacity-0 transition-opacity',
        'group-hover:pointer-events-auto group-hover:opacity-100',
        'group-focus-within:pointer-events-auto group-focus-within:opacity-100',
        className,
      )}
    >
      {onView && (
        <button type="button" className={chip} onClick={onView}>
          <Eye aria-hidden />
          View
        </button>
      )}
      <button type="button" className={chip} onClick={onDownload}>
        <Download aria-hidden />
        Download
      </button>
    </div>
  );
}
