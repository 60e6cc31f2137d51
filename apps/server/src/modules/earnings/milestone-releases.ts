import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

export interface MilestoneRelease {
  amountMinor: number;
  feeMinor: number;
  earnedMinor: number;
  releasedAt: Date;
  automatic: boolean;
}

/**
 * What each of these milestones' escrow releases moved, read back from the ledger (the release is the
 * record; nothing is copied onto the milestone), so a booking page says "Released £X (fee £Y)" with the fee
 * actually charged then, whatever the fee is today.
 */
export async function milestoneReleases(
  db: Db,
  milestoneIds: string[],
): Promise<Map<string, MilestoneRelease>> {
  if (milestoneIds.length === 0) return new Map();
  const keys = milestoneIds.map((id) => `release:${id}`);
  const rows = await queryRows<{
    milestoneId: string;
    releasedAt: Date | string;
    automatic: boolean;
    amountMinor: string;
    feeMinor: string;
    earnedMinor: string;
  }>(
    db,
    sql`select t.reference->>'milestoneId' as "milestoneId", t.created_at as "releasedAt",
               (t.actor_user_id is null) as automatic,
               -sum(e.amount_minor) filter (where a.kind = 'escrow') as "amountMinor",
               coalesce(sum(e.amount_minor) filter (where a.kind = 'platform_fees'), 0) as "feeMinor",
               coalesce(sum(e.amount_minor) filter (where a.kind = 'filmmaker_pending'), 0) as "earnedMinor"
          from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.account_id
         where t.idempotency_key in (${sql.join(
           keys.map((key) => sql`${key}`),
           sql`, `,
         )})
         group by t.id`,
  );
  return new Map(
    rows.map((row) => [
      row.milestoneId,
      {
        amountMinor: Number(row.amountMinor),
        feeMinor: Number(row.feeMinor),
        earnedMinor: Number(row.earnedMinor),
        releasedAt: new Date(row.releasedAt),
        automatic: row.automatic,
      },
    ]),
  );
}
