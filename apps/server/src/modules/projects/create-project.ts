import type { Project, ProjectFields } from '@reelhire/shared/projects';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/hiring.ts';
import { toProjects } from './project-record.ts';
import { saveReferenceFiles } from './reference-files.ts';

export interface CreateProjectOptions {
  db: Db;
  clientId: string;
  userId: string;
  fields: ProjectFields;
}

/** A client's new project, always a draft: nothing is shown to filmmakers until a job is published. */
export async function createProject({
  db,
  clientId,
  userId,
  fields,
}: CreateProjectOptions): Promise<Project> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({ clientId, ...projectColumns(fields) })
      .returning();
    await saveReferenceFiles(tx, { projectId: row!.id, userId, fileIds: fields.reference_file_ids });
    return (await toProjects(tx, [row!]))[0]!;
  });
}

/** The editable columns from the validated input (status and ownership are never taken from it). */
export function projectColumns(fields: ProjectFields) {
  return {
    title: fields.title,
    productionType: fields.production_type,
    description: fields.description,
    shootDates: fields.shoot_dates,
    remote: fields.location.remote,
    city: fields.location.city,
    country: fields.location.country,
    budgetMinor: fields.budget_minor,
    currency: fields.currency,
    referenceLinks: fields.reference_links,
  };
}
