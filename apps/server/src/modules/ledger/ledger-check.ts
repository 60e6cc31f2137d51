import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { SHARED_LEDGER_ACCOUNT_KINDS } from '@reelhire/shared/ledger';
import { sql } from 'drizzle-orm';

export interface LedgerCheck {
  accounts: number;
  transactions: number;
  /**
   * Accounts whose cached balance differs from the sum of their entries (there must be none). A shared
   * account caches nothing (decision 0073): its balance_minor must stay 0, so any other figure shows here.
   */
  mismatchedAccounts: { accountId: string; kind: string; cachedMinor: number; fromEntriesMinor: number }[];
  /** Transactions whose entries do not sum to zero in some currency (there must be none). */
  unbalancedTransactions: { transactionId: string; currency: string; sumMinor: number }[];
  /** Member accounts and Reelhire's fees below zero (there must be none); the fees summed from entries. */
  negativeAccounts: { accountId: string; kind: string; balanceMinor: number }[];
}

/** The kinds whose balance is the sum of their entries, for SQL (decision 0073). */
const SHARED = sql.raw(`(${SHARED_LEDGER_ACCOUNT_KINDS.map((kind) => `'${kind}'`).join(', ')})`);

/**
 * Recomputes every balance from the entries and compares it with the cached one, and re-adds every
 * transaction (decision 0041): the admin's ledger check, and what the property tests assert after each step.
 */
export async function checkLedger({ db }: { db: Db }): Promise<LedgerCheck> {
  // Every account against its entries, read once: a member account's cache must equal them, a shared
  // account's must stay 0 (decision 0073), and neither may be below zero unless it is the outside world's.
  const accounts = await queryRows<{
    accountId: string;
    kind: string;
    cachedMinor: string;
    fromEntriesMinor: string;
    balanceMinor: string;
    mismatched: boolean;
    negative: boolean;
  }>(
    db,
    sql`select "accountId", kind, "cachedMinor", "fromEntriesMinor",
               case when shared then "fromEntriesMinor" else "cachedMinor" end as "balanceMinor",
               "cachedMinor" <> case when shared then 0 else "fromEntriesMinor" end as mismatched,
               case when shared then "fromEntriesMinor" else "cachedMinor" end < 0
                 and kind not in ('provider_clearing', 'payouts_sent') as negative
          from (select a.id as "accountId", a.kind, a.kind in ${SHARED} as shared,
                       a.balance_minor as "cachedMinor", coalesce(e.total, 0) as "fromEntriesMinor"
                  from ledger_accounts a
                  left join (select account_id, sum(amount_minor) as total from ledger_entries
                              group by account_id) e
                    on e.account_id = a.id) balances
         where "cachedMinor" <> case when shared then 0 else "fromEntriesMinor" end
            or (case when shared then "fromEntriesMinor" else "cachedMinor" end < 0
                and kind not in ('provider_clearing', 'payouts_sent'))`,
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
  const [counts] = await queryRows<{ accounts: string; transactions: string }>(
    db,
    sql`select (select count(*) from ledger_accounts) as accounts,
               (select count(*) from ledger_transactions) as transactions`,
  );
  return {
    accounts: Number(counts!.accounts),
    transactions: Number(counts!.transactions),
    mismatchedAccounts: accounts
      .filter((row) => row.mismatched)
      .map(({ accountId, kind, cachedMinor, fromEntriesMinor }) => ({
        accountId,
        kind,
        cachedMinor: Number(cachedMinor),
        fromEntriesMinor: Number(fromEntriesMinor),
      })),
    unbalancedTransactions: unbalancedTransactions.map((row) => ({ ...row, sumMinor: Number(row.sumMinor) })),
    negativeAccounts: accounts
      .filter((row) => row.negative)
      .map(({ accountId, kind, balanceMinor }) => ({ accountId, kind, balanceMinor: Number(balanceMinor) })),
  };
}
