import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { badRequest } from '../../http/errors.ts';

export interface ProfileFileField {
  /** The request field, named in the error. */
  field: string;
  ids: readonly string[];
  /** The upload kinds this field takes (packages/shared/src/file-kinds.ts FILE_KINDS). */
  kinds: readonly string[];
  /** How the error names them: 'a profile photo'. */
  label: string;
}

export interface AssertOwnProfileFilesOptions {
  db: Db;
  userId: string;
  fields: readonly ProfileFileField[];
}

/**
 * A profile shows its images to everyone, so it may only point at the owner's own public uploads of the
 * right kind: never at someone else's file, nor at a private one such as an identity document.
 */
export async function assertOwnProfileFiles({
  db,
  userId,
  fields,
}: AssertOwnProfileFilesOptions): Promise<void> {
  const ids = [...new Set(fields.flatMap((field) => field.ids))];
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: files.id, ownerId: files.ownerId, kind: files.kind, visibility: files.visibility })
    .from(files)
    .where(inArray(files.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const field of fields) {
    for (const id of field.ids) {
      const file = byId.get(id);
      if (!file || file.ownerId !== userId || file.visibility !== 'public') {
        throw badRequest(`${field.field}: That file is not one of your uploads`);
      }
      if (!field.kinds.includes(file.kind)) {
        throw badRequest(`${field.field}: That file was not uploaded as ${field.label}`);
      }
    }
  }
}
