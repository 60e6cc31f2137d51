import {
  voiceNoteResponseSchema,
  type VoiceNoteResponse,
  type VoiceNoteUpload,
} from '@reelhire/shared/chat-attachments';
import { useMutation } from '@tanstack/react-query';
import { ApiError, ApiResponseShapeError, apiFetch, serverErrorText } from '@/lib/api-client';

/** docs/product.md §8: the server's text when it gives one, else this. */
export const VOICE_UPLOAD_FAILED = 'Failed to upload voice note';

/**
 * `POST voice-notes`. Without `skip_message_creation` the server also stores the voice message and
 * broadcasts it, so the sender's list gets it from the room like any other message.
 */
export async function uploadVoiceNote(input: VoiceNoteUpload): Promise<VoiceNoteResponse> {
  try {
    return await apiFetch('/functions/v1/voice-notes', {
      method: 'POST',
      body: input,
      schema: voiceNoteResponseSchema,
      // docs/product.md §8: a voice upload without a session fails 'Not authenticated' before anything is sent.
      requireSession: true,
    });
  } catch (error) {
    if (error instanceof ApiResponseShapeError) throw error;
    if (error instanceof ApiError) {
      throw new ApiError(serverErrorText(error.body) ?? VOICE_UPLOAD_FAILED, error.status, error.body);
    }
    // A network failure says "Failed to fetch", which tells the user nothing about their voice note.
    throw new Error(VOICE_UPLOAD_FAILED, { cause: error });
  }
}

/** Sends a recorded voice note with the signed-in user's session. */
export function useUploadVoiceNote() {
  return useMutation({ mutationFn: uploadVoiceNote });
}
