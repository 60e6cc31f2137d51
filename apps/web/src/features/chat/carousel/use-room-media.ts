import {
  isCarouselAttachment,
  type Attachment,
  type CarouselAttachment,
} from '@reelhire/shared/chat-attachments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthState } from '@/lib/auth-state';
import { getAttachmentMessages, type AttachmentMessage } from '../api/get-attachment-messages';
import { CHAT_ATTACHMENTS_QUERY_KEY } from '../api/get-message-attachments';
import { loadRoomAttachments } from '../attachments/use-message-attachments';

export const roomMediaQueryKey = (roomName: string) =>
  [...CHAT_ATTACHMENTS_QUERY_KEY, 'room-media', roomName] as const;

/** A gallery opened again within this time shows what it showed; later it asks for new files. */
const ROOM_MEDIA_FRESH_MS = 30 * 1000;

/**
 * The carousel's list for a room: its images, videos, audio and PDFs with a signed link (docs/product.md §5),
 * each with its sender and message time, oldest first (docs/product.md §7's order). A message the sender
 * lookup did not find keeps an empty name (shown as 'Unknown') and the file's own time.
 */
export function buildRoomMedia(
  byMessage: Record<string, Attachment[]>,
  senders: ReadonlyMap<string, AttachmentMessage>,
): CarouselAttachment[] {
  const media: CarouselAttachment[] = [];
  for (const [messageId, attachments] of Object.entries(byMessage)) {
    const sender = senders.get(messageId);
    for (const attachment of attachments) {
      if (!isCarouselAttachment(attachment)) continue;
      media.push({
        ...attachment,
        user_name: sender?.user_name ?? '',
        message_created_at: sender?.created_at ?? attachment.created_at,
      });
    }
  }
  const time = (value: string) => Date.parse(value) || 0;
  // A stable sort: files of one message keep the order they were attached in.
  return media.sort(
    (a, b) =>
      time(a.message_created_at) - time(b.message_created_at) || time(a.created_at) - time(b.created_at),
  );
}

/**
 * Every media file of a room for the carousel and the chat popups' media gallery button. The room's
 * attachments are read fresh (which also refreshes the attachment cache), then who sent them.
 */
export function useRoomMedia(roomName: string, { enabled = true }: { enabled?: boolean } = {}) {
  const signedIn = useAuthState().session !== null;
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: roomMediaQueryKey(roomName),
    queryFn: async () => {
      const byMessage = await loadRoomAttachments(queryClient, roomName, ROOM_MEDIA_FRESH_MS);
      const wanted = new Set(
        Object.entries(byMessage)
          .filter(([, attachments]) => attachments.some(isCarouselAttachment))
          .map(([messageId]) => messageId),
      );
      const senders = await getAttachmentMessages(roomName, wanted);
      return buildRoomMedia(byMessage, senders);
    },
    enabled: enabled && signedIn && Boolean(roomName),
    staleTime: ROOM_MEDIA_FRESH_MS,
  });
}
