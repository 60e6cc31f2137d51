import type { Application } from '@reelhire/shared/applications';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { applications, jobs } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { signFileUrlsById } from '../files/sign-file-urls-by-id.ts';

// One application on the wire, with what either party needs beside it: the filmmaker's summary for the
// client's applicant list, the job's title and status for the filmmaker's own list.

export const applicationColumns = {
  application: applications,
  job: { title: jobs.title, projectId: jobs.projectId, status: jobs.status, clientId: jobs.clientId },
  clientName: clients.companyName,
  filmmaker: {
    firstName: filmmakers.firstName,
    lastName: filmmakers.lastName,
    username: filmmakers.username,
    crafts: filmmakers.crafts,
    city: filmmakers.city,
    verified: filmmakers.verified,
    avatarFileId: filmmakers.avatarFileId,
  },
  // When the client last shortlisted it, for the filmmaker's timeline (hiring_events_record_idx). Spelled
  // out: drizzle drops table names inside a raw subquery.
  shortlistedAt: sql<
    string | null
  >`(select to_char(max(e.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from hiring_events e where e.record_type = 'application' and e.record_id = ${applications.id}
    and e.to_status = 'shortlisted')`,
  // When the filmmaker last edited it (decision 0057): its 'edit' events, on the same index.
  editedAt: sql<
    string | null
  >`(select to_char(max(e.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from hiring_events e where e.record_type = 'application' and e.record_id = ${applications.id}
    and e.transition = 'edit')`,
  // Keyset cursors keep the database's microseconds, which a JS Date would round away.
  createdKey: sql<string>`${applications.createdAt}::text`,
  updatedKey: sql<string>`${applications.updatedAt}::text`,
};

/** The select every application read starts from; callers add their where, order and limit. */
export function selectApplications(db: Db) {
  return db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(filmmakers, eq(filmmakers.id, applications.filmmakerId))
    .leftJoin(clients, eq(clients.id, jobs.clientId));
}
export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** Rows to records, with fresh signed links for avatars and chosen portfolio items, in one query. */
export async function serializeApplications(
  rows: readonly ApplicationRow[],
  { db, config }: { db: Db; config: Config },
): Promise<Application[]> {
  const ids = rows.flatMap((row) => [
    ...row.application.portfolioImageIds,
    ...(row.filmmaker.avatarFileId ? [row.filmmaker.avatarFileId] : []),
  ]);
  const links = await signFileUrlsById({ db, config, ids });
  return rows.map(({ application: a, job, clientName, filmmaker, shortlistedAt, editedAt }) => ({
    id: a.id,
    job_id: a.jobId,
    filmmaker_id: a.filmmakerId,
    status: a.status as Application['status'],
    origin: a.origin,
    cover_message: a.coverMessage,
    proposed_rate_minor: a.proposedRateMinor,
    rate_type: a.rateType as Application['rate_type'],
    currency: a.currency,
    availability: a.availability as Application['availability'],
    availability_note: a.availabilityNote,
    portfolio_items: a.portfolioImageIds.map((id) => ({ id, url: links.get(id) ?? null, caption: null })),
    rejection_note: a.rejectionNote,
    fit_score: a.fitScore,
    viewed_at: a.viewedAt?.toISOString() ?? null,
    // Taken off the shortlist again (back to viewed), it is no step of the story any more.
    shortlisted_at: a.status === 'submitted' || a.status === 'viewed' ? null : (shortlistedAt ?? null),
    edited_at: editedAt ?? null,
    filmmaker: {
      name: fullName(filmmaker),
      username: filmmaker.username,
      primary_craft: filmmaker.crafts[0] ?? null,
      city: filmmaker.city,
      verified: filmmaker.verified,
      avatar_url: filmmaker.avatarFileId ? (links.get(filmmaker.avatarFileId) ?? null) : null,
    },
    job: {
      title: job.title,
      project_id: job.projectId,
      status: job.status,
      client_name: clientName || null,
    },
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  }));
}

/** One application by id as its record, or undefined. */
export async function loadApplication(
  id: string,
  { db, config }: { db: Db; config: Config },
): Promise<Application | undefined> {
  const rows = await selectApplications(db).where(eq(applications.id, id));
  return (await serializeApplications(rows, { db, config }))[0];
}
