import type { VerificationDocument } from '@reelhire/shared/verification';
import { ExternalLink, FileText } from 'lucide-react';
import type { MouseEvent } from 'react';

export type OpenDocument = (event: MouseEvent<HTMLAnchorElement>, fileId: string) => void;

const isImage = (mime: string) => mime.startsWith('image/');
const isPdf = (mime: string) => mime === 'application/pdf';

/**
 * One document of a submission, shown through its signed link: an image as a thumbnail that opens the
 * full file in a new tab, anything else (a PDF) as an "Open PDF" link. `onOpen` may swap an old link for
 * a fresh one before it is followed.
 */
export function VerificationDocumentTile({
  label,
  document,
  ownerName,
  onOpen,
}: {
  label: string;
  document: VerificationDocument;
  ownerName: string;
  onOpen: OpenDocument;
}) {
  const name = document.original_name || 'Uploaded file';
  const url = document.url;
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="flex-1 text-xs font-medium text-zinc-600">{label}</figcaption>
      {!url ? (
        <div className="flex aspect-[4/3] items-center justify-center rounded-lg border border-dashed border-zinc-300 bg-zinc-50 p-3 text-center text-xs text-zinc-500">
          The link to this file could not be made. Reload the page.
        </div>
      ) : isImage(document.mime_type) ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => onOpen(event, document.file_id)}
          className="group relative block overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <img
            src={url}
            alt={`${label} of ${ownerName}`}
            loading="lazy"
            className="aspect-[4/3] w-full object-contain transition-opacity group-hover:opacity-90"
          />
          <span className="absolute bottom-1.5 right-1.5 inline-flex items-center gap-1 rounded-md bg-black/65 px-1.5 py-0.5 text-xs text-white">
            <ExternalLink className="size-3" aria-hidden />
            Full size
          </span>
        </a>
      ) : (
        <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-center">
          <FileText className="size-7 text-zinc-400" aria-hidden />
          <span className="w-full truncate text-xs text-zinc-600" title={name}>
            {name}
          </span>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => onOpen(event, document.file_id)}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            aria-label={`Open ${label.toLowerCase()} (${isPdf(document.mime_type) ? 'PDF' : 'file'}) of ${ownerName}`}
          >
            <ExternalLink className="size-3.5" aria-hidden />
            {isPdf(document.mime_type) ? 'Open PDF' : 'Open file'}
          </a>
        </div>
      )}
    </figure>
  );
}
