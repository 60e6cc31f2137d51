import { roomName } from '@reelhire/shared/chat-rooms';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { chatRooms } from '../../db/schema/chat.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';

export interface MayNotifyMessageRecipientOptions {
  db: Db;
  senderUserId: string;
  senderRole: 'client' | 'filmmaker';
  senderEntityId: string | undefined;
  recipientEmail: string;
}

/**
 * docs/product.md §5 for a message notification asked through `send-email`: it goes out only when the sender
 * is the client or filmmaker named in a room, and only to the other party of that room (the opposite
 * role). Anything else is refused (decision 0018), so the function cannot be used to email strangers.
 */
export async function mayNotifyMessageRecipient({
  db,
  senderUserId,
  senderRole,
  senderEntityId,
  recipientEmail,
}: MayNotifyMessageRecipientOptions): Promise<boolean> {
  if (!senderEntityId) return false;
  const senderTable = senderRole === 'client' ? clients : filmmakers;
  const recipientTable = senderRole === 'client' ? filmmakers : clients;
  const [sender] = await db
    .select({ id: senderTable.id })
    .from(senderTable)
    .where(and(eq(senderTable.id, sql`${senderEntityId}::uuid`), eq(senderTable.userId, senderUserId)))
    .catch(() => []);
  if (!sender) return false;
  const [recipient] = await db
    .select({ id: recipientTable.id })
    .from(recipientTable)
    .innerJoin(users, eq(users.id, recipientTable.userId))
    .where(sql`lower(${users.email}) = ${recipientEmail.trim().toLowerCase()}`);
  if (!recipient) return false;
  const room =
    senderRole === 'client' ? roomName(sender.id, recipient.id) : roomName(recipient.id, sender.id);
  const [exists] = await db.select({ name: chatRooms.name }).from(chatRooms).where(eq(chatRooms.name, room));
  return Boolean(exists);
}
