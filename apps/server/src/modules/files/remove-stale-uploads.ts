import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadSessions } from '../../db/schema/uploads.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';

export interface RemoveStaleUploadsOptions {
  db: Db;
  storage: StorageDriver;
  now?: Date;
  /** At most this many per call (the next sweep takes the rest). */
  limit?: number;
}

/**
 * Removes sessions idle past their expiry: the bytes of open ones (a temporary file, an S3 multipart upload)
 * and the rows of all (a completed one's file stays). Answers how many went.
 */
export async function removeStaleUploads({
  db,
  storage,
  now = new Date(),
  limit = 200,
}: RemoveStaleUploadsOptions): Promise<number> {
  const stale = await db.select().from(uploadSessions).where(lt(uploadSessions.expiresAt, now)).limit(limit);
  if (stale.length === 0) return 0;
  await Promise.allSettled(
    stale
      .filter((row) => row.status === 'open')
      .flatMap((row) => [
        storage.chunked.abort(row.storageKey, row.storageUploadId),
        storage.delete(row.storageKey),
      ]),
  );
  await db.delete(uploadSessions).where(
    inArray(
      uploadSessions.id,
      stale.map((row) => row.id),
    ),
  );
  return stale.length;
}
