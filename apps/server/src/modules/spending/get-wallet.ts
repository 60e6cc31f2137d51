import type { Wallet, walletQuerySchema } from '@reelhire/shared/spending';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';

export interface GetWalletOptions {
  db: Db;
  clientId: string;
  query: z.output<typeof walletQuerySchema>;
}

/** The client's wallet accounts (one per currency); the wallet's owner id is the client's id. */
function walletAccounts(db: Db, clientId: string, currency?: string) {
  return db
    .select({
      id: ledgerAccounts.id,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balanceMinor,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'client_wallet'),
        eq(ledgerAccounts.ownerId, clientId),
        currency ? eq(ledgerAccounts.currency, currency) : undefined,
      ),
    )
    .orderBy(ledgerAccounts.currency);
}

/**
 * The statement behind a page of wallet history (exported so a test can EXPLAIN it): entries of the
 * wallet's accounts, newest first by entry id, which ledger_entries_account_idx keeps in that order.
 */
export function walletHistoryQuery(db: Db, accountIds: string[], query: { after?: string; limit: number }) {
  const after = query.after ? decodeCursor(query.after, ['integer'] as const)[0] : undefined;
  return db
    .select({
      id: ledgerEntries.id,
      currency: ledgerEntries.currency,
      amountMinor: ledgerEntries.amountMinor,
      kind: ledgerTransactions.kind,
      description: ledgerTransactions.description,
      reference: ledgerTransactions.reference,
      transactionId: ledgerTransactions.id,
      at: sql<string>`${ledgerEntries.createdAt}::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerEntries.accountId, accountIds),
        after !== undefined ? lt(ledgerEntries.id, after) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(query.limit + 1);
}

/**
 * A client's wallet (decision 0044): the balance in each currency, read from their client_wallet accounts
 * (whose balance the ledger keeps equal to their entries), and the history of those entries, newest first.
 */
export async function getWallet({ db, clientId, query }: GetWalletOptions): Promise<Wallet> {
  const accounts = await walletAccounts(db, clientId, query.currency);
  const balances = accounts.map((account) => ({
    currency: account.currency,
    balance_minor: account.balance,
  }));
  if (accounts.length === 0) return { balances, history: { items: [], next_cursor: null } };
  const rows = await walletHistoryQuery(
    db,
    accounts.map((account) => account.id),
    query,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    balances,
    history: {
      items: page.map((row) => ({
        id: String(row.id),
        currency: row.currency,
        amount_minor: row.amountMinor,
        kind: row.kind,
        description: row.description,
        reference: row.reference,
        transaction_id: row.transactionId,
        created_at: new Date(row.at).toISOString(),
      })),
      next_cursor: rows.length > page.length && last ? encodeCursor([last.id]) : null,
    },
  };
}
