import type { VoiceNoteResponse, VoiceNoteUpload } from '@reelhire/shared/chat';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

/** SPEC section 8: the server's text when it gives one, else this. */
export const VOICE_UPLOAD_FAILED = 'Failed to upload voice note';

function serverErrorText(body: unknown): string | null {
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error
    ? body.error
    : null;
}

/**
 * `POST voice-notes`. Without `skip_message_creation` the server also stores the voice message and
 * broadcasts it, so the sender's list gets it from the room like any other message.
 */
export async function uploadVoiceNote(
  input: VoiceNoteUpload,
  accessToken: string | null | undefined,
): Promise<VoiceNoteResponse> {
  // SPEC section 8: a voice upload without a session throws this, before anything leaves the browser.
  if (!accessToken) throw new Error('Not authenticated');
  try {
    return await apiFetch<VoiceNoteResponse>('/functions/v1/voice-notes', {
      method: 'POST',
      body: input,
      accessToken,
    });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ApiError(serverErrorText(error.body) ?? VOICE_UPLOAD_FAILED, error.status, error.body);
    }
    // A network failure says "Failed to fetch", which tells the user nothing about their voice note.
    throw new Error(VOICE_UPLOAD_FAILED, { cause: error });
  }
}

/** Sends a recorded voice note with the signed-in user's session. */
export function useUploadVoiceNote() {
  const { session } = useAuthState();
  return useMutation({
    mutationFn: (input: VoiceNoteUpload) => uploadVoiceNote(input, session?.access_token),
  });
}
