import type { MessageRecord } from '@reelhire/shared/chat-messages';
import type { RealtimeHandshake } from '@reelhire/shared/chat-realtime';
import { MESSAGES } from '@reelhire/shared/constants';
import type { Channel } from './channel';

/**
 * Messages of a room after a sequence number, oldest first, at most `limit`. The realtime client does not
 * know where they are read from: the chat feature registers its REST read (`registerCatchUp`).
 */
export type FetchMessagesAfter = (
  roomName: string,
  afterSeq: number,
  limit: number,
  handshake: RealtimeHandshake,
) => Promise<MessageRecord[]>;

/**
 * The database is the source of truth: whenever the server has messages after the newest one the
 * subscribers hold (after a reconnect, or a join that raced the first page), they are read page by page,
 * oldest first, and handed to `deliver` (which passes each id once). A read that fails calls `onFailed`
 * (the registry tries again later: nothing else may come to trigger it, decision 0069).
 */
export function catchUp(
  channel: Channel,
  fetchMessagesAfter: FetchMessagesAfter,
  auth: RealtimeHandshake | null,
  deliver: (channel: Channel, message: MessageRecord) => void,
  log: (message: string, detail?: unknown) => void,
  onFailed: () => void = () => {},
): void {
  if (channel.catchingUp || !auth) return;
  if (channel.knownSeq === null || channel.serverSeq === null) return;
  if (channel.serverSeq <= channel.knownSeq) return;
  channel.catchingUp = true;
  const limit = MESSAGES.pageSize;
  const run = async () => {
    for (;;) {
      const after = channel.knownSeq ?? 0;
      const page = await fetchMessagesAfter(channel.roomName, after, limit, auth);
      const ordered = [...page].sort((a, b) => a.seq - b.seq);
      for (const message of ordered) {
        channel.knownSeq = Math.max(channel.knownSeq ?? 0, message.seq);
        deliver(channel, message);
      }
      if (page.length < limit) {
        // Messages told of while this page was read (a live one newer than the page) may have company
        // whose broadcast never came: read again from the new end. Only a page with nothing new means
        // the server holds nothing more, whatever it told (a stale serverSeq must not loop).
        const advanced = (channel.knownSeq ?? 0) > after;
        if (advanced && (channel.knownSeq ?? 0) < (channel.serverSeq ?? 0)) continue;
        channel.serverSeq = Math.max(channel.knownSeq ?? 0, channel.serverSeq ?? 0);
        if ((channel.knownSeq ?? 0) < channel.serverSeq) channel.knownSeq = channel.serverSeq;
        return;
      }
    }
  };
  run().then(
    () => {
      channel.catchingUp = false;
    },
    (error: unknown) => {
      channel.catchingUp = false;
      log(`Catching up ${channel.name} failed`, error);
      onFailed();
    },
  );
}
