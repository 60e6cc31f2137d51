import { roomName, type ChatRole } from '@reelhire/shared/chat-rooms';
import { type MessageStatus } from '@reelhire/shared/chat-messages';
import type { Db } from '../db/client.ts';
import { chatRooms, messages } from '../db/schema/chat.ts';

interface Party {
  userId: string;
  entityId: string;
  name: string;
}

const HOUR = 3600 * 1000;

/** Yesterday's brief and today's reply: read up to the last message, which the client has not seen. */
const LINES: { from: ChatRole; hoursAgo: number; content: string; status: MessageStatus }[] = [
  {
    from: 'client',
    hoursAgo: 26,
    content:
      'Hi Maya, we loved your reel. We are shooting a 90-second brand film in Hackney on the 14th. Would you be free to shoot it?',
    status: 'read',
  },
  {
    from: 'filmmaker',
    hoursAgo: 25,
    content: 'Thanks! The 14th works. Is it one location? And do you have a reference or a mood board?',
    status: 'read',
  },
  {
    from: 'client',
    hoursAgo: 24.5,
    content: 'One studio and a short street scene. I will send the deck tomorrow morning.',
    status: 'read',
  },
  {
    from: 'filmmaker',
    hoursAgo: 1,
    content: 'Great. I can bring the FX6 kit and a gaffer if the budget allows. Shall we do a quick call?',
    status: 'delivered',
  },
];

/** The demo client's conversation with the demo filmmaker, so the messages pages have something real. */
export async function seedDemoConversation(
  db: Db,
  { client, filmmaker }: { client: Party; filmmaker: Party },
): Promise<void> {
  const room = roomName(client.entityId, filmmaker.entityId);
  const now = Date.now();
  await db.insert(chatRooms).values({
    name: room,
    clientId: client.entityId,
    filmmakerId: filmmaker.entityId,
    lastSeq: LINES.length,
    lastMessageAt: new Date(now - LINES.at(-1)!.hoursAgo * HOUR),
    createdAt: new Date(now - LINES[0]!.hoursAgo * HOUR),
  });
  await db.insert(messages).values(
    LINES.map((line, index) => {
      const sender = line.from === 'client' ? client : filmmaker;
      const at = new Date(now - line.hoursAgo * HOUR);
      return {
        id: crypto.randomUUID(),
        roomName: room,
        seq: index + 1,
        content: line.content,
        userId: sender.userId,
        userName: sender.name,
        entityId: sender.entityId,
        entityRole: line.from,
        status: line.status,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
