import type { Paperwork, PaperworkInput } from '@reelhire/shared/documents';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { paperwork } from '../../db/schema/documents.ts';
import { files } from '../../db/schema/files.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { readablePaperwork, serializePaperwork } from './paperwork-record.ts';

/**
 * Files one of the caller's own `private_document` uploads as paperwork with a category and a title. A file
 * id is not a capability: someone else's file, or one of the caller's files of another kind (a portfolio
 * still others see), is refused, and a file is filed once.
 */
export async function createPaperwork({
  db,
  config,
  userId,
  input,
}: {
  db: Db;
  config: Config;
  userId: string;
  input: Required<Pick<PaperworkInput, 'file_id' | 'category' | 'title'>>;
}): Promise<Paperwork> {
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, input.file_id), eq(files.ownerId, userId), eq(files.kind, 'private_document')));
  if (!file) throw badRequest('file_id: Attach a private document you uploaded yourself');
  const [created] = await db
    .insert(paperwork)
    .values({ ownerId: userId, fileId: file.id, category: input.category, title: input.title })
    .onConflictDoNothing({ target: paperwork.fileId })
    .returning({ id: paperwork.id });
  if (!created) throw new HttpError(409, 'This file is already in your documents');
  return serializePaperwork(config, await readablePaperwork(db, created.id, { userId, admin: false }));
}
