import type { Invitation } from '@reelhire/shared/invitations';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, jobInvitations, jobs } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';

/** Invitations with what their readers show, newest first; `where` says whose. */
export async function readInvitations(db: Db, where: SQL, limit = 100): Promise<Invitation[]> {
  const rows = await db
    .select({
      invitation: jobInvitations,
      job: {
        title: jobs.title,
        projectId: jobs.projectId,
        status: jobs.status,
        craft: jobs.craft,
        deadline: jobs.applicationDeadline,
      },
      clientName: clients.companyName,
      filmmakerName: sql<string>`trim(${filmmakers.firstName} || ' ' || ${filmmakers.lastName})`,
      applied: sql<boolean>`exists (select 1 from ${applications} where ${and(
        eq(applications.jobId, jobInvitations.jobId),
        eq(applications.filmmakerId, jobInvitations.filmmakerId),
      )})`,
    })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .innerJoin(filmmakers, eq(filmmakers.id, jobInvitations.filmmakerId))
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .where(where)
    .orderBy(desc(jobInvitations.createdAt), desc(jobInvitations.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.invitation.id,
    job_id: row.invitation.jobId,
    filmmaker_id: row.invitation.filmmakerId,
    message: row.invitation.message,
    job: {
      title: row.job.title,
      project_id: row.job.projectId,
      status: row.job.status,
      craft: row.job.craft,
      application_deadline: row.job.deadline,
    },
    client_name: row.clientName ?? '',
    filmmaker_name: row.filmmakerName,
    applied: Boolean(row.applied),
    created_at: row.invitation.createdAt.toISOString(),
  }));
}
