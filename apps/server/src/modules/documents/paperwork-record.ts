import type { Paperwork, PaperworkCategory, PaperworkStatus } from '@reelhire/shared/documents';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { paperwork } from '../../db/schema/documents.ts';
import { files } from '../../db/schema/files.ts';
import { notFound } from '../../http/errors.ts';
import { describeFile } from '../files/describe-file.ts';

// Private paperwork on the wire: the record and its file with links signed for the owner or an admin.

export function selectPaperwork(db: Db) {
  return db
    .select({ record: paperwork, file: files })
    .from(paperwork)
    .innerJoin(files, eq(files.id, paperwork.fileId));
}
export type PaperworkRow = Awaited<ReturnType<ReturnType<typeof selectPaperwork>['execute']>>[number];

/** Call only for a viewer who may read it: its owner or an admin. */
export async function serializePaperwork(
  config: Config,
  row: PaperworkRow,
  now = new Date(),
): Promise<Paperwork> {
  const { record } = row;
  return {
    id: record.id,
    status: record.status as PaperworkStatus,
    owner_id: record.ownerId,
    category: record.category as PaperworkCategory,
    title: record.title,
    file: await describeFile({ config, file: row.file, now }),
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

export const paperworkNotFound = () => notFound('No such document');

/** Who reads paperwork: its owner, and admins (support, checks). Anyone else is told it does not exist. */
export function mayReadPaperwork(row: PaperworkRow, viewer: { userId: string; admin: boolean }): boolean {
  return row.record.ownerId === viewer.userId || viewer.admin;
}

/** Paperwork rows by id (any owner: the caller filters). */
export function paperworkByIds(db: Db, ids: readonly string[]) {
  return ids.length === 0 ? Promise.resolve([]) : selectPaperwork(db).where(inArray(paperwork.id, [...ids]));
}

/** One row the viewer may read, else 404. */
export async function readablePaperwork(
  db: Db,
  id: string,
  viewer: { userId: string; admin: boolean },
): Promise<PaperworkRow> {
  const [row] = await selectPaperwork(db).where(eq(paperwork.id, id));
  if (!row || !mayReadPaperwork(row, viewer)) throw paperworkNotFound();
  return row;
}
