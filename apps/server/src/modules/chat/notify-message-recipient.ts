import { oppositeRole } from '@reelhire/shared/chat-rooms';
import { type MessageRecord } from '@reelhire/shared/chat-messages';
import { messagePreview } from '@reelhire/shared/email';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import type { ChatBroadcaster } from './chat-broadcaster.ts';
import { sideOf, type RoomAccess } from './room-access.ts';

/** One email per conversation and recipient in this window at most, however many messages arrive. */
export const MESSAGE_NOTIFICATION_WINDOW_MS = 15 * 60 * 1000;

export interface NotifyMessageRecipientOptions {
  db: Db;
  broadcaster: ChatBroadcaster;
  access: RoomAccess;
  message: MessageRecord;
  now?: Date;
}

/**
 * The notification keys this process has queued in the current window, per database. The outbox's
 * idempotency key already makes a repeat queue nothing; this spares a burst of messages the presence
 * check and the two queries each would cost to learn that. Cleared when the window turns.
 */
const queuedThisWindow = new WeakMap<Db, { window: number; keys: Set<string> }>();

function previewOf(message: MessageRecord): string {
  if (message.content.trim()) return messagePreview(message.content);
  if (message.message_type === 'voice') return 'Sent you a voice note';
  return message.attachment_count === 1 ? 'Sent you a file' : `Sent you ${message.attachment_count} files`;
}

/**
 * docs/product.md §5's message notification, queued by the server after the message is stored: only when the
 * sender is the client or filmmaker named in the room (the access check guarantees it), to the opposite
 * role, with the preview cut to 100 characters. Someone with the room open is not emailed, and a burst of
 * messages makes one email per window (decision 0016). A failure here never fails the send.
 */
export async function notifyMessageRecipient({
  db,
  broadcaster,
  access,
  message,
  now = new Date(),
}: NotifyMessageRecipientOptions): Promise<'queued' | 'skipped'> {
  if (access.as === 'admin' || message.entity_role !== access.as) return 'skipped';
  const recipientRole = oppositeRole(message.entity_role);
  const recipient = sideOf(access, recipientRole);
  const window = Math.floor(now.getTime() / MESSAGE_NOTIFICATION_WINDOW_MS);
  const idempotencyKey = `message-notification:${access.roomName}:${recipientRole}:${window}`;
  let queued = queuedThisWindow.get(db);
  if (!queued || queued.window !== window) queuedThisWindow.set(db, (queued = { window, keys: new Set() }));
  if (queued.keys.has(idempotencyKey)) return 'skipped';
  if (await broadcaster.isPresent(access.roomName, recipientRole, recipient.entityId)) return 'skipped';
  const [person] = await db
    .select({ email: users.email, metadata: users.userMetadata })
    .from(users)
    .where(eq(users.id, recipient.userId));
  if (!person) return 'skipped';
  await enqueueEmail({
    db,
    emailType: 'message_notification',
    recipientEmail: person.email,
    templateData: {
      recipientName: person.metadata.first_name ?? undefined,
      senderName: message.user_name,
      senderRole: message.entity_role,
      senderEntityId: message.entity_id,
      messagePreview: previewOf(message),
    },
    idempotencyKey,
  });
  queued.keys.add(idempotencyKey);
  return 'queued';
}
