import { MAX_ATTACHMENTS_PER_MESSAGE } from '@reelhire/shared/chat-attachments';
import { useFileUploads } from '@/lib/use-file-uploads';

/**
 * Files picked for the next message: each is uploaded at once (kind chat_attachment) with its progress,
 * so that sending only has to name them. A file taken off the list is no longer uploaded.
 */
export function useAttachmentUploads() {
  return useFileUploads({
    kind: 'chat_attachment',
    max: MAX_ATTACHMENTS_PER_MESSAGE,
    tooMany: `Attach at most ${MAX_ATTACHMENTS_PER_MESSAGE} files to one message`,
  });
}
