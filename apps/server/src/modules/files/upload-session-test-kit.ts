import type { TestApp } from '../../test/test-app.ts';

// Test support for resumable uploads: the protocol's four calls through HTTP, as a client makes them.

const auth = (t: TestApp, token: string | undefined) => ({
  apikey: t.anonKey,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

export function openUpload(
  t: TestApp,
  token: string | undefined,
  body: { kind: string; name: string; size: number; type?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/rest/v1/uploads',
    headers: auth(t, token),
    payload: body,
  });
}

export function sendChunk(t: TestApp, token: string | undefined, id: string, offset: number, chunk: Buffer) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/rest/v1/uploads/${id}`,
    headers: {
      ...auth(t, token),
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
    payload: chunk,
  });
}

export function uploadState(
  t: TestApp,
  token: string | undefined,
  id: string,
  method: 'GET' | 'HEAD' = 'GET',
) {
  return t.app.inject({ method, url: `/api/rest/v1/uploads/${id}`, headers: auth(t, token) });
}

export function completeUpload(t: TestApp, token: string | undefined, id: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/rest/v1/uploads/${id}/complete`,
    headers: auth(t, token),
  });
}

export function abortUpload(t: TestApp, token: string | undefined, id: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/rest/v1/uploads/${id}`, headers: auth(t, token) });
}

/** Splits a file into the chunks a client sends: `size` bytes each, the last one shorter. */
export function chunksOf(data: Buffer, size: number): { offset: number; chunk: Buffer }[] {
  const chunks = [];
  for (let offset = 0; offset < data.length; offset += size) {
    chunks.push({ offset, chunk: data.subarray(offset, offset + size) });
  }
  return chunks;
}
