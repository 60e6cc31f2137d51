import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/hiring.ts';
import { notFound } from '../../http/errors.ts';
import type { HiringCaller } from '../projects/hiring-caller.ts';

/** The condition that keeps a caller to jobs they may change: their own, or any for an admin. */
export function jobOwnedBy(caller: HiringCaller) {
  return caller.actor === 'admin' ? undefined : eq(jobs.clientId, caller.clientId);
}

/** A job the caller may change, for update; another client's reads as not found. */
export async function findOwnJob(tx: Db, caller: HiringCaller, id: string) {
  const [row] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), jobOwnedBy(caller)));
  if (!row) throw notFound('No such job');
  return row;
}
