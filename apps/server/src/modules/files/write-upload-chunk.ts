import { createHash } from 'node:crypto';
import { formatFileSize, type FileKind } from '@reelhire/shared/file-kinds';
import { UPLOAD_CHUNK_MAX_BYTES, UPLOAD_CHUNK_MIN_BYTES, type UploadSession } from '@reelhire/shared/uploads';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadSessions, type UploadContent } from '../../db/schema/uploads.ts';
import { HttpError, transitionRefused } from '../../http/errors.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { CONTENT_SAMPLE_BYTES, identifyFileContent } from './identify-file-content.ts';
import type { RunningHashes } from './running-hashes.ts';
import { describeUpload, findOwnUpload, uploadExpiry } from './upload-session-access.ts';

export interface WriteChunkOptions {
  db: Db;
  storage: StorageDriver;
  hashes: RunningHashes;
  ownerId: string;
  id: string;
  /** Where the sender says the chunk starts (`Upload-Offset`). */
  offset: number;
  chunk: Buffer;
  now?: Date;
}

/** The answer to a chunk sent at the wrong place: the session's offset, so the sender can carry on there. */
export const wrongOffset = (offset: number) =>
  new HttpError(409, `The upload is at byte ${offset}: send the chunk that starts there`, undefined, {
    offset,
  });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** One chunk at a time per session in this process (a retry racing the request it retries). */
const running = new Map<string, Promise<unknown>>();
export function oneAtATime<T>(id: string, work: () => Promise<T>): Promise<T> {
  const previous = running.get(id) ?? Promise.resolve();
  const next = previous.catch(() => {}).then(work);
  running.set(id, next);
  void next
    .catch(() => {})
    .finally(() => {
      if (running.get(id) === next) running.delete(id);
    });
  return next;
}

/**
 * Stores one chunk at the session's offset. The first chunk's content decides whether the kind takes the file
 * at all (before anything is stored). A chunk anywhere else than the offset is refused with 409 and changes
 * nothing, except a retry of the chunk just accepted, which gets the same answer again.
 */
export function writeChunk(options: WriteChunkOptions): Promise<UploadSession> {
  return oneAtATime(options.id, () => write(options));
}

async function write({
  db,
  storage,
  hashes,
  ownerId,
  id,
  offset,
  chunk,
  now = new Date(),
}: WriteChunkOptions) {
  const row = await findOwnUpload(db, id, ownerId);
  if (row.status !== 'open')
    throw transitionRefused('The upload is complete: it takes no more chunks', row.status);
  const end = offset + chunk.length;
  const digest = sha256(chunk);
  const last = row.lastChunk;
  if (last && last.start === offset && row.offsetBytes === end && last.sha256 === digest) {
    return describeUpload(row);
  }
  if (offset !== row.offsetBytes) throw wrongOffset(row.offsetBytes);
  if (chunk.length === 0) throw new HttpError(400, 'The chunk is empty');
  if (end > row.sizeBytes) {
    throw new HttpError(400, `The chunk goes past the end of the file (${row.sizeBytes} bytes, as declared)`);
  }
  if (chunk.length > UPLOAD_CHUNK_MAX_BYTES) {
    throw new HttpError(413, `A chunk may be at most ${formatFileSize(UPLOAD_CHUNK_MAX_BYTES)}`);
  }
  if (end < row.sizeBytes && chunk.length < UPLOAD_CHUNK_MIN_BYTES) {
    throw new HttpError(
      400,
      `Every chunk but the last must be at least ${formatFileSize(UPLOAD_CHUNK_MIN_BYTES)}`,
    );
  }

  let content: UploadContent | null = row.content;
  if (offset === 0) {
    const found = await identifyFileContent({
      kind: row.kind as FileKind,
      head: chunk.subarray(0, CONTENT_SAMPLE_BYTES),
      fileName: row.fileName,
      claimedType: row.declaredType ?? undefined,
    });
    content = { mime: found.mime, category: found.category, extension: found.format?.extensions[0] ?? null };
  }
  const number = row.parts.length + 1;
  const part = await storage.chunked.writePart(row.storageKey, row.storageUploadId, {
    number,
    offset,
    body: chunk,
  });
  const [updated] = await db
    .update(uploadSessions)
    .set({
      offsetBytes: end,
      parts: [...row.parts, { number, etag: part.etag, size: chunk.length }],
      lastChunk: { start: offset, sha256: digest },
      content,
      expiresAt: uploadExpiry(now),
    })
    // Another process may have taken a chunk meanwhile: then this one changes nothing.
    .where(
      and(
        eq(uploadSessions.id, id),
        eq(uploadSessions.offsetBytes, offset),
        eq(uploadSessions.status, 'open'),
      ),
    )
    .returning();
  if (!updated) {
    hashes.forget(id);
    throw wrongOffset((await findOwnUpload(db, id, ownerId)).offsetBytes);
  }
  hashes.add(id, offset, chunk);
  return describeUpload(updated);
}
