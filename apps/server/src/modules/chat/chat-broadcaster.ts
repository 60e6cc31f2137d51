import type { ChatRole } from '@reelhire/shared/chat-rooms';
import type { MessageRecord } from '@reelhire/shared/chat-messages';
import type { StatusBroadcast } from '@reelhire/shared/chat-realtime';

/**
 * How chat operations reach connected browsers. The realtime server (src/realtime) provides the real one;
 * HTTP-only tests and tools run with the silent one. Broadcasting happens after storing, never instead.
 */
export interface ChatBroadcaster {
  /**
   * To the room's channel and, when given, the recipient account's own channel, so that a recipient who is
   * signed in anywhere in the app receives it (and marks it delivered).
   */
  message(message: MessageRecord, recipientUserId?: string): void;
  /**
   * To the room's channel and, when given, the account of the party whose messages changed, so their
   * ticks move even while their join of the room is still on its way.
   */
  status(roomName: string, status: StatusBroadcast, addresseeUserId?: string): void;
  /** Whether the party has the room open right now, in any server process. */
  isPresent(roomName: string, role: ChatRole, entityId: string): Promise<boolean>;
}

export const silentBroadcaster: ChatBroadcaster = {
  message: () => {},
  status: () => {},
  isPresent: async () => false,
};
