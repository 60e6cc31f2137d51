import { type Attachment } from '@reelhire/shared/chat-attachments';
import { formatFileSize } from '@reelhire/shared/file-kinds';
import { Download, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { attachmentKind, KIND_LABELS } from './attachment-kind';
import { downloadAttachment } from './download-attachment';

/** What the viewer needs of a file: a chat attachment, or any stored file with its signed links. */
export type ViewableFile = Pick<
  Attachment,
  'file_name' | 'file_size' | 'mime_type' | 'signed_url' | 'thumbnail_signed_url'
> &
  Partial<Pick<Attachment, 'file_type'>>;

interface AttachmentViewerProps {
  /** The image, PDF or video shown; null closes the viewer. */
  attachment: ViewableFile | null;
  onClose: () => void;
}

/**
 * The popup viewer of one image, PDF or video (docs/product.md §2), with download and open-in-a-tab. Chat
 * opens it on an attachment; bookings on a delivered file.
 */
export function AttachmentViewer({ attachment, onClose }: AttachmentViewerProps) {
  return (
    <Dialog open={attachment !== null} onOpenChange={(open) => !open && onClose()}>
      {attachment && (
        <DialogContent className="flex max-h-[calc(100dvh-2rem)] max-w-4xl flex-col gap-0 overflow-hidden p-0">
          <div className="flex items-start gap-3 border-b border-zinc-200 py-3 pl-4 pr-12">
            <div className="min-w-0 flex-1">
              <DialogTitle className="truncate text-base">{attachment.file_name}</DialogTitle>
              <DialogDescription className="text-xs">
                {KIND_LABELS[attachmentKind(attachment)]} · {formatFileSize(attachment.file_size)}
              </DialogDescription>
            </div>
          </div>
          <ViewerBody attachment={attachment} />
          <div className="flex flex-wrap justify-end gap-2 border-t border-zinc-200 px-4 py-3">
            {attachment.signed_url && (
              <Button variant="ghost" size="sm" asChild>
                <a href={attachment.signed_url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden />
                  Open in new tab
                </a>
              </Button>
            )}
            <Button size="sm" onClick={() => void downloadAttachment(attachment)}>
              <Download aria-hidden />
              Download
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function ViewerBody({ attachment }: { attachment: ViewableFile }) {
  const url = attachment.signed_url ?? undefined;
  const kind = attachmentKind(attachment);
  if (kind === 'image') {
    return (
      <div className="grid min-h-0 flex-1 place-items-center bg-zinc-950">
        <img
          src={url}
          alt={attachment.file_name}
          className="max-h-[75dvh] w-auto max-w-full object-contain"
        />
      </div>
    );
  }
  if (kind === 'video') {
    return (
      <div className="grid min-h-0 flex-1 place-items-center bg-black">
        <video
          src={url}
          poster={attachment.thumbnail_signed_url ?? undefined}
          controls
          autoPlay
          playsInline
          className="max-h-[75dvh] w-full"
        >
          <track kind="captions" />
        </video>
      </div>
    );
  }
  if (kind === 'pdf') {
    // The browser's own PDF viewer; the footer's links cover phones that do not embed PDFs.
    return <iframe src={url} title={attachment.file_name} className="h-[75dvh] w-full bg-zinc-100" />;
  }
  return null;
}
