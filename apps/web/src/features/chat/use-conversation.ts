import { isSendable, type MessageRecord } from '@reelhire/shared/chat-messages';
import { oppositeRole, parseRoomName, roomEntityOf, type ChatRole } from '@reelhire/shared/chat-rooms';
import { type PresenceRecord, type StatusBroadcast } from '@reelhire/shared/chat-realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAuthState } from '@/lib/auth-state';
import { useConnectionState, useRoomChannel } from '@/lib/realtime/use-realtime';
import { CONVERSATIONS_QUERY_KEY } from './api/list-conversations';
import { messagesQueryKey, useMessagePages } from './api/list-messages';
import { newMessageId, sendMessage } from './api/send-message';
import { updateRoomStatus } from './api/update-room-status';
import {
  addMessages,
  applyStatusChanges,
  flattenMessages,
  newestSeq,
  type MessagePages,
} from './message-pages';
import {
  bulkReceiptChanges,
  deliveredReceiptFor,
  isParty,
  statusChangesFor,
  unreadSender,
  type ChatViewerIdentity,
  type StatusChange,
} from './message-status';
import { receiptQueue, type ReceiptStatus } from './receipt-queue';
import { useChatConnection } from './use-chat-connection';
import { useDocumentVisible } from './use-document-visible';

export interface ConversationOptions {
  roomName: string;
  viewer: ChatViewerIdentity;
  /** The conversation is on screen: a page's open pane, or a popup that is not minimised. */
  open: boolean;
}

export interface OutgoingMessage {
  content: string;
  attachmentIds: string[];
}

/**
 * What a send did. 'empty' and 'no-entity' are docs/product.md §5's messages that are not sent; 'reconnecting'
 * means the connection was down: it is being restored and the message was not sent.
 */
export type SendOutcome =
  | { kind: 'sent'; message: MessageRecord }
  | { kind: 'empty' }
  | { kind: 'no-entity' }
  | { kind: 'reconnecting' };

function isOnline(presence: PresenceRecord[], role: ChatRole, entityId: string | null): boolean {
  return entityId !== null && presence.some((p) => p.entity_role === role && p.entity_id === entityId);
}

/**
 * One room as a view shows it: its messages (pages from the API plus what arrives live), the other party's
 * presence, and docs/product.md §4's receipts and status rules. Views of the same room share the messages.
 */
export function useConversation({ roomName, viewer, open }: ConversationOptions) {
  const connection = useChatConnection();
  const connectionState = useConnectionState(connection);
  const queryClient = useQueryClient();
  const signedIn = useAuthState().session !== null;
  const visible = useDocumentVisible();
  const pages = useMessagePages(roomName);
  const messages = useMemo(() => flattenMessages(pages.data), [pages.data]);

  const party = isParty(viewer);
  const parties = parseRoomName(roomName);
  const otherRole: ChatRole | null = party ? oppositeRole(viewer.role as ChatRole) : null;
  const otherEntity = parties && otherRole ? roomEntityOf(parties, otherRole) : null;

  // Handlers run outside render: they read the latest values through a ref.
  const latest = useRef({ viewer, signedIn, roomName });
  useEffect(() => {
    latest.current = { viewer, signedIn, roomName };
  });
  // Live messages that arrive before the first page: added once it is there.
  const early = useRef<MessageRecord[]>([]);
  // Status broadcasts that arrive before the first page: applied once it is there, since the page may
  // have been read before the status was stored (statuses only move forward, so applying twice is safe).
  const earlyStatuses = useRef<StatusBroadcast[]>([]);

  const key = useMemo(() => messagesQueryKey(roomName), [roomName]);
  const held = useCallback(() => queryClient.getQueryData<MessagePages>(key), [queryClient, key]);

  const store = useCallback(
    (records: MessageRecord[]) => {
      const data = held();
      if (!data) {
        early.current.push(...records);
        return;
      }
      const { data: next } = addMessages(data, records);
      if (next !== data) queryClient.setQueryData(key, next);
    },
    [held, queryClient, key],
  );

  const applyChanges = useCallback(
    (changes: StatusChange[]) => {
      const data = held();
      if (!data || changes.length === 0) return;
      const next = applyStatusChanges(data, changes);
      if (next !== data) queryClient.setQueryData(key, next);
    },
    [held, queryClient, key],
  );

  const refreshConversations = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
    [queryClient],
  );

  /** A bulk receipt of the other party's messages, stored, then shown here (statuses only move forward). */
  const receipt = useCallback(
    (senderId: string, status: ReceiptStatus) => {
      if (!isParty(latest.current.viewer)) return;
      const room = latest.current.roomName;
      receiptQueue.request(room, senderId, status, async (next) => {
        if (!latest.current.signedIn) return;
        await updateRoomStatus({ room_name: room, sender_id: senderId, status: next });
        applyChanges(bulkReceiptChanges(flattenMessages(held()), senderId, next));
        if (next === 'read') refreshConversations();
      });
    },
    [applyChanges, held, refreshConversations],
  );

  const channel = useRoomChannel(connection, roomName, {
    onMessage(message) {
      store([message]);
      const sender = deliveredReceiptFor(message, latest.current.viewer);
      if (sender) receipt(sender, 'delivered');
      refreshConversations();
    },
    onStatus(payload) {
      // docs/product.md §4 has each change persisted; here the server stored it before broadcasting it, so
      // it is only shown. Sending it back could at best change nothing and, once the recipient has read
      // the message, would ask for a move back from read that the server refuses (issue 10, decision 0017).
      if (!held()) earlyStatuses.current.push(payload);
      applyChanges(statusChangesFor(payload, flattenMessages(held()), latest.current.viewer, roomName));
    },
    onJoined() {
      // docs/product.md §4: on subscribing, the other party's messages are marked read.
      if (!otherEntity) return;
      const data = held();
      if (!data || unreadSender(flattenMessages(data), latest.current.viewer)) receipt(otherEntity, 'read');
    },
  });

  const subscription = channel.subscription;
  const loaded = pages.data !== undefined;
  const newest = newestSeq(pages.data);
  useEffect(() => {
    // Catch-up (after a reconnect, or a join that raced the first page) starts after what is held.
    if (subscription && loaded) subscription.noteSeq(newest ?? 0);
  }, [subscription, loaded, newest]);

  useEffect(() => {
    if (!loaded) return;
    const records = early.current;
    const statuses = earlyStatuses.current;
    early.current = [];
    earlyStatuses.current = [];
    if (records.length > 0) store(records);
    for (const payload of statuses) {
      applyChanges(statusChangesFor(payload, flattenMessages(held()), latest.current.viewer, roomName));
    }
  }, [loaded, store, applyChanges, held, roomName]);

  useEffect(() => {
    // A channel dropped to stay within the channel limit comes back when its conversation is on screen.
    if (open && subscription && (channel.state === 'evicted' || channel.state === 'failed')) {
      subscription.touch();
    }
  }, [open, subscription, channel.state]);

  // docs/product.md §4: with the room open and connected (and the tab visible), unread messages become read.
  const connected = connectionState === 'connected' && channel.state === 'joined';
  const unreadFrom = unreadSender(messages, viewer);
  useEffect(() => {
    if (open && visible && connected && unreadFrom) receipt(unreadFrom, 'read');
  }, [open, visible, connected, unreadFrom, receipt]);

  const send = useCallback(
    async ({ content, attachmentIds }: OutgoingMessage): Promise<SendOutcome> => {
      if (!isSendable(content, attachmentIds.length)) return { kind: 'empty' };
      const me = latest.current.viewer;
      if (!isParty(me)) return { kind: 'no-entity' };
      // docs/product.md §5: sending while disconnected reconnects, and the message is not sent.
      if (connection.state !== 'connected') {
        connection.reconnectNow();
        return { kind: 'reconnecting' };
      }
      const message = await sendMessage({
        id: newMessageId(),
        room_name: roomName,
        content,
        entity_id: me.entityId,
        entity_role: me.role,
        message_type: 'text',
        attachment_ids: attachmentIds,
      });
      store([message]);
      subscription?.touch();
      refreshConversations();
      return { kind: 'sent', message };
    },
    [connection, roomName, store, subscription, refreshConversations],
  );

  /**
   * The voice recorder stored a voice note (and its message): it arrives over the channel like any
   * message; without a live channel the newest page is read again instead.
   */
  const voiceSent = useCallback(() => {
    refreshConversations();
    if (connection.state !== 'connected' || channel.state !== 'joined') {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }, [connection, channel.state, queryClient, key, refreshConversations]);

  return {
    messages,
    isLoading: pages.isPending,
    loadError: pages.error,
    hasOlder: Boolean(pages.hasNextPage),
    loadingOlder: pages.isFetchingNextPage,
    loadOlder: () => void pages.fetchNextPage(),
    connectionState,
    channelState: channel.state,
    channelError: channel.error,
    presence: channel.presence,
    otherOnline: otherRole ? isOnline(channel.presence, otherRole, otherEntity) : false,
    otherEntity,
    reconnect: () => connection.reconnectNow(),
    send,
    voiceSent,
  };
}

export type ConversationState = ReturnType<typeof useConversation>;
