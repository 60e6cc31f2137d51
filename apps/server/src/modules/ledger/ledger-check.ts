import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { sql } from 'drizzle-orm';

export interface LedgerCheck {
  accounts: number;
  transactions: number;
  /** Accounts whose cached balance differs from the sum of their entries (there must be none). */
  mismatchedAccounts: { accountId: string; kind: string; cachedMinor: number; fromEntriesMinor: number }[];
  /** Transactions whose entries do not sum to zero in some currency (there must be none). */
  unbalancedTransactions: { transactionId: string; currency: string; sumMinor: number }[];
  /** Member accounts below zero (there must be none). */
  negativeAccounts: { accountId: string; kind: string; balanceMinor: number }[];
}

/**
 * Recomputes every balance from the entries and compares it with the cached one, and re-adds every
 * transaction (decision 0041): the admin's ledger check, and what the property tests assert after each step.
 */
export async function checkLedger({ db }: { db: Db }): Promise<LedgerCheck> {
  const mismatchedAccounts = await queryRows<{
    accountId: string;
    kind: string;
    cachedMinor: string;
    fromEntriesMinor: string;
  }>(
    db,
    sql`select a.id as "accountId", a.kind, a.balance_minor as "cachedMinor",
               coalesce(e.total, 0) as "fromEntriesMinor"
          from ledger_accounts a
          left join (select account_id, sum(amount_minor) as total from ledger_entries group by account_id) e
            on e.account_id = a.id
         where a.balance_minor <> coalesce(e.total, 0)`,
  );
  const unbalancedTransactions = await queryRows<{
    transactionId: string;
    currency: string;
    sumMinor: string;
  }>(
    db,
    sql`select transaction_id as "transactionId", currency, sum(amount_minor) as "sumMinor"
          from ledger_entries group by transaction_id, currency having sum(amount_minor) <> 0`,
  );
  const negativeAccounts = await queryRows<{ accountId: string; kind: string; balanceMinor: string }>(
    db,
    sql`select id as "accountId", kind, balance_minor as "balanceMinor" from ledger_accounts
         where balance_minor < 0 and kind not in ('provider_clearing', 'payouts_sent')`,
  );
  const [counts] = await queryRows<{ accounts: string; transactions: string }>(
    db,
    sql`select (select count(*) from ledger_accounts) as accounts,
               (select count(*) from ledger_transactions) as transactions`,
  );
  return {
    accounts: Number(counts!.accounts),
    transactions: Number(counts!.transactions),
    mismatchedAccounts: mismatchedAccounts.map((row) => ({
      ...row,
      cachedMinor: Number(row.cachedMinor),
      fromEntriesMinor: Number(row.fromEntriesMinor),
    })),
    unbalancedTransactions: unbalancedTransactions.map((row) => ({ ...row, sumMinor: Number(row.sumMinor) })),
    negativeAccounts: negativeAccounts.map((row) => ({ ...row, balanceMinor: Number(row.balanceMinor) })),
  };
}
