import type { Job } from '@reelhire/shared/jobs';
import { dateSpan } from '@reelhire/shared/hiring-fields';
import type { JobFields } from '@reelhire/shared/jobs';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, jobs, projects } from '../../db/schema/hiring.ts';
import { clients } from '../../db/schema/profiles.ts';

// Every column but the search document (decision 0071): a job's tsvector is longer than the job itself, and
// reading it back for each job of a page only to drop it was most of what loading a page cost.
const { search: _searchDocument, ...jobFieldColumns } = getTableColumns(jobs);

/** A job row with what the API shows beside it: its project, its client, and how many have applied. */
export const jobColumns = {
  job: jobFieldColumns,
  projectTitle: projects.title,
  companyName: clients.companyName,
  clientVerified: clients.verified,
  clientUserId: clients.userId,
  applicationCount: sql<number>`(select count(*)::int from ${applications} where ${applications.jobId} = ${jobs.id})`,
};

export type JobWithContext = {
  job: Omit<typeof jobs.$inferSelect, 'search'>;
  projectTitle: string;
  companyName: string | null;
  clientVerified: boolean | null;
  clientUserId: string | null;
  applicationCount: number;
};

/** The joins that jobColumns needs; a claimable admin draft has no client yet (left join). */
export function selectJobs(db: Db) {
  return db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .leftJoin(clients, eq(clients.id, jobs.clientId));
}

/** Jobs by id, in the order given (a search decides the order, this only fills the records). */
export async function loadJobs(db: Db, ids: readonly string[]): Promise<Job[]> {
  if (ids.length === 0) return [];
  const rows = await selectJobs(db).where(inArray(jobs.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.job.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toJob(row)] : [];
  });
}

export function toJob({
  job,
  projectTitle,
  companyName,
  clientVerified,
  applicationCount,
}: JobWithContext): Job {
  return {
    id: job.id,
    project_id: job.projectId,
    client_id: job.clientId ?? '',
    title: job.title,
    craft: job.craft,
    description: job.description,
    deliverables: job.deliverables,
    rate_type: job.rateType as Job['rate_type'],
    rate_min_minor: job.rateMinMinor,
    rate_max_minor: job.rateMaxMinor,
    currency: job.currency,
    dates: job.dates,
    location: { remote: job.remote, city: job.city, country: job.country },
    required_kit: job.requiredKit,
    openings: job.openings,
    openings_filled: job.openingsFilled,
    application_deadline: job.applicationDeadline,
    status: job.status as Job['status'],
    unpublished_reason: job.unpublishedReason,
    published_at: job.publishedAt?.toISOString() ?? null,
    project: { title: projectTitle, production_type: job.productionType },
    client: { company_name: companyName || null, verified: clientVerified ?? false },
    application_count: applicationCount,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
  };
}

/** The editable columns from the validated input; first and last date are the span of `dates`. */
export function jobColumnsFrom(fields: JobFields) {
  const span = dateSpan(fields.dates);
  return {
    title: fields.title,
    craft: fields.craft,
    description: fields.description,
    deliverables: fields.deliverables,
    rateType: fields.rate_type,
    rateMinMinor: fields.rate_min_minor,
    rateMaxMinor: fields.rate_max_minor,
    dates: fields.dates,
    firstDate: span.first,
    lastDate: span.last,
    remote: fields.location.remote,
    city: fields.location.city,
    country: fields.location.country,
    requiredKit: fields.required_kit,
    openings: fields.openings,
    applicationDeadline: fields.application_deadline,
  };
}
