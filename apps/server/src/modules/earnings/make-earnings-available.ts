import { earningsAvailable } from '@reelhire/shared/ledger';
import { EARNINGS_HOLD_DAYS } from '@reelhire/shared/money-policy';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { postMovement } from '../ledger/post-movement.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MakeEarningsAvailableOptions {
  db: Db;
  /** The time of the run (tests move it). */
  now?: Date;
  batchSize?: number;
}

/**
 * Moves each release's (and each kill fee's) pending earnings to available once EARNINGS_HOLD_DAYS have
 * passed since it was posted (decision 0043). Each is one earnings_available movement keyed
 * `available:{releaseTransactionId}`: two processes sweeping at once post it once (the second waits on the
 * key and replays), and a release is never made available twice. Answers how many moved this run.
 */
export async function makeEarningsAvailable({
  db,
  now = new Date(),
  batchSize = 100,
}: MakeEarningsAvailableOptions): Promise<{ made: number }> {
  const cutoff = new Date(now.getTime() - EARNINGS_HOLD_DAYS * DAY_MS);
  const due = await queryRows<{
    transactionId: string;
    filmmakerId: string;
    currency: string;
    amountMinor: string;
  }>(
    db,
    // Only filmmakers whose pending balance is above zero can have a release still to make available
    // (nothing but earnings_available takes money out of pending), so the sweep walks their pending
    // accounts' entries (ledger_accounts_key, ledger_entries_account_idx), not every release ever posted.
    sql`select t.id as "transactionId", a.owner_id as "filmmakerId", e.currency, e.amount_minor as "amountMinor"
          from ledger_accounts a
          join ledger_entries e on e.account_id = a.id
          join ledger_transactions t on t.id = e.transaction_id
         where a.kind = 'filmmaker_pending' and a.balance_minor > 0
           and t.kind in ('escrow_release', 'cancellation_settlement', 'dispute_ruling')
           and t.created_at <= ${cutoff.toISOString()}::timestamptz
           and e.amount_minor > 0
           and not exists (select 1 from ledger_transactions x where x.idempotency_key = 'available:' || t.id)
         order by t.created_at, t.id
         limit ${batchSize}`,
  );
  let made = 0;
  for (const row of due) {
    const posted = await db.transaction((tx) =>
      postMovement({
        tx,
        kind: 'earnings_available',
        idempotencyKey: `available:${row.transactionId}`,
        entries: earningsAvailable({
          filmmakerId: row.filmmakerId,
          currency: row.currency,
          amountMinor: Number(row.amountMinor),
        }),
        description: 'Earnings past their hold: available to pay out',
        reference: { releaseTransactionId: row.transactionId },
      }),
    );
    if (!posted.replayed) made += 1;
  }
  return { made };
}
