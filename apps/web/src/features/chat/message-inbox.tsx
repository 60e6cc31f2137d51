import { oppositeRole, type ChatRole } from '@reelhire/shared/chat-rooms';
import { type MessageRecord } from '@reelhire/shared/chat-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useAuthState } from '@/lib/auth-state';
import { useConnectionState } from '@/lib/realtime/use-realtime';
import { CONVERSATIONS_QUERY_KEY, useConversations } from './api/list-conversations';
import { useMyChatEntity } from './api/get-my-chat-entity';
import { updateRoomStatus } from './api/update-room-status';
import { paramsOfTarget } from './chat-target';
import type { ChatViewerIdentity } from './message-status';
import { receiptQueue } from './receipt-queue';
import { setUnreadMessages } from './unread-store';
import { useChatConnection } from './use-chat-connection';

/** The toast's preview of a message: its text cut like docs/product.md §5's notification preview. */
export function messagePreview(message: MessageRecord): string {
  const text = message.content.trim();
  if (!text) return message.message_type === 'voice' ? 'Voice note' : 'Attachment';
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}

/**
 * While signed in to a dashboard (decision 0017): the account's own realtime feed. A new message
 * whose conversation is not open anywhere in the app is marked delivered (docs/product.md §4), refreshes the
 * Messages badge and shows a toast. An open conversation (page, popup or the live list) handles its own.
 *
 * The feed carries only what is sent while it is connected. What arrived before (signed out, offline, or in
 * the moment between the page loading and the socket joining) reaches the device with the conversation list,
 * which is read again each time the feed connects: a conversation whose newest message is the other party's
 * and still only sent is marked delivered then (decision 0075).
 */
export function MessageInbox({ role }: { role: ChatRole }) {
  const connection = useChatConnection();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { session } = useAuthState();
  const entity = useMyChatEntity(role);
  const viewer = useMemo<ChatViewerIdentity>(
    () => ({ role, entityId: entity.data ?? null }),
    [role, entity.data],
  );
  const conversations = useConversations(viewer);
  const latest = useRef({ userId: session?.user.id ?? null, navigate });
  useEffect(() => {
    latest.current = { userId: session?.user.id ?? null, navigate };
  });

  /** One bulk 'delivered' receipt for a sender's messages in a room, in the room's receipt order. */
  const markDelivered = (room: string, sender: string, onFailed?: () => void) =>
    receiptQueue.request(room, sender, 'delivered', async (status) => {
      try {
        if (latest.current.userId) await updateRoomStatus({ room_name: room, sender_id: sender, status });
      } catch (error) {
        onFailed?.();
        throw error;
      }
    });

  const connectionState = useConnectionState(connection);
  useEffect(() => {
    if (connectionState === 'connected')
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
  }, [connectionState, queryClient]);

  // Each newest message is asked about once; a failed receipt is tried again by the next read of the list.
  const asked = useRef(new Set<string>());
  useEffect(() => {
    for (const item of conversations.data ?? []) {
      const newest = item.last_message;
      if (!newest || newest.status !== 'sent' || newest.entity_id !== item.other.entity_id) continue;
      if (newest.user_id === latest.current.userId) continue;
      const key = `${item.room_name}\u0000${newest.id}`;
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      const room = item.room_name;
      const sender = item.other.entity_id;
      markDelivered(room, sender, () => asked.current.delete(key));
    }
  }, [conversations.data]);

  const unread = (conversations.data ?? []).reduce((sum, conversation) => sum + conversation.unread_count, 0);
  useEffect(() => {
    setUnreadMessages(unread);
  }, [unread]);
  useEffect(() => () => setUnreadMessages(0), []);

  useEffect(
    () =>
      connection.watchAccount({
        onMessage(message, { roomOpen }) {
          // The server sends to an account only what its other party wrote; a copy of one's own (another
          // tab) changes nothing here.
          if (message.user_id === latest.current.userId) return;
          void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
          if (roomOpen) return;
          const room = message.room_name;
          const sender = message.entity_id;
          markDelivered(room, sender);
          // The recipient is the room's other side: for an account with both roles, maybe not this section.
          const recipientRole = oppositeRole(message.entity_role);
          const params = new URLSearchParams(
            paramsOfTarget({
              roomName: room,
              title: message.user_name,
              avatarUrl: null,
              other: { entityId: sender, role: message.entity_role },
            }),
          );
          toast(`New message from ${message.user_name}`, {
            id: `chat-message-${room}`,
            description: messagePreview(message),
            action: {
              label: 'Open',
              onClick: () => void latest.current.navigate(`/${recipientRole}/dashboard/messages?${params}`),
            },
          });
        },
      }),
    [connection, queryClient],
  );

  return null;
}
