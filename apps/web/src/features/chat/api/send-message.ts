import {
  messageRecordSchema,
  postMessageSchema,
  type MessageRecord,
  type PostMessageInput,
} from '@reelhire/shared/chat-messages';
import { ApiError, apiFetch } from '@/lib/api-client';

/**
 * `POST /messages`: the server stores the message, then broadcasts it to the room. The id is made here,
 * so a send retried after a lost answer is stored once.
 */
export async function sendMessage(input: PostMessageInput): Promise<MessageRecord> {
  const parsed = postMessageSchema.safeParse(input);
  if (!parsed.success) {
    const text = parsed.error.issues[0]?.message ?? 'Invalid message';
    throw new ApiError(text, 400, { error: text });
  }
  return apiFetch('/rest/v1/messages', {
    method: 'POST',
    body: parsed.data,
    schema: messageRecordSchema,
    requireSession: true,
  });
}

/** A message id made by the sender: a UUID (crypto.randomUUID needs a secure page, hence the fallback). */
export function newMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
