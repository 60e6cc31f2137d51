import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { projectReferenceFiles } from '../../db/schema/hiring.ts';
import { badRequest } from '../../http/errors.ts';

/**
 * Replaces a project's reference files. Only the caller's own uploads of the kind `project_reference` may be
 * attached: a file id is not a capability, and attaching someone else's file would hand its links to this
 * project's readers; and a file uploaded as something else (an identity document) was never meant for the
 * filmmakers who read a project's references (decision 0029).
 */
export async function saveReferenceFiles(
  tx: Db,
  { projectId, userId, fileIds }: { projectId: string; userId: string; fileIds: readonly string[] },
): Promise<void> {
  const unique = [...new Set(fileIds)];
  if (unique.length > 0) {
    const owned = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, unique), eq(files.ownerId, userId), eq(files.kind, 'project_reference')));
    if (owned.length !== unique.length) {
      throw badRequest('reference_file_ids: Attach only reference files you uploaded yourself');
    }
  }
  await tx.delete(projectReferenceFiles).where(eq(projectReferenceFiles.projectId, projectId));
  if (unique.length > 0) {
    await tx
      .insert(projectReferenceFiles)
      .values(unique.map((fileId, position) => ({ projectId, fileId, position })));
  }
}
