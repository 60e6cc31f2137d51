import type { VoiceNoteUpload } from '@reelhire/shared/chat-attachments';
import { ApiError } from '@/lib/api-client';
import { signInApiClient } from '@/test/fake-auth-client';
import { uploadVoiceNote } from './upload-voice-note';

const input: VoiceNoteUpload = {
  room_name: 'chat_client_c1_filmmaker_f1',
  duration: 3.2,
  file_data: 'dm9pY2U=',
  mime_type: 'audio/webm',
  file_size: 5,
  waveform_data: [0.1, 1],
  entity_id: 'c1',
  message_id: '7d444840-9dc0-11d1-b245-5ffdce74fad2',
};

afterEach(() => vi.unstubAllGlobals());

describe('uploadVoiceNote', () => {
  it('throws Not authenticated without a session, sending nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadVoiceNote(input)).rejects.toThrow('Not authenticated');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the note to voice-notes with the session's bearer token", async () => {
    signInApiClient({ accessToken: 'token-1' });
    const answer = {
      attachment_id: 'a',
      file_url: 'f',
      signed_url: null,
      duration: 3.2,
      waveform_data: [],
      message_id: input.message_id,
    };
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json(answer));
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadVoiceNote(input)).resolves.toEqual(answer);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/functions/v1/voice-notes');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(init?.body))).toEqual(input);
  });

  it('fails with the server text, or Failed to upload voice note when there is none', async () => {
    signInApiClient();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'The voice note is empty' }, { status: 400 })),
    );
    await expect(uploadVoiceNote(input)).rejects.toMatchObject({
      message: 'The voice note is empty',
      status: 400,
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = await uploadVoiceNote(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Failed to upload voice note', status: 502 });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(uploadVoiceNote(input)).rejects.toThrow('Failed to upload voice note');
  });
});
