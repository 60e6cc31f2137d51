import { MB } from '@reelhire/shared/file-kinds';
import { signInApiClient } from '@/test/fake-auth-client';
import { rememberedUploadKey, uploadInChunks } from './resumable-upload';
import { uploadFile } from './upload-file';

// The chunk loop against a scripted server: chunks go by a fake XMLHttpRequest (for their progress), the
// session calls by a stubbed fetch.

const stored = {
  id: 'file-9',
  kind: 'deliverable',
  visibility: 'private',
  mime_type: 'video/mp4',
  size_bytes: 20,
  original_name: 'cut.mp4',
  width: null,
  height: null,
  url: 'https://files.example/file-9',
  thumbnail_url: null,
  created_at: '2026-11-26T00:00:00Z',
};

interface Server {
  offset: number;
  size: number;
  exists: boolean;
  /** What happens to each PATCH, in order: 'ok', 'drop' (the connection fails before it arrives), 'lost'
   * (stored, but the answer never comes back), 'hang' (never answers). */
  script: string[];
  calls: string[];
  progress: number[];
}

let server: Server;

const session = () => ({
  id: 'up-1',
  status: 'open',
  kind: 'deliverable',
  name: 'cut.mp4',
  size: server.size,
  offset: server.offset,
  chunk_min_bytes: 5 * MB,
  chunk_max_bytes: 16 * MB,
  file_id: null,
  expires_at: '2026-11-27T00:00:00Z',
  created_at: '2026-11-26T00:00:00Z',
});

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    const start = Number(this.headers['upload-offset']);
    server.calls.push(`PATCH ${start}+${body.size}`);
    const step = server.script.shift() ?? 'ok';
    if (step === 'hang') return;
    setTimeout(() => {
      if (step === 'drop') return this.onerror?.();
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: Math.floor(body.size / 2),
        total: body.size,
      });
      if (start !== server.offset) {
        this.status = 409;
        this.responseText = JSON.stringify({ error: 'wrong offset' });
        return this.onload?.();
      }
      server.offset += body.size;
      if (step === 'lost') return this.onerror?.();
      this.status = 200;
      this.responseText = JSON.stringify(session());
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

function stubServer(fetchMock = vi.fn()) {
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    server.calls.push(`${method} ${url}`);
    if (method === 'POST' && url === '/api/rest/v1/uploads') {
      server.exists = true;
      return json(201, session());
    }
    if (!server.exists) return json(404, { error: 'Upload not found' });
    if (method === 'GET') return json(200, session());
    if (method === 'POST') return json(201, stored);
    if (method === 'DELETE') {
      server.exists = false;
      return json(204, undefined);
    }
    return json(405, { error: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
}

const movie = (size = 20) =>
  new File([new Uint8Array(size).fill(7)], 'cut.mp4', { type: 'video/mp4', lastModified: 1 });
const options = (file: File, signal?: AbortSignal) => ({
  file,
  kind: 'deliverable' as const,
  chunkBytes: 8,
  backoffMs: 1,
  retries: 3,
  signal,
  onProgress: (fraction: number) => server.progress.push(fraction),
});
const isMonotonic = (values: number[]) =>
  values.every((value, index) => index === 0 || value > values[index - 1]!);

describe('uploadInChunks', () => {
  beforeEach(() => {
    server = { offset: 0, size: 20, exists: false, script: [], calls: [], progress: [] };
    localStorage.clear();
    document.head.innerHTML = '<meta name="reelhire:anon-key" content="anon_test_key_123" />';
    signInApiClient({ accessToken: 'token-1' });
    stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens a session, sends the chunks at their offsets, completes it and forgets it', async () => {
    await expect(uploadInChunks(options(movie()))).resolves.toEqual(stored);
    expect(server.calls).toEqual([
      'POST /api/rest/v1/uploads',
      'PATCH 0+8',
      'PATCH 8+8',
      'PATCH 16+4',
      'POST /api/rest/v1/uploads/up-1/complete',
    ]);
    expect(server.progress.at(-1)).toBe(1);
    expect(isMonotonic(server.progress)).toBe(true);
    expect(localStorage.getItem(rememberedUploadKey(movie(), 'deliverable'))).toBeNull();
  });

  it('sends a failed chunk again from where the server says it stands, with progress never going back', async () => {
    // The second chunk is dropped on the way; the third arrives but its answer is lost.
    server.script = ['ok', 'drop', 'ok', 'lost'];
    await expect(uploadInChunks(options(movie()))).resolves.toEqual(stored);
    expect(server.calls.filter((call) => !call.startsWith('POST'))).toEqual([
      'PATCH 0+8',
      'PATCH 8+8',
      'GET /api/rest/v1/uploads/up-1',
      'PATCH 8+8',
      'PATCH 16+4',
      'GET /api/rest/v1/uploads/up-1',
    ]);
    expect(isMonotonic(server.progress)).toBe(true);
    expect(server.progress.at(-1)).toBe(1);
  });

  it('gives up after its retries with the last error', async () => {
    server.script = ['drop', 'drop', 'drop', 'drop'];
    await expect(uploadInChunks(options(movie()))).rejects.toMatchObject({ status: 0 });
    expect(server.calls.filter((call) => call.startsWith('PATCH'))).toHaveLength(4);
    // Still remembered: picking the file again resumes it.
    expect(localStorage.getItem(rememberedUploadKey(movie(), 'deliverable'))).toBe('up-1');
  });

  it("resumes a session remembered for the same file (after a reload) from the server's offset", async () => {
    localStorage.setItem(rememberedUploadKey(movie(), 'deliverable'), 'up-1');
    server.exists = true;
    server.offset = 16;
    await expect(uploadInChunks(options(movie()))).resolves.toEqual(stored);
    expect(server.calls).toEqual([
      'GET /api/rest/v1/uploads/up-1',
      'PATCH 16+4',
      'POST /api/rest/v1/uploads/up-1/complete',
    ]);
    expect(server.progress[0]).toBe(0.8);
  });

  it('starts again when the remembered session is gone', async () => {
    localStorage.setItem(rememberedUploadKey(movie(), 'deliverable'), 'up-old');
    await expect(uploadInChunks(options(movie()))).resolves.toEqual(stored);
    expect(server.calls.slice(0, 2)).toEqual([
      'GET /api/rest/v1/uploads/up-old',
      'POST /api/rest/v1/uploads',
    ]);
  });

  it('stops when aborted: the request is cut, the session dropped on the server and forgotten', async () => {
    server.script = ['ok', 'hang'];
    const controller = new AbortController();
    const upload = uploadInChunks(options(movie(), controller.signal));
    await vi.waitFor(() => expect(server.calls).toContain('PATCH 8+8'));
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(server.calls).toContain('DELETE /api/rest/v1/uploads/up-1'));
    expect(localStorage.getItem(rememberedUploadKey(movie(), 'deliverable'))).toBeNull();
  });
});

describe('uploadFile', () => {
  beforeEach(() => {
    server = { offset: 0, size: 33 * MB, exists: false, script: [], calls: [], progress: [] };
    localStorage.clear();
    document.head.innerHTML = '<meta name="reelhire:anon-key" content="anon_test_key_123" />';
    signInApiClient({ accessToken: 'token-1' });
    stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a file over 32 MB in 8 MB chunks through a session, with the same signature', async () => {
    const file = new File([new Uint8Array(33 * MB)], 'cut.mp4', { type: 'video/mp4' });
    await expect(uploadFile({ file, kind: 'deliverable' })).resolves.toEqual(stored);
    expect(server.calls.filter((call) => call.startsWith('PATCH'))).toEqual([
      `PATCH 0+${8 * MB}`,
      `PATCH ${8 * MB}+${8 * MB}`,
      `PATCH ${16 * MB}+${8 * MB}`,
      `PATCH ${24 * MB}+${8 * MB}`,
      `PATCH ${32 * MB}+${MB}`,
    ]);
  }, 30_000);
});
