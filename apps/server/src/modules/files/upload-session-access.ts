import {
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOAD_CHUNK_MIN_BYTES,
  UPLOAD_SESSION_IDLE_MS,
  type UploadSession,
} from '@reelhire/shared/uploads';
import type { FileKind } from '@reelhire/shared/file-kinds';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadSessions } from '../../db/schema/uploads.ts';
import { HttpError } from '../../http/errors.ts';

export type UploadSessionRow = typeof uploadSessions.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const uploadNotFound = () =>
  new HttpError(404, 'Upload not found: it may have expired. Start it again.');

/** The caller's own session; anyone else's, an unknown id or a malformed one is the same 404. */
export async function findOwnUpload(db: Db, id: string, ownerId: string): Promise<UploadSessionRow> {
  if (!UUID.test(id)) throw uploadNotFound();
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.id, id), eq(uploadSessions.ownerId, ownerId)));
  if (!row) throw uploadNotFound();
  return row;
}

/** A session stays for a day after its last chunk. */
export const uploadExpiry = (now: Date) => new Date(now.getTime() + UPLOAD_SESSION_IDLE_MS);

export function describeUpload(row: UploadSessionRow): UploadSession {
  return {
    id: row.id,
    status: row.status,
    kind: row.kind as FileKind,
    name: row.fileName,
    size: row.sizeBytes,
    offset: row.offsetBytes,
    chunk_min_bytes: UPLOAD_CHUNK_MIN_BYTES,
    chunk_max_bytes: UPLOAD_CHUNK_MAX_BYTES,
    file_id: row.fileId,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
