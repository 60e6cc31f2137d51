import { isSharedAccount, type LedgerAccountRef } from '@reelhire/shared/ledger';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/**
 * One account's balance in minor units, 0 for an account never opened: a member account's cached
 * balance, or the sum of a shared account's entries, which cache none (decision 0073).
 */
export async function getAccountBalance({
  db,
  account,
}: {
  db: Db;
  account: LedgerAccountRef;
}): Promise<number> {
  const balance = isSharedAccount(account.kind)
    ? sql`(select coalesce(sum(e.amount_minor), 0) from ledger_entries e where e.account_id = a.id)`
    : sql`a.balance_minor`;
  const [row] = await queryRows<{ balanceMinor: string }>(
    db,
    sql`select ${balance} as "balanceMinor" from ledger_accounts a
         where a.kind = ${account.kind} and a.owner_id is not distinct from ${account.ownerId}
           and a.currency = ${account.currency}`,
  );
  return row ? Number(row.balanceMinor) : 0;
}
