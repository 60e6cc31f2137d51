import { projectMachine, type Project } from '@reelhire/shared/projects';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { projects } from '../../db/schema/hiring.ts';
import type { HiringCaller } from './hiring-caller.ts';
import { projectVisibleTo, toProjects } from './project-record.ts';

export interface TransitionProjectOptions {
  db: Db;
  caller: HiringCaller;
  id: string;
  transition: string;
}

/** A client (or an admin) moves a project through its machine; decision 0024 says who may do what. */
export async function transitionProject({
  db,
  caller,
  id,
  transition,
}: TransitionProjectOptions): Promise<Project> {
  return db.transaction(async (tx) => {
    const row = await recordTransition({
      tx,
      table: projects,
      machine: projectMachine,
      recordType: 'project',
      id,
      transition,
      actor: caller.actor,
      actorUserId: caller.userId,
      where: projectVisibleTo(caller),
      notFoundMessage: 'No such project',
    });
    return (await toProjects(tx, [row]))[0]!;
  });
}
