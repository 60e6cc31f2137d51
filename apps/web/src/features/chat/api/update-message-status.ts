import { statusUpdateResponseSchema, type MessageStatus } from '@reelhire/shared/chat';
import { apiFetch } from '@/lib/api-client';

/** `PATCH /messages/{id}/status`: stores one message's new status (it only moves forward). */
export async function updateMessageStatus(messageId: string, status: MessageStatus, accessToken: string) {
  const answer = await apiFetch<unknown>(`/rest/v1/messages/${encodeURIComponent(messageId)}/status`, {
    method: 'PATCH',
    body: { status },
    accessToken,
  });
  return statusUpdateResponseSchema.parse(answer);
}
