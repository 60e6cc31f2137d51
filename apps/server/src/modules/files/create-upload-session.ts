import { FILE_KIND_RULES, fileTooLargeMessage } from '@reelhire/shared/file-kinds';
import type { CreateUpload, UploadSession } from '@reelhire/shared/uploads';
import type { Db } from '../../db/client.ts';
import { uploadSessions } from '../../db/schema/uploads.ts';
import { HttpError } from '../../http/errors.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { newStorageKey } from '../../storage/storage-keys.ts';
import { describeUpload, uploadExpiry } from './upload-session-access.ts';

export interface CreateUploadOptions {
  db: Db;
  storage: StorageDriver;
  ownerId: string;
  upload: CreateUpload;
  now?: Date;
}

/** Opens a session for a file of a known size, refusing it at once when it is over its kind's limit. */
export async function createUpload({
  db,
  storage,
  ownerId,
  upload,
  now = new Date(),
}: CreateUploadOptions): Promise<UploadSession> {
  if (upload.size > FILE_KIND_RULES[upload.kind].maxBytes) {
    throw new HttpError(413, fileTooLargeMessage(upload.kind));
  }
  const key = newStorageKey(now);
  // The type is only a label on the partial object; the content decides what the file is stored as.
  const storageUploadId = await storage.chunked.begin(key, { contentType: 'application/octet-stream' });
  try {
    const [row] = await db
      .insert(uploadSessions)
      .values({
        ownerId,
        kind: upload.kind,
        fileName: upload.name,
        declaredType: upload.type ?? null,
        sizeBytes: upload.size,
        storageKey: key,
        storageUploadId,
        createdAt: now,
        expiresAt: uploadExpiry(now),
      })
      .returning();
    return describeUpload(row!);
  } catch (error) {
    await storage.chunked.abort(key, storageUploadId).catch(() => {});
    throw error;
  }
}
