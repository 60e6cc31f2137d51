import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { deleteFile } from '../files/delete-file.ts';
import { readablePaperwork } from './paperwork-record.ts';

/**
 * Deletes the owner's paperwork for good: its file goes, and the record with it (the record's foreign key
 * cascades), so no link can be signed for it again. Admins and strangers get 404.
 */
export async function deletePaperwork({
  db,
  storage,
  userId,
  id,
  log,
}: {
  db: Db;
  storage: StorageDriver;
  userId: string;
  id: string;
  log?: FastifyBaseLogger;
}): Promise<void> {
  const row = await readablePaperwork(db, id, { userId, admin: false });
  await deleteFile({ db, storage, id: row.file.id, userId, log });
}
