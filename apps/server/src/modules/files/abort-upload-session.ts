import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadSessions } from '../../db/schema/uploads.ts';
import { transitionRefused } from '../../http/errors.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import type { RunningHashes } from './running-hashes.ts';
import { findOwnUpload } from './upload-session-access.ts';
import { oneAtATime } from './write-upload-chunk.ts';

export interface AbortUploadOptions {
  db: Db;
  storage: StorageDriver;
  hashes: RunningHashes;
  ownerId: string;
  id: string;
}

/** Drops an open session and the bytes it had; a completed one stays (delete its file instead). */
export function abortUpload({ db, storage, hashes, ownerId, id }: AbortUploadOptions): Promise<void> {
  return oneAtATime(id, async () => {
    const row = await findOwnUpload(db, id, ownerId);
    if (row.status !== 'open') {
      throw transitionRefused('The upload is complete: delete the file instead', row.status);
    }
    // The object too: a completion that failed after assembling it (an unreadable image) leaves it there.
    await storage.chunked.abort(row.storageKey, row.storageUploadId);
    await storage.delete(row.storageKey);
    await db.delete(uploadSessions).where(eq(uploadSessions.id, id));
    hashes.forget(id);
  });
}
