import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { HttpError } from '../../http/errors.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { fileNotFound, findFile } from './file-access.ts';

export const fileInUse = () =>
  new HttpError(409, 'This file is part of an identity verification, so it cannot be deleted');

export interface DeleteFileOptions {
  db: Db;
  storage: StorageDriver;
  id: string;
  userId: string;
  log?: FastifyBaseLogger;
}

/**
 * Deletes the owner's file: the row first, so no new link can be made, then its objects. An object that
 * cannot be removed is logged and left behind; without its row nothing can ever point to it again.
 * A file that a record must keep (an identity verification's documents, decision 0013) is refused with a
 * 409 by its foreign key, and nothing is removed.
 */
export async function deleteFile({ db, storage, id, userId, log }: DeleteFileOptions): Promise<void> {
  const file = await findFile(db, id);
  if (!file) throw fileNotFound();
  if (file.ownerId !== userId) throw new HttpError(403, 'You can only delete your own files');
  try {
    await db.delete(files).where(eq(files.id, file.id));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw fileInUse();
    throw error;
  }
  const keys = [file.storageKey, file.thumbnailKey].filter((key): key is string => Boolean(key));
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected')
      log?.warn({ err: result.reason, fileId: id }, 'stored object not removed');
  }
}

/** A foreign key said no (a row elsewhere still points here), looking through the driver's wrapped errors. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
