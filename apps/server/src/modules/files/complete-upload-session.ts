import { createHash } from 'node:crypto';
import { FILE_KIND_RULES, type FileKind } from '@reelhire/shared/file-kinds';
import { fileExtension } from '@reelhire/shared/file-formats';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
  const file =
    row.content.category === 'image'
      ? await storeAsImage(options, row)
      : await recordAsUploaded(options, row, hashes.digest(id, row.sizeBytes));
  await db
    .update(uploadSessions)
    .set({ status: 'completed', fileId: file.id })
    .where(eq(uploadSessions.id, id));
  return { file, created: true };
}

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

async function recordAsUploaded(
  { db, storage, ownerId, now = new Date() }: CompleteUploadOptions,
  row: UploadSessionRow,
  runningHash: string | undefined,
): Promise<FileRow> {
  const content = row.content!;
  const kind = row.kind as FileKind;
  const [file] = await db
    .insert(files)
    .values({
      ownerId,
      kind,
      visibility: FILE_KIND_RULES[kind].visibility,
      storageKey: row.storageKey,
      mimeType: content.mime,
      originalName: cleanFileName(row.fileName, content.extension ?? fileExtension(row.fileName)),
      sizeBytes: row.sizeBytes,
      sha256: runningHash ?? (await hashStored(storage, row.storageKey)),
      width: null,
      height: null,
      thumbnailKey: null,
      metadata: { uploaded_in_chunks: row.parts.length },
      createdAt: now,
    })
    .returning();
  return file!;
}
