import type { Attachment } from '@reelhire/shared/chat-attachments';
import type { MessageRecord } from '@reelhire/shared/chat-messages';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import {
  getMessageAttachments,
  getRoomAttachments,
  messageAttachmentsQueryKey,
  roomAttachmentsQueryKey,
} from '../api/get-message-attachments';
import { attachmentCache } from './attachment-cache';

/**
 * How long one bulk read of a room serves its messages. Shorter than the links' hour less the cache's
 * margin, so by the time cached entries expire the next bulk read is due and refreshes them all at once.
 */
export const ROOM_ATTACHMENTS_FRESH_MS = 40 * 60 * 1000;

/** Refetch no more often than this, even when an entry's links are about to expire. */
const MIN_REFRESH_MS = 60 * 1000;

/**
 * The room's attachments in one call (docs/product.md §7), filling the cache for every message in it.
 * Concurrent callers share one request; a read younger than `maxAgeMs` is reused.
 */
export function loadRoomAttachments(
  queryClient: QueryClient,
  roomName: string,
  maxAgeMs: number = ROOM_ATTACHMENTS_FRESH_MS,
): Promise<Record<string, Attachment[]>> {
  return queryClient.fetchQuery({
    queryKey: roomAttachmentsQueryKey(roomName),
    queryFn: async () => {
      const byMessage = await getRoomAttachments(roomName);
      for (const [messageId, attachments] of Object.entries(byMessage)) {
        attachmentCache.set(messageId, attachments);
        queryClient.setQueryData(messageAttachmentsQueryKey(messageId), attachments);
      }
      return byMessage;
    },
    staleTime: maxAgeMs,
    retry: false,
  });
}

/** docs/product.md §8's red line under a message whose attachments could not be loaded. */
export function attachmentsErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'Not authenticated';
  if (error instanceof ApiError && error.status > 0) return `Failed to load attachments: ${error.status}`;
  return 'Failed to load attachments';
}

function msUntilEntryExpires(messageId: string): number | false {
  const entry = attachmentCache.getEntry(messageId);
  return entry ? Math.max(MIN_REFRESH_MS, entry.expires_at - Date.now()) : false;
}

/**
 * A message's attachments: from the cache when fresh, else from the room's bulk read (one request for all
 * the room's messages), else from the message's own read. Only the last one's failure is the reader's
 * concern (docs/product.md §8: the bulk read fails silently). Refetched when the cached links run out.
 */
export function useMessageAttachments(message: Pick<MessageRecord, 'id' | 'room_name' | 'has_attachments'>) {
  const signedIn = useAuthState().session !== null;
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageAttachmentsQueryKey(message.id),
    queryFn: async () => {
      const cached = attachmentCache.get(message.id);
      if (cached) return cached;
      // Signed out, the message's own read below fails with SPEC's 'Not authenticated'.
      if (signedIn) {
        try {
          const byMessage = await loadRoomAttachments(queryClient, message.room_name);
          // A message sent after the room was read is not in it: it gets its own read below.
          const fromRoom = byMessage[message.id];
          if (fromRoom) return fromRoom;
        } catch (error) {
          console.warn('The room attachments could not be loaded', error);
        }
      }
      const attachments = await getMessageAttachments(message.id);
      attachmentCache.set(message.id, attachments);
      return attachments;
    },
    enabled: message.has_attachments,
    initialData: () => attachmentCache.get(message.id) ?? undefined,
    initialDataUpdatedAt: () => attachmentCache.getEntry(message.id)?.cached_at,
    refetchInterval: () => msUntilEntryExpires(message.id),
  });
}
