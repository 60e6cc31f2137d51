import { signInApiClient } from '@/test/fake-auth-client';
import { ApiError, ApiResponseShapeError } from './api-client';
import { uploadFile } from './upload-file';

/** A stand-in for XMLHttpRequest: records what was set and sent; `answer` plays the server's reply. */
class FakeRequest {
  static last: FakeRequest | null = null;
  headers: Record<string, string> = {};
  opened: [string, string] | null = null;
  sent: unknown = null;
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

const stored = {
  id: 'file-1',
  kind: 'avatar',
  visibility: 'public',
  mime_type: 'image/png',
  size_bytes: 4,
  original_name: 'me.png',
  width: 1,
  height: 1,
  url: 'https://files.example/file-1',
  thumbnail_url: null,
  created_at: '2025-01-01T00:00:00Z',
};

/** Waits until the upload has gone out (the session lookup comes first). */
async function sentRequest(): Promise<FakeRequest> {
  await vi.waitFor(() => expect(FakeRequest.last?.sent ?? null).not.toBeNull());
  return FakeRequest.last!;
}

describe('uploadFile', () => {
  beforeEach(() => {
    FakeRequest.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    document.head.innerHTML = '<meta name="reelhire:anon-key" content="anon_test_key_123" />';
  });
  afterEach(() => vi.unstubAllGlobals());

  it("posts the file with the public key and the current session's bearer token", async () => {
    signInApiClient({ accessToken: 'token-1' });
    const upload = uploadFile({ file: png(), kind: 'avatar' });
    const request = await sentRequest();
    expect(request.opened).toEqual(['POST', '/api/rest/v1/files']);
    expect(request.headers).toEqual({ apikey: 'anon_test_key_123', authorization: 'Bearer token-1' });
    request.answer(201, stored);
    await expect(upload).resolves.toEqual(stored);
  });

  it('fails with 401 Not authenticated when signed out, without sending anything', async () => {
    const error = await uploadFile({ file: png(), kind: 'avatar' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Not authenticated', status: 401 });
    expect(FakeRequest.last).toBeNull();
  });

  it('checks the answer against the shared file schema', async () => {
    signInApiClient();
    const upload = uploadFile({ file: png(), kind: 'avatar' });
    (await sentRequest()).answer(201, { id: 'file-1' });
    await expect(upload).rejects.toBeInstanceOf(ApiResponseShapeError);
  });

  it("rejects with the server's error text", async () => {
    signInApiClient();
    const upload = uploadFile({ file: png(), kind: 'avatar' });
    (await sentRequest()).answer(415, { error: 'Upload a JPEG, PNG, WebP, GIF or AVIF image' });
    await expect(upload).rejects.toMatchObject({
      message: 'Upload a JPEG, PNG, WebP, GIF or AVIF image',
      status: 415,
    });
  });
});
