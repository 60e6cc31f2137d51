import type { ClaimPreview } from '@reelhire/shared/claims';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { claimLinks, jobs, projects } from '../../db/schema/hiring.ts';
import { claimRefused, linkState } from './claim-refusal.ts';
import { claimTokenHash } from './claim-token.ts';

const place = (row: { remote: boolean; city: string | null; country: string | null }) => ({
  remote: row.remote,
  city: row.city,
  country: row.country,
});

/**
 * What a claim link offers, for anyone holding it (no session: the visitor may not have an account yet).
 * Only an open link shows its draft; a used or expired one says so and nothing more.
 */
export async function getClaimPreview({ db, token }: { db: Db; token: string }): Promise<ClaimPreview> {
  const [row] = await db
    .select({
      claimedAt: claimLinks.claimedAt,
      expiresAt: claimLinks.expiresAt,
      expired: sql<boolean>`${claimLinks.expiresAt} <= now()`,
      test: claimLinks.test,
      project: projects,
      job: jobs,
    })
    .from(claimLinks)
    .innerJoin(projects, eq(projects.id, claimLinks.projectId))
    .innerJoin(jobs, eq(jobs.id, claimLinks.jobId))
    .where(eq(claimLinks.tokenHash, claimTokenHash(token)));
  if (!row) throw claimRefused('unknown');
  const state = linkState(row);
  if (state !== 'open') throw claimRefused(state);

  const { project, job } = row;
  return {
    state,
    test: row.test,
    expires_at: row.expiresAt.toISOString(),
    project: {
      title: project.title,
      production_type: project.productionType,
      description: project.description,
      shoot_dates: project.shootDates,
      location: place(project),
      budget_minor: project.budgetMinor,
      currency: project.currency,
      reference_links: project.referenceLinks,
    },
    job: {
      title: job.title,
      craft: job.craft,
      description: job.description,
      deliverables: job.deliverables,
      rate_type: job.rateType as ClaimPreview['job']['rate_type'],
      rate_min_minor: job.rateMinMinor,
      rate_max_minor: job.rateMaxMinor,
      currency: job.currency,
      dates: job.dates,
      location: place(job),
      required_kit: job.requiredKit,
      openings: job.openings,
      application_deadline: job.applicationDeadline,
    },
  };
}
