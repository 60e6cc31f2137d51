import { oppositeRole } from '@reelhire/shared/chat-rooms';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatBroadcaster } from './chat-broadcaster.ts';
import { notifyMessageRecipient } from './notify-message-recipient.ts';
import { postMessage, type PostedMessage, type PostMessageOptions } from './post-message.ts';
import { sideOf } from './room-access.ts';

export interface SendChatMessageOptions extends PostMessageOptions {
  broadcaster: ChatBroadcaster;
  log: FastifyBaseLogger;
}

/**
 * The one send path of REST, the socket and voice notes: store, then broadcast what was stored (to the
 * sender too), then notify the recipient. A retried send (same id) is stored once and broadcast again,
 * so a sender whose first attempt timed out still sees it arrive; receivers de-duplicate by id.
 */
export async function sendChatMessage({
  broadcaster,
  log,
  ...options
}: SendChatMessageOptions): Promise<PostedMessage> {
  const posted = await postMessage(options);
  afterStored({ broadcaster, log, db: options.db, posted });
  return posted;
}

/** Broadcast and notify for a message that is stored. */
export function afterStored({
  broadcaster,
  log,
  db,
  posted,
}: Pick<SendChatMessageOptions, 'broadcaster' | 'log' | 'db'> & { posted: PostedMessage }): void {
  if (!posted.created) {
    // A retried send: the room hears it again (the sender may have missed it); the recipient had it.
    broadcaster.message(posted.message);
    return;
  }
  const recipient = sideOf(posted.access, oppositeRole(posted.message.entity_role));
  broadcaster.message(posted.message, recipient.userId);
  notifyMessageRecipient({ db, broadcaster, access: posted.access, message: posted.message }).catch(
    (error: unknown) => log.warn({ err: error }, 'could not queue the message notification'),
  );
}
