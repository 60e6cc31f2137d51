import { roomName, type ChatRole } from '@reelhire/shared/chat-rooms';
import { type Conversation, type MessageRecord } from '@reelhire/shared/chat-messages';

// Fixtures of the chat tests: a client 'c1' (Northlight Studio) and a filmmaker 'f1' (Maya Okafor).

export const CLIENT_ID = '11111111-1111-4111-8111-111111111111';
export const FILMMAKER_ID = '22222222-2222-4222-8222-222222222222';
export const ROOM = roomName(CLIENT_ID, FILMMAKER_ID);

let counter = 0;

export function chatMessage(overrides: Partial<MessageRecord> & { from?: ChatRole } = {}): MessageRecord {
  const { from = 'client', ...rest } = overrides;
  const seq = rest.seq ?? ++counter;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    content: `Message ${seq}`,
    user_id: from === 'client' ? 'user-client' : 'user-filmmaker',
    user_name: from === 'client' ? 'Northlight Studio' : 'Maya Okafor',
    room_name: ROOM,
    created_at: new Date(Date.UTC(2025, 0, 1, 10, 0, seq)).toISOString(),
    entity_id: from === 'client' ? CLIENT_ID : FILMMAKER_ID,
    entity_role: from,
    status: 'sent',
    has_attachments: false,
    attachment_count: 0,
    message_type: 'text',
    seq,
    ...rest,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    room_name: ROOM,
    other: {
      entity_id: CLIENT_ID,
      entity_role: 'client',
      name: 'Northlight Studio',
      avatar_url: null,
      username: null,
    },
    client: { entity_id: CLIENT_ID, name: 'Northlight Studio' },
    filmmaker: { entity_id: FILMMAKER_ID, name: 'Maya Okafor' },
    last_message: chatMessage({ content: 'See you on set' }),
    unread_count: 0,
    updated_at: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}
