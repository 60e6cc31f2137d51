import { createHash } from 'node:crypto';
import { FILE_KIND_RULES, type FileKind } from '@reelhire/shared/file-kinds';
import { fileExtension } from '@reelhire/shared/file-formats';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/query-error.ts';
import { files } from '../../db/schema/files.ts';
import { uploadSessions } from '../../db/schema/uploads.ts';
import { transitionRefused } from '../../http/errors.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { fileNotFound, findFile } from './file-access.ts';
import { cleanFileName } from './file-name.ts';
import type { FileRow } from './sign-file-url.ts';
import { uploadFile } from './upload-file.ts';
import type { RunningHashes } from './running-hashes.ts';
import { findOwnUpload, type UploadSessionRow } from './upload-session-access.ts';
import { oneAtATime } from './write-upload-chunk.ts';

export interface CompleteUploadOptions {
  db: Db;
  storage: StorageDriver;
  hashes: RunningHashes;
  /** Where images wait while they are checked (as for POST /files). */
  tempDir: string;
  ownerId: string;
  id: string;
  now?: Date;
}

export interface CompletedUpload {
  file: FileRow;
  /** False when the session was completed before (a retried completion gets the same file). */
  created: boolean;
}

async function hashStored(storage: StorageDriver, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await storage.getStream(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Turns a session with all its bytes into a stored file, with the same record as `POST /api/rest/v1/files`:
 * the type found in the first chunk, the kind's visibility and name rules; images (whose metadata may have
 * to go, and which get a thumbnail) go through the very same path as a single upload.
 */
export function completeUpload(options: CompleteUploadOptions): Promise<CompletedUpload> {
  return oneAtATime(options.id, () => complete(options));
}

async function complete(options: CompleteUploadOptions): Promise<CompletedUpload> {
  const { db, storage, hashes, ownerId, id } = options;
  const row = await findOwnUpload(db, id, ownerId);
  if (row.status === 'completed') {
    const file = row.fileId ? await findFile(db, row.fileId) : undefined;
    if (!file) throw fileNotFound();
    return { file, created: false };
  }
  if (row.offsetBytes < row.sizeBytes || !row.content) {
    throw transitionRefused(
      `The upload has ${row.offsetBytes} of its ${row.sizeBytes} bytes: send the rest before completing it`,
      row.status,
    );
  }
  // A completion whose answer was lost may have assembled the object already.
  if (!(await storage.head(row.storageKey))) {
    await storage.chunked.finish(row.storageKey, row.storageUploadId, row.parts);
  }
  if (row.content.category !== 'image') {
    return recordAsUploaded(options, row, hashes.digest(id, row.sizeBytes));
  }
  const file = await storeAsImage(options, row);
  await db
    .update(uploadSessions)
    .set({ status: 'completed', fileId: file.id })
    .where(eq(uploadSessions.id, id));
  return { file, created: true };
}

/** Thrown inside the recording transaction when another process completed the session first. */
class CompletedElsewhere extends Error {}

/** Images are decoded whole anyway: the assembled object goes through POST /files' own path, then goes. */
async function storeAsImage(
  { db, storage, tempDir, ownerId, now = new Date() }: CompleteUploadOptions,
  row: UploadSessionRow,
): Promise<FileRow> {
  const file = await uploadFile({
    db,
    storage,
    tempDir,
    ownerId,
    kind: row.kind as FileKind,
    file: {
      stream: await storage.getStream(row.storageKey),
      fileName: row.fileName,
      claimedType: row.declaredType ?? undefined,
    },
    now,
  });
  await storage.delete(row.storageKey);
  return file;
}

/**
 * The file row and the session's completion in one transaction (decision 0069). Before, a process killed
 * between the two left the session open with its file recorded, and every retried completion then failed
 * on the file's unique storage key (a 500, for good). A second process completing the same session at once
 * waits on the same row or key and answers the file the first one recorded.
 */
async function recordAsUploaded(
  options: CompleteUploadOptions,
  row: UploadSessionRow,
  runningHash: string | undefined,
): Promise<CompletedUpload> {
  const { db, storage, ownerId, id, now = new Date() } = options;
  const content = row.content!;
  const kind = row.kind as FileKind;
  // Read back outside the transaction: a large file takes a while to hash.
  const sha256 = runningHash ?? (await hashStored(storage, row.storageKey));
  try {
    const file = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(files)
        .values({
          ownerId,
          kind,
          visibility: FILE_KIND_RULES[kind].visibility,
          storageKey: row.storageKey,
          mimeType: content.mime,
          originalName: cleanFileName(row.fileName, content.extension ?? fileExtension(row.fileName)),
          sizeBytes: row.sizeBytes,
          sha256,
          width: null,
          height: null,
          thumbnailKey: null,
          metadata: { uploaded_in_chunks: row.parts.length },
          createdAt: now,
        })
        .returning();
      const [completed] = await tx
        .update(uploadSessions)
        .set({ status: 'completed', fileId: inserted!.id })
        .where(and(eq(uploadSessions.id, id), eq(uploadSessions.status, 'open')))
        .returning({ id: uploadSessions.id });
      if (!completed) throw new CompletedElsewhere();
      return inserted!;
    });
    return { file, created: true };
  } catch (error) {
    // The other completion's file (its row took the storage key first, or closed the session first);
    // this one's row was rolled back.
    if (!(error instanceof CompletedElsewhere) && !isUniqueViolation(error)) throw error;
    const again = await findOwnUpload(db, id, ownerId);
    const file = again.fileId ? await findFile(db, again.fileId) : undefined;
    if (!file) throw fileNotFound();
    return { file, created: false };
  }
}
