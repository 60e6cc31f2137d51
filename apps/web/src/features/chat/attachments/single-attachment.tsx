import { formatDuration, type Attachment } from '@reelhire/shared/chat-attachments';
import { formatFileSize } from '@reelhire/shared/file-kinds';
import { Download, Eye, Play } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { VoiceNotePlayer } from '../voice/voice-note-player';
import { AttachmentActions } from './attachment-actions';
import { attachmentKind, KIND_ICONS, KIND_LABELS } from '@/components/media/attachment-kind';
import { AudioAttachment } from './audio-attachment';
import { downloadAttachment } from '@/components/media/download-attachment';

interface SingleAttachmentProps {
  attachment: Attachment;
  /** Opens the popup viewer (images, videos, PDFs). */
  onView: (attachment: Attachment) => void;
}

/** A message's one attachment, drawn by its type (docs/product.md §2). */
export function SingleAttachment({ attachment, onView }: SingleAttachmentProps) {
  const kind = attachmentKind(attachment);
  const view = () => onView(attachment);
  const download = () => void downloadAttachment(attachment);
  switch (kind) {
    case 'image':
      return <ImageAttachment attachment={attachment} onView={view} onDownload={download} />;
    case 'video':
      return <VideoAttachment attachment={attachment} onView={view} onDownload={download} />;
    case 'voice':
      return <VoiceNotePlayer attachment={attachment} />;
    case 'audio':
      return <AudioAttachment attachment={attachment} />;
    default:
      return (
        <FileCard attachment={attachment} onView={kind === 'pdf' ? view : undefined} onDownload={download} />
      );
  }
}

interface PreviewProps {
  attachment: Attachment;
  onView: () => void;
  onDownload: () => void;
}

/** Fixed frames keep the message list from jumping as pictures load; the viewer shows the whole picture. */
const FRAME = 'h-48 w-64 sm:h-56 sm:w-72';

function ImageAttachment({ attachment, onView, onDownload }: PreviewProps) {
  const [broken, setBroken] = useState(false);
  const src = attachment.thumbnail_signed_url ?? attachment.signed_url;
  return (
    <div className="group relative w-fit max-w-full">
      <button
        type="button"
        onClick={onView}
        aria-label={`Open image ${attachment.file_name}`}
        className={cn('block max-w-full overflow-hidden rounded-xl bg-zinc-100', FRAME)}
      >
        {src && !broken ? (
          <img
            src={src}
            alt={attachment.file_name}
            loading="lazy"
            onError={() => setBroken(true)}
            className="size-full object-cover"
          />
        ) : (
          <span className="grid size-full place-items-center px-4 text-center text-xs text-zinc-500">
            {attachment.file_name}
          </span>
        )}
      </button>
      <AttachmentActions onView={onView} onDownload={onDownload} className="bottom-2 right-2" />
    </div>
  );
}

function VideoAttachment({ attachment, onView, onDownload }: PreviewProps) {
  const [metadataDuration, setMetadataDuration] = useState<number | null>(null);
  const duration = attachment.duration ?? metadataDuration;
  return (
    <div className="group relative w-fit max-w-full">
      <button
        type="button"
        onClick={onView}
        aria-label={`Play video ${attachment.file_name}`}
        className={cn('relative block max-w-full overflow-hidden rounded-xl bg-zinc-900', FRAME)}
      >
        {attachment.thumbnail_signed_url ? (
          <img
            src={attachment.thumbnail_signed_url}
            alt={attachment.file_name}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : attachment.signed_url ? (
          // No thumbnail: the first frame, read from the video's head only.
          <video
            src={`${attachment.signed_url}#t=0.1`}
            preload="metadata"
            muted
            playsInline
            tabIndex={-1}
            onLoadedMetadata={(event) => {
              const seconds = event.currentTarget.duration;
              if (Number.isFinite(seconds)) setMetadataDuration(seconds);
            }}
            className="pointer-events-none size-full object-cover"
          />
        ) : null}
        <span className="absolute inset-0 grid place-items-center bg-black/15">
          <span className="grid size-12 place-items-center rounded-full bg-white/90 text-ink-950 shadow-lg">
            <Play className="ml-0.5 size-5 fill-current" aria-hidden />
          </span>
        </span>
        {duration !== null && duration > 0 && (
          <span className="absolute bottom-2 left-2 rounded-md bg-black/65 px-1.5 py-0.5 text-[11px] font-medium tabular-nums text-white">
            {formatDuration(duration)}
          </span>
        )}
      </button>
      <AttachmentActions onView={onView} onDownload={onDownload} className="right-2 top-2" />
    </div>
  );
}

interface FileCardProps {
  attachment: Attachment;
  onView?: () => void;
  onDownload: () => void;
}

/** A PDF (opens in the viewer) or another document (downloads): icon, name, size and the two actions. */
export function FileCard({ attachment, onView, onDownload }: FileCardProps) {
  const kind = attachmentKind(attachment);
  const Icon = KIND_ICONS[kind];
  const action =
    'grid size-8 shrink-0 place-items-center rounded-full text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900';
  return (
    <div className="group relative w-72 max-w-full rounded-xl border border-zinc-200 bg-white p-1.5 text-zinc-900 shadow-sm">
      <button
        type="button"
        onClick={onView ?? onDownload}
        aria-label={`${onView ? 'Open' : 'Download'} ${attachment.file_name}`}
        className="flex w-full min-w-0 items-center gap-3 rounded-lg p-1.5 text-left transition-colors hover:bg-zinc-50"
      >
        <span
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-lg',
            kind === 'pdf' ? 'bg-red-50 text-red-600' : 'bg-zinc-100 text-zinc-600',
          )}
        >
          <Icon className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium" title={attachment.file_name}>
            {attachment.file_name}
          </span>
          <span className="block text-xs text-zinc-500">
            {KIND_LABELS[kind]} · {formatFileSize(attachment.file_size)}
          </span>
        </span>
      </button>
      {/* Over the end of the name only while hovered or focused (always on touch screens). */}
      <div className="pointer-events-none absolute inset-y-1.5 right-1.5 flex items-center gap-0.5 rounded-r-lg bg-linear-to-l from-white from-70% to-transparent pl-8 opacity-0 transition-opacity group-hover:pointer-events-auto group-hover:opacity-100 group-focus-within:pointer-events-auto group-focus-within:opacity-100 [@media(hover:none)]:pointer-events-auto [@media(hover:none)]:opacity-100">
        {onView && (
          <button type="button" onClick={onView} aria-label="View" title="View" className={action}>
            <Eye className="size-4" aria-hidden />
          </button>
        )}
        <button type="button" onClick={onDownload} aria-label="Download" title="Download" className={action}>
          <Download className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
