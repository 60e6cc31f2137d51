import { CLAIM_LINK_DAYS, type ClaimDraftLink, type DraftFields } from '@reelhire/shared/claims';
import { dateSpan } from '@reelhire/shared/hiring-fields';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { claimLinks, jobs, projects } from '../../db/schema/hiring.ts';
import { writeAuditEntry } from '../audit/write-audit-entry.ts';
import { newClaimToken } from './claim-token.ts';
import { claimUrl, selectDrafts, serializeDraft } from './serialize-draft.ts';

export interface CreateDraftOptions {
  db: Db;
  adminUserId: string;
  input: DraftFields;
  publicUrl: string;
}

/** The link's expiry, counted by the database's clock like every check of it. */
export const claimLinkExpiry = sql.raw(`now() + interval '${CLAIM_LINK_DAYS} days'`);

/**
 * An admin drafts a project and its job for a prospective client: both without a client and in draft
 * until someone claims the link. The answer is the only time the link itself is seen (decision 0027).
 * No email goes out: none of SPEC's email types is an invitation to claim, so the admin sends the link.
 */
export async function createDraft({
  db,
  adminUserId,
  input,
  publicUrl,
}: CreateDraftOptions): Promise<ClaimDraftLink> {
  const { project, job } = input;
  const { token, tokenHash } = newClaimToken();
  const linkId = await db.transaction(async (tx) => {
    const [projectRow] = await tx
      .insert(projects)
      .values({
        clientId: null,
        title: project.title,
        productionType: project.production_type,
        description: project.description,
        shootDates: project.shoot_dates,
        remote: project.location.remote,
        city: project.location.city,
        country: project.location.country,
        budgetMinor: project.budget_minor,
        currency: project.currency,
        referenceLinks: project.reference_links,
        status: 'draft',
      })
      .returning({ id: projects.id });
    const span = dateSpan(job.dates);
    const [jobRow] = await tx
      .insert(jobs)
      .values({
        projectId: projectRow!.id,
        clientId: null,
        // A job's production type and currency are its project's (decision 0024).
        productionType: project.production_type,
        currency: project.currency,
        title: job.title,
        craft: job.craft,
        description: job.description,
        deliverables: job.deliverables,
        rateType: job.rate_type,
        rateMinMinor: job.rate_min_minor,
        rateMaxMinor: job.rate_max_minor,
        dates: job.dates,
        firstDate: span.first,
        lastDate: span.last,
        remote: job.location.remote,
        city: job.location.city,
        country: job.location.country,
        requiredKit: job.required_kit,
        openings: job.openings,
        applicationDeadline: job.application_deadline,
        status: 'draft',
      })
      .returning({ id: jobs.id });
    const [link] = await tx
      .insert(claimLinks)
      .values({
        tokenHash,
        projectId: projectRow!.id,
        jobId: jobRow!.id,
        recipientEmail: input.recipient_email,
        test: input.test,
        createdBy: adminUserId,
        expiresAt: claimLinkExpiry,
      })
      .returning({ id: claimLinks.id });
    // Decision 0064: the draft as the admin made it; the link's token is a secret and never logged.
    await writeAuditEntry({
      tx,
      actorUserId: adminUserId,
      action: 'draft.create',
      recordType: 'draft',
      recordId: link!.id,
      before: null,
      after: {
        project_id: projectRow!.id,
        job_id: jobRow!.id,
        recipient_email: input.recipient_email,
        test: input.test,
        project_title: project.title,
        job_title: job.title,
      },
    });
    return link!.id;
  });
  const [row] = await selectDrafts(db).where(eq(claimLinks.id, linkId));
  return { draft: serializeDraft(row!), claim_url: claimUrl(publicUrl, token) };
}
