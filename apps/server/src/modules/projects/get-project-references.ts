import { LIVE_APPLICATION_STATUSES } from '@reelhire/shared/applications';
import type { ProjectReferences } from '@reelhire/shared/projects';
import { and, eq, exists, inArray, or } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { applications, jobs, projects } from '../../db/schema/hiring.ts';
import { notFound } from '../../http/errors.ts';
import { withFileLinks } from './project-file-links.ts';
import { toProjects } from './project-record.ts';

/** Who asks: an admin, or the caller's client and filmmaker records (null where they have none). */
export interface ReferenceViewer {
  admin: boolean;
  clientId: string | null;
  filmmakerId: string | null;
}

/** A filmmaker who applied is still in the running (or was hired) in these states. */
const RELATED_APPLICATION_STATUSES = [...LIVE_APPLICATION_STATUSES, 'hired'];

/**
 * Whether a filmmaker may read a project's references: while one of its jobs is published (the job page
 * shows it to every filmmaker), or while they have an application in the running or a contract (hired) on
 * one of its jobs, so the brief stays readable after the job is unpublished or filled.
 */
async function filmmakerMayRead(db: Db, projectId: string, filmmakerId: string): Promise<boolean> {
  const applied = db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobs.id),
        eq(applications.filmmakerId, filmmakerId),
        inArray(applications.status, RELATED_APPLICATION_STATUSES),
      ),
    );
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.projectId, projectId), or(eq(jobs.status, 'published'), exists(applied))))
    .limit(1);
  return row !== undefined;
}

/**
 * A project's reference links and files with fresh signed links (an hour, like every private file), for
 * its client, an admin, or a filmmaker it is open to. Everyone else gets 404, so an unpublished project's
 * id is not confirmed; another client never reads it, even while its jobs are published.
 */
export async function getProjectReferences({
  db,
  config,
  viewer,
  id,
}: {
  db: Db;
  config: Config;
  viewer: ReferenceViewer;
  id: string;
}): Promise<ProjectReferences> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  const mayRead =
    row !== undefined &&
    (viewer.admin ||
      (viewer.clientId !== null && row.clientId === viewer.clientId) ||
      (viewer.filmmakerId !== null && (await filmmakerMayRead(db, id, viewer.filmmakerId))));
  if (!mayRead) throw notFound('No such project');
  const project = await withFileLinks({ db, config }, (await toProjects(db, [row]))[0]!);
  return { reference_links: project.reference_links, reference_files: project.reference_files };
}
