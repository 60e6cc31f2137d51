import type { Project, ProjectFields } from '@reelhire/shared/projects';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, projects } from '../../db/schema/hiring.ts';
import { transitionRefused } from '../../http/errors.ts';
import { projectColumns } from './create-project.ts';
import { findProject, toProjects } from './project-record.ts';
import { saveReferenceFiles } from './reference-files.ts';

export interface UpdateProjectOptions {
  db: Db;
  clientId: string;
  userId: string;
  id: string;
  fields: ProjectFields;
}

/**
 * Edits a client's own project. An archived one is read-only until restored (409 with its status). A
 * changed production type reaches its jobs too, which carry it for the job search.
 */
export async function updateProject({
  db,
  clientId,
  userId,
  id,
  fields,
}: UpdateProjectOptions): Promise<Project> {
  return db.transaction(async (tx) => {
    const current = await findProject(tx, { actor: 'client', userId, clientId }, id);
    if (current.status === 'archived') throw archivedRefusal();
    // Conditional, so an archive that lands between the read and this write still wins.
    const [row] = await tx
      .update(projects)
      .set({ ...projectColumns(fields), updatedAt: sql`now()` })
      .where(and(eq(projects.id, id), eq(projects.clientId, clientId), ne(projects.status, 'archived')))
      .returning();
    if (!row) throw archivedRefusal();
    if (row.productionType !== current.productionType) {
      await tx.update(jobs).set({ productionType: row.productionType }).where(eq(jobs.projectId, id));
    }
    await saveReferenceFiles(tx, { projectId: id, userId, fileIds: fields.reference_file_ids });
    return (await toProjects(tx, [row]))[0]!;
  });
}

const archivedRefusal = () =>
  transitionRefused('This project is archived, so it cannot be edited: restore it first', 'archived');
