import type { Project } from '@reelhire/shared/projects';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { jobs, projectReferenceFiles, projects } from '../../db/schema/hiring.ts';
import { notFound } from '../../http/errors.ts';
import type { HiringCaller } from './hiring-caller.ts';

type ProjectRow = typeof projects.$inferSelect;

/** Projects as the API answers them, in the order of `rows`; file links are signed at the HTTP edge. */
export async function toProjects(db: Db, rows: readonly ProjectRow[]): Promise<Project[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [references, counts] = await Promise.all([
    db
      .select({
        projectId: projectReferenceFiles.projectId,
        id: files.id,
        fileName: files.originalName,
        mimeType: files.mimeType,
        size: files.sizeBytes,
      })
      .from(projectReferenceFiles)
      .innerJoin(files, eq(files.id, projectReferenceFiles.fileId))
      .where(inArray(projectReferenceFiles.projectId, ids))
      .orderBy(asc(projectReferenceFiles.position)),
    db
      .select({
        projectId: jobs.projectId,
        all: sql<number>`count(*)::int`,
        open: sql<number>`(count(*) filter (where ${jobs.status} = 'published'))::int`,
      })
      .from(jobs)
      .where(inArray(jobs.projectId, ids))
      .groupBy(jobs.projectId),
  ]);
  return rows.map((row) => {
    const count = counts.find((each) => each.projectId === row.id);
    return {
      id: row.id,
      client_id: row.clientId ?? '',
      title: row.title,
      production_type: row.productionType,
      description: row.description,
      shoot_dates: row.shootDates,
      location: { remote: row.remote, city: row.city, country: row.country },
      budget_minor: row.budgetMinor,
      currency: row.currency,
      reference_links: row.referenceLinks,
      reference_files: references
        .filter((file) => file.projectId === row.id)
        .map((file) => ({
          id: file.id,
          file_name: file.fileName,
          mime_type: file.mimeType,
          file_size: file.size,
          url: null,
        })),
      status: row.status as Project['status'],
      job_count: count?.all ?? 0,
      open_job_count: count?.open ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** The condition that keeps a caller to the projects they may see: their own, or any for an admin. */
export function projectVisibleTo(caller: HiringCaller) {
  return caller.actor === 'admin' ? undefined : eq(projects.clientId, caller.clientId);
}

/** One project the caller may see; another client's reads as not found (its id is not confirmed). */
export async function findProject(db: Db, caller: HiringCaller, id: string): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), projectVisibleTo(caller)));
  if (!row) throw notFound('No such project');
  return row;
}
