import type { LedgerSummary } from '@reelhire/shared/earnings';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/**
 * The admin's money at a glance, per currency (decision 0043): escrow held for milestones, Reelhire's fees
 * (the platform fees account: charged, less refunded shares), payouts waiting to be processed and paid out.
 */
export async function getLedgerSummary({ db }: { db: Db }): Promise<Omit<LedgerSummary, 'sandbox'>> {
  const [balances, queue] = await Promise.all([
    queryRows<{ currency: string; escrow: string; fees: string; sent: string }>(
      db,
      sql`select currency,
                 coalesce(sum(balance_minor) filter (where kind = 'escrow'), 0) as escrow,
                 coalesce(sum(balance_minor) filter (where kind = 'platform_fees'), 0) as fees,
                 coalesce(sum(balance_minor) filter (where kind = 'payouts_sent'), 0) as sent
            from ledger_accounts
           -- Only escrow still held (ledger_accounts_escrow_held_idx) and Reelhire's own accounts: a
           -- released milestone's empty escrow adds nothing, and there is one per milestone ever funded.
           where (kind = 'escrow' and balance_minor > 0) or kind in ('platform_fees', 'payouts_sent')
           group by currency`,
    ),
    queryRows<{ currency: string; waiting: string; amount: string }>(
      db,
      sql`select currency, count(*) as waiting, sum(amount_minor) as amount from payouts
           where status in ('requested', 'approved') group by currency`,
    ),
  ]);
  const currencies = new Set([...balances, ...queue].map((row) => row.currency));
  return {
    currencies: [...currencies].sort().map((currency) => {
      const balance = balances.find((row) => row.currency === currency);
      const waiting = queue.find((row) => row.currency === currency);
      return {
        currency,
        escrow_held_minor: Number(balance?.escrow ?? 0),
        fees_earned_minor: Number(balance?.fees ?? 0),
        payouts_to_process: Number(waiting?.waiting ?? 0),
        payouts_to_process_minor: Number(waiting?.amount ?? 0),
        paid_out_minor: Number(balance?.sent ?? 0),
      };
    }),
  };
}
