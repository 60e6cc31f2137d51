import { formatFileSize } from '@reelhire/shared/file-kinds';
import { displayKindOfMime, type Attachment } from '@reelhire/shared/chat-attachments';
import { ExternalLink, FileText, Music } from 'lucide-react';

interface CarouselSlideProps {
  item: Attachment;
  narrow: boolean;
}

/** The current file, as large as the screen allows. */
export function CarouselSlide({ item, narrow }: CarouselSlideProps) {
  const url = item.signed_url ?? undefined;
  switch (displayKindOfMime(item.mime_type)) {
    case 'image':
      return (
        <img
          src={url}
          alt={item.file_name}
          draggable={false}
          className="max-h-full max-w-full select-none object-contain"
        />
      );
    case 'video':
      return (
        <video
          key={item.attachment_id}
          src={url}
          poster={item.thumbnail_signed_url ?? undefined}
          controls
          playsInline
          className="max-h-full max-w-full bg-black"
        >
          <track kind="captions" />
        </video>
      );
    case 'audio':
      return (
        <div className="flex w-full max-w-md flex-col items-center gap-5 rounded-2xl bg-white/5 p-8 text-center">
          <span className="grid size-20 place-items-center rounded-full bg-white/10">
            <Music className="size-9" aria-hidden />
          </span>
          <p className="max-w-full truncate text-sm font-medium">{item.file_name}</p>
          <audio key={item.attachment_id} src={url} controls className="w-full" />
        </div>
      );
    case 'pdf':
      // Phones show only a PDF's first page (or nothing) in a frame: they get a card that opens it.
      return narrow ? (
        <div className="flex w-full max-w-xs flex-col items-center gap-4 rounded-2xl bg-white/5 p-8 text-center">
          <span className="grid size-16 place-items-center rounded-2xl bg-red-500/15 text-red-400">
            <FileText className="size-8" aria-hidden />
          </span>
          <div className="min-w-0 max-w-full">
            <p className="truncate text-sm font-medium">{item.file_name}</p>
            <p className="text-xs text-white/60">PDF · {formatFileSize(item.file_size)}</p>
          </div>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-medium text-ink-950 hover:bg-zinc-200"
          >
            <ExternalLink className="size-4" aria-hidden />
            Open PDF
          </a>
        </div>
      ) : (
        <iframe src={url} title={item.file_name} className="size-full max-w-5xl rounded-lg bg-white" />
      );
    default:
      return null;
  }
}
