import type { FileKind } from '@reelhire/shared/file-kinds';
import { fileRecordSchema, type FileRecord } from '@reelhire/shared/file-records';
import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_CHUNK_CONTENT_TYPE,
  uploadSessionSchema,
  type UploadSession,
} from '@reelhire/shared/uploads';
import { ApiError, apiFetch, checkAnswer, sessionHeaders } from './api-client';
import { sendWithProgress } from './send-with-progress';

export interface ChunkedUploadOptions {
  file: File;
  kind: FileKind;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal | undefined;
  /** Bytes per chunk (the server takes 5 to 16 MB, the last one shorter). */
  chunkBytes?: number;
  /** Tries of one chunk after the first, each waiting twice as long as the one before. */
  retries?: number;
  backoffMs?: number;
}

/** Where a file's session is remembered, so a reload (the same file picked again) carries on. */
export const rememberedUploadKey = (file: File, kind: FileKind) =>
  `reelhire:upload:${kind}:${file.size}:${file.lastModified}:${file.name}`;

function remembered(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function remember(key: string, id: string | null) {
  try {
    if (id) localStorage.setItem(key, id);
    else localStorage.removeItem(key);
  } catch {
    // Private browsing without storage: the upload still works, it just cannot outlive the page.
  }
}

const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
/** Answers that sending again cannot change (the session is gone, the file refused). */
const isFinal = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 409, 429].includes(error.status);

function pause(ms: number, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(cancelled());
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

const sessionPath = (id: string) => `/rest/v1/uploads/${encodeURIComponent(id)}`;

async function openSession(file: File, kind: FileKind, signal: AbortSignal | undefined, key: string) {
  const id = remembered(key);
  if (id) {
    const known = await apiFetch(sessionPath(id), {
      schema: uploadSessionSchema,
      requireSession: true,
      signal,
    }).catch((error: unknown) => {
      if (isAbort(error)) throw error;
      return null;
    });
    if (known && known.size === file.size && known.kind === kind) return known;
  }
  const session = await apiFetch('/rest/v1/uploads', {
    method: 'POST',
    body: { kind, name: file.name, size: file.size, ...(file.type ? { type: file.type } : {}) },
    schema: uploadSessionSchema,
    requireSession: true,
    signal,
  });
  remember(key, session.id);
  return session;
}

async function sendChunk(
  session: UploadSession,
  offset: number,
  chunk: Blob,
  onSent: (bytes: number) => void,
  signal?: AbortSignal,
) {
  const answer = await sendWithProgress({
    method: 'PATCH',
    url: `/api${sessionPath(session.id)}`,
    headers: {
      ...(await sessionHeaders(true)),
      'content-type': UPLOAD_CHUNK_CONTENT_TYPE,
      'upload-offset': String(offset),
    },
    body: chunk,
    onProgress: (loaded) => onSent(Math.min(loaded, chunk.size)),
    signal,
  });
  return checkAnswer('PATCH /rest/v1/uploads/{id}', uploadSessionSchema, answer.body).offset;
}

/**
 * The chunk loop of a resumable upload (decision 0039): opens a session (or finds the one this file left
 * behind), sends the file from the server's offset in chunks, sends a failed chunk again after asking the
 * server where it stands (waiting longer each time), and completes it. Progress covers the whole file and
 * never goes back. Aborting drops the session on the server.
 */
export async function uploadInChunks({
  file,
  kind,
  onProgress,
  signal,
  chunkBytes = UPLOAD_CHUNK_BYTES,
  retries = 5,
  backoffMs = 1000,
}: ChunkedUploadOptions): Promise<FileRecord> {
  const key = rememberedUploadKey(file, kind);
  let reported = -1;
  const report = (bytes: number) => {
    const fraction = Math.min(bytes / file.size, 1);
    if (fraction > reported) {
      reported = fraction;
      onProgress?.(fraction);
    }
  };

  let session: UploadSession | undefined;
  try {
    session = await openSession(file, kind, signal, key);
    let offset = session.status === 'completed' ? file.size : session.offset;
    report(offset);
    let failures = 0;
    while (offset < file.size) {
      signal?.throwIfAborted();
      const start = offset;
      const chunk = file.slice(start, Math.min(start + chunkBytes, file.size));
      try {
        offset = await sendChunk(session, start, chunk, (sent) => report(start + sent), signal);
        failures = 0;
      } catch (error) {
        if (isAbort(error) || isFinal(error) || failures >= retries) throw error;
        failures += 1;
        await pause(backoffMs * 2 ** (failures - 1), signal);
        // Whatever happened to the chunk, the server knows how far it got.
        offset = (
          await apiFetch(sessionPath(session.id), {
            schema: uploadSessionSchema,
            requireSession: true,
            signal,
          })
        ).offset;
      }
      report(offset);
    }
    const record = await apiFetch(`${sessionPath(session.id)}/complete`, {
      method: 'POST',
      schema: fileRecordSchema,
      requireSession: true,
      signal,
    });
    remember(key, null);
    report(file.size);
    return record;
  } catch (error) {
    if (isAbort(error) || signal?.aborted) {
      // Cancelled: nothing to resume, so the server can drop the bytes now rather than in a day.
      remember(key, null);
      if (session) {
        const id = session.id;
        void sessionHeaders(true)
          .then((headers) => fetch(`/api${sessionPath(id)}`, { method: 'DELETE', headers }))
          .catch(() => {});
      }
      throw cancelled();
    }
    if (error instanceof ApiError && error.status === 404) remember(key, null);
    throw error;
  }
}
