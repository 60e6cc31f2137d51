import type { ConnectionManager } from '@/lib/realtime/connection-manager';
import { registerCatchUp } from '@/lib/realtime/realtime-client';
import { useRealtimeConnection } from '@/lib/realtime/use-realtime';
import { fetchMessagesAfter } from './api/list-messages-after';

// Chat's rooms ride on the app's realtime connection; a channel back from a gap reads what it missed
// through chat's REST read. Registered when this module loads, so before any chat component holds a room.
registerCatchUp(fetchMessagesAfter);

/** The realtime connection, following the session, with chat's catch-up registered. */
export function useChatConnection(): ConnectionManager {
  return useRealtimeConnection();
}
