import type { ClaimResult } from '@reelhire/shared/claims';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { claimLinks, jobs, projects } from '../../db/schema/hiring.ts';
import { claimRefused, linkState } from './claim-refusal.ts';
import { claimTokenHash } from './claim-token.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';

export interface ClaimDraftOptions {
  db: Db;
  token: string;
  userId: string;
  clientId: string;
}

const CLAIM_NOTE = 'Claimed through a claim-job link drafted by Reelhire';

/**
 * A signed-in client takes a drafted project and job. The link is spent by a conditional update (unused,
 * unexpired, not a test), so of two uses, even at the same instant, exactly one wins; the loser finds the
 * row claimed and answers 410. Ownership and the events land in the same transaction.
 */
export async function claimDraft({ db, token, userId, clientId }: ClaimDraftOptions): Promise<ClaimResult> {
  const tokenHash = claimTokenHash(token);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(claimLinks)
      .set({ claimedAt: sql`now()`, claimedBy: userId })
      .where(
        and(
          eq(claimLinks.tokenHash, tokenHash),
          isNull(claimLinks.claimedAt),
          gt(claimLinks.expiresAt, sql`now()`),
          eq(claimLinks.test, false),
        ),
      )
      .returning({ projectId: claimLinks.projectId, jobId: claimLinks.jobId });
    if (!link) throw await whyNotClaimable(tx, tokenHash);

    // Still unowned: a draft is only ever handed over once, whatever happened to its link.
    const [project] = await tx
      .update(projects)
      .set({ clientId, updatedAt: sql`now()` })
      .where(and(eq(projects.id, link.projectId), isNull(projects.clientId)))
      .returning({ status: projects.status });
    const [job] = await tx
      .update(jobs)
      .set({ clientId, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, link.jobId), isNull(jobs.clientId)))
      .returning({ status: jobs.status });
    if (!project || !job) throw claimRefused('claimed');

    // Not a state change (both stay drafts), but a change of hands: the history says who and how.
    await recordHiringEvent(tx, [
      {
        recordType: 'project',
        recordId: link.projectId,
        transition: 'claim',
        actor: 'client',
        actorUserId: userId,
        fromStatus: project.status,
        toStatus: project.status,
        note: CLAIM_NOTE,
      },
      {
        recordType: 'job',
        recordId: link.jobId,
        transition: 'claim',
        actor: 'client',
        actorUserId: userId,
        fromStatus: job.status,
        toStatus: job.status,
        note: CLAIM_NOTE,
      },
    ]);
    return { project_id: link.projectId, job_id: link.jobId };
  });
}

async function whyNotClaimable(tx: Db, tokenHash: string) {
  const [row] = await tx
    .select({
      claimedAt: claimLinks.claimedAt,
      expired: sql<boolean>`${claimLinks.expiresAt} <= now()`,
      test: claimLinks.test,
    })
    .from(claimLinks)
    .where(eq(claimLinks.tokenHash, tokenHash));
  if (!row) return claimRefused('unknown');
  const state = linkState(row);
  if (state !== 'open') return claimRefused(state);
  return row.test ? claimRefused('test') : claimRefused('claimed');
}
