import type { Project } from '@reelhire/shared/projects';
import type { Db } from '../../db/client.ts';
import type { HiringCaller } from './hiring-caller.ts';
import { findProject, toProjects } from './project-record.ts';

/** One project: its client's, or any for an admin; 404 for everyone else. */
export async function getProject({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: HiringCaller;
  id: string;
}): Promise<Project> {
  return (await toProjects(db, [await findProject(db, caller, id)]))[0]!;
}
