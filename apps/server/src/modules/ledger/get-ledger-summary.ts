import type { LedgerSummary } from '@reelhire/shared/earnings';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/**
 * The admin's money at a glance, per currency (decision 0043): escrow held for milestones, Reelhire's fees
 * (the platform fees account: charged, less refunded shares), payouts waiting to be processed and paid out.
 */
export async function getLedgerSummary({ db }: { db: Db }): Promise<Omit<LedgerSummary, 'sandbox'>> {
  const [escrows, shared, queue] = await Promise.all([
    queryRows<{ currency: string; escrow: string }>(
      db,
      sql`select currency, sum(balance_minor) as escrow
            from ledger_accounts
           -- Only escrow still held (ledger_accounts_escrow_held_idx): a released milestone's empty escrow
           -- adds nothing, and there is one per milestone ever funded.
           where kind = 'escrow' and balance_minor > 0
           group by currency`,
    ),
    // Reelhire's own accounts cache no balance (decision 0073): their entries, by account.
    queryRows<{ currency: string; fees: string; sent: string }>(
      db,
      sql`select a.currency,
                 coalesce(sum(e.amount_minor) filter (where a.kind = 'platform_fees'), 0) as fees,
                 coalesce(sum(e.amount_minor) filter (where a.kind = 'payouts_sent'), 0) as sent
            from ledger_accounts a
            join ledger_entries e on e.account_id = a.id
           where a.kind in ('platform_fees', 'payouts_sent')
           group by a.currency`,
    ),
    queryRows<{ currency: string; waiting: string; amount: string }>(
      db,
      sql`select currency, count(*) as waiting, sum(amount_minor) as amount from payouts
           where status in ('requested', 'approved') group by currency`,
    ),
  ]);
  const currencies = new Set([...escrows, ...shared, ...queue].map((row) => row.currency));
  return {
    currencies: [...currencies].sort().map((currency) => {
      const held = escrows.find((row) => row.currency === currency);
      const balance = shared.find((row) => row.currency === currency);
      const waiting = queue.find((row) => row.currency === currency);
      return {
        currency,
        escrow_held_minor: Number(held?.escrow ?? 0),
        fees_earned_minor: Number(balance?.fees ?? 0),
        payouts_to_process: Number(waiting?.waiting ?? 0),
        payouts_to_process_minor: Number(waiting?.amount ?? 0),
        paid_out_minor: Number(balance?.sent ?? 0),
      };
    }),
  };
}
