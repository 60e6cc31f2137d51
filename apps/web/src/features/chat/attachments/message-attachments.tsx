import {
  isCarouselAttachment,
  type Attachment,
  type CarouselAttachment,
} from '@reelhire/shared/chat-attachments';
import { type MessageRecord } from '@reelhire/shared/chat-messages';
import { useMemo, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { AttachmentStack } from './attachment-stack';
import { AttachmentViewer } from '@/components/media/attachment-viewer';
import { downloadAttachment } from '@/components/media/download-attachment';
import { FileCard, SingleAttachment } from './single-attachment';
import { attachmentsErrorText, useMessageAttachments } from './use-message-attachments';

export interface MessageAttachmentsProps {
  message: MessageRecord;
  /**
   * Opens the media carousel for this message. The attachments carry the sender's name and the message's
   * time (they are `CarouselAttachment`s); `startIndex` points into them.
   */
  onOpenCarousel: (attachments: Attachment[], startIndex: number) => void;
}

/** The files of one message (docs/product.md §2): one by its type, several as a stack that opens the carousel. */
export function MessageAttachments({ message, onOpenCarousel }: MessageAttachmentsProps) {
  if (!message.has_attachments) return null;
  return <LoadedAttachments message={message} onOpenCarousel={onOpenCarousel} />;
}

function LoadedAttachments({ message, onOpenCarousel }: MessageAttachmentsProps) {
  const query = useMessageAttachments(message);
  const [viewing, setViewing] = useState<Attachment | null>(null);
  const attachments = useMemo<CarouselAttachment[]>(
    () =>
      (query.data ?? []).map((attachment) => ({
        ...attachment,
        user_name: message.user_name,
        message_created_at: message.created_at,
      })),
    [query.data, message.user_name, message.created_at],
  );

  if (query.isPending) {
    return (
      <Skeleton
        aria-label="Loading attachments"
        className={message.attachment_count > 1 ? 'h-52 w-64 rounded-xl' : 'h-48 w-64 rounded-xl'}
      />
    );
  }
  if (query.isError && attachments.length === 0) {
    return (
      // A white chip: plain red text would vanish on the sender's own (brand red) bubble.
      <p role="alert" className="w-fit rounded-md bg-white px-2 py-1 text-xs font-medium text-red-600">
        {attachmentsErrorText(query.error)}
      </p>
    );
  }
  if (attachments.length === 0) return null;

  const viewer = <AttachmentViewer attachment={viewing} onClose={() => setViewing(null)} />;
  if (attachments.length === 1) {
    return (
      <>
        <SingleAttachment attachment={attachments[0]!} onView={setViewing} />
        {viewer}
      </>
    );
  }

  // The carousel shows media only; documents stay reachable as cards of their own.
  const documents = attachments.filter((attachment) => !isCarouselAttachment(attachment));
  const fileCards = (
    <div className="flex flex-col gap-1.5">
      {documents.map((attachment) => (
        <FileCard
          key={attachment.attachment_id}
          attachment={attachment}
          onDownload={() => void downloadAttachment(attachment)}
        />
      ))}
    </div>
  );
  if (documents.length === attachments.length) return fileCards;
  return (
    <div className="flex flex-col gap-2">
      <AttachmentStack
        attachments={attachments}
        onOpen={(startIndex) => onOpenCarousel(attachments, startIndex)}
      />
      {documents.length > 0 && fileCards}
    </div>
  );
}
