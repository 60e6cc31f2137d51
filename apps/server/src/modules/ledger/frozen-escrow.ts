import { FROZEN_DISPUTE_STATUSES } from '@reelhire/shared/disputes';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { disputeMilestones, disputes } from '../../db/schema/disputes.ts';
import { HttpError } from '../../http/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Of these escrow owner ids, the ones a dispute could cover: only a milestone's (a UUID) can be disputed. */
export const disputableMilestoneIds = (milestoneIds: readonly string[]) =>
  milestoneIds.filter((id) => UUID.test(id));

/**
 * Of these milestones, the ones whose escrow a dispute has frozen (decision 0061): covered by a dispute
 * not yet ruled on or withdrawn. Read by milestone (dispute_milestones_milestone_idx).
 */
export async function frozenMilestoneIds(tx: Db, milestoneIds: readonly string[]): Promise<Set<string>> {
  const ids = disputableMilestoneIds(milestoneIds);
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ milestoneId: disputeMilestones.milestoneId })
    .from(disputeMilestones)
    .innerJoin(disputes, eq(disputes.id, disputeMilestones.disputeId))
    .where(
      and(
        inArray(disputeMilestones.milestoneId, ids),
        inArray(disputes.status, [...FROZEN_DISPUTE_STATUSES]),
      ),
    );
  return new Set(rows.map((row) => row.milestoneId));
}

/** The 409 for anything that would move frozen escrow; `status` is the milestone's or booking's state. */
export const escrowFrozen = (status: string, what = 'This milestone’s') =>
  new HttpError(
    409,
    `${what} escrow is frozen by an open dispute: it moves only when the dispute is withdrawn or Reelhire rules on it`,
    undefined,
    { code: 'escrow_frozen', status },
  );
