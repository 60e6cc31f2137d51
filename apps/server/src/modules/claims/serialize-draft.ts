import { claimJobPath, type ClaimDraft } from '@reelhire/shared/claims';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { claimLinks, jobs, projects } from '../../db/schema/hiring.ts';
import { clients } from '../../db/schema/profiles.ts';

/** The columns a draft's list row needs: the link, its two records' titles and who claimed it. */
export const draftColumns = {
  id: claimLinks.id,
  projectId: claimLinks.projectId,
  jobId: claimLinks.jobId,
  projectTitle: projects.title,
  jobTitle: jobs.title,
  recipientEmail: claimLinks.recipientEmail,
  test: claimLinks.test,
  createdAt: claimLinks.createdAt,
  expiresAt: claimLinks.expiresAt,
  claimedAt: claimLinks.claimedAt,
  claimedByEmail: users.email,
  claimedByCompany: clients.companyName,
  /** Expiry is judged by the database's clock, like the claim's conditional update. */
  expired: sql<boolean>`${claimLinks.expiresAt} <= now()`,
};

/** A select of draftColumns with its joins; callers add the where, order and limit. */
export function selectDrafts(db: Db) {
  return db
    .select(draftColumns)
    .from(claimLinks)
    .innerJoin(projects, eq(projects.id, claimLinks.projectId))
    .innerJoin(jobs, eq(jobs.id, claimLinks.jobId))
    .leftJoin(users, eq(users.id, claimLinks.claimedBy))
    .leftJoin(clients, eq(clients.userId, claimLinks.claimedBy));
}

type DraftRow = Awaited<ReturnType<typeof selectDrafts>>[number];

export function serializeDraft(row: DraftRow): ClaimDraft {
  return {
    id: row.id,
    project_id: row.projectId,
    job_id: row.jobId,
    project_title: row.projectTitle,
    job_title: row.jobTitle,
    recipient_email: row.recipientEmail,
    test: row.test,
    state: row.claimedAt ? 'claimed' : row.expired ? 'expired' : 'open',
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    claimed_at: row.claimedAt?.toISOString() ?? null,
    claimed_by: row.claimedAt
      ? { email: row.claimedByEmail ?? '', company_name: row.claimedByCompany || null }
      : null,
  };
}

export const claimUrl = (publicUrl: string, token: string) => `${publicUrl}${claimJobPath(token)}`;
