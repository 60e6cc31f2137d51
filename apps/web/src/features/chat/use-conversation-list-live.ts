import type { Conversation } from '@reelhire/shared/chat-messages';
import type { PresenceRecord } from '@reelhire/shared/chat-realtime';
import { REALTIME } from '@reelhire/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAuthState } from '@/lib/auth-state';
import { CONVERSATIONS_QUERY_KEY } from './api/list-conversations';
import { updateRoomStatus } from './api/update-room-status';
import { deliveredReceiptFor, isParty, type ChatViewerIdentity } from './message-status';
import { receiptQueue } from './receipt-queue';
import { useChatConnection } from './use-chat-connection';

/**
 * The most recent conversations are followed live, leaving one channel of SPEC's five for the open
 * conversation: their presence shows as green dots, a new message refreshes the list, and what arrives is
 * marked delivered (docs/product.md §4) although the room is not open.
 */
export const LIVE_CONVERSATIONS = REALTIME.maxChannels - 1;

export function useConversationListLive(
  conversations: readonly Conversation[] | undefined,
  viewer: ChatViewerIdentity,
): Record<string, PresenceRecord[]> {
  const connection = useChatConnection();
  const queryClient = useQueryClient();
  const signedIn = useAuthState().session !== null;
  const [presence, setPresence] = useState<Record<string, PresenceRecord[]>>({});
  const latest = useRef({ viewer, signedIn });
  useEffect(() => {
    latest.current = { viewer, signedIn };
  });

  const party = isParty(viewer);
  const rooms = party ? (conversations ?? []).slice(0, LIVE_CONVERSATIONS).map((c) => c.room_name) : [];
  const roomsKey = rooms.join('|');

  useEffect(() => {
    if (!roomsKey) return;
    const subscriptions = roomsKey.split('|').map((room) =>
      connection.open(room, {
        onPresence: (records) => setPresence((current) => ({ ...current, [room]: records })),
        onMessage: (message) => {
          void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
          const sender = deliveredReceiptFor(message, latest.current.viewer);
          if (!sender) return;
          receiptQueue.request(room, sender, 'delivered', async (status) => {
            if (latest.current.signedIn)
              await updateRoomStatus({ room_name: room, sender_id: sender, status });
          });
        },
      }),
    );
    return () => {
      for (const subscription of subscriptions) subscription.release();
    };
  }, [connection, queryClient, roomsKey]);

  return presence;
}
