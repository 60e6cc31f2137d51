import type { LedgerAccountKind, LedgerTransactionKind } from '@reelhire/shared/ledger';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';

// The double-entry ledger (issue 14, decision 0041). A movement of money is one `ledger_transactions` row
// and its `ledger_entries`, written in one database transaction, whose amounts sum to zero per currency.
// Entries and transactions are never updated or deleted (triggers in migration 0019 refuse it); a mistake
// is corrected by a new movement. `ledger_accounts.balance_minor` is a cache of the sum of a member
// account's entries, moved in the same transaction under the account's row lock, and checked against the
// entries by the admin's ledger check. The shared accounts (Reelhire's fees, a provider's clearing, the
// payouts sent: SHARED_LEDGER_ACCOUNT_KINDS) keep no cache, so no posting queues behind their rows: their
// balance is the sum of their entries, and their `balance_minor` stays 0 (decision 0073).

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** A client, milestone, filmmaker or provider id (LEDGER_ACCOUNT_OWNERS); null for Reelhire's own. */
    ownerId: text('owner_id'),
    currency: text('currency').notNull(),
    balanceMinor: money('balance_minor').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_accounts_key').on(t.kind, t.ownerId, t.currency).nullsNotDistinct(),
    // Escrow now held: the admin's summary sums these, not the account of every milestone ever funded
    // (get-ledger-summary.ts). A balance moving to or from zero then moves the row in or out of it.
    index('ledger_accounts_escrow_held_idx')
      .on(t.currency)
      .where(sql`${t.kind} = 'escrow' and ${t.balanceMinor} > 0`),
    // The outside world's accounts (provider clearing, payouts sent) may go below zero; a member's or
    // Reelhire's fees never do, whatever code posts to them.
    check(
      'ledger_accounts_not_negative',
      sql`${t.balanceMinor} >= 0 or ${t.kind} in ('provider_clearing', 'payouts_sent')`,
    ),
    // A shared account's balance is read from its entries only (decision 0073): a figure on its row would
    // be a second, stale answer.
    check(
      'ledger_accounts_shared_not_cached',
      sql`${t.kind} not in ('platform_fees', 'provider_clearing', 'payouts_sent') or ${t.balanceMinor} = 0`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerTransactionKind>().notNull(),
    /** Each movement's own key: a retried request or a webhook delivered twice posts once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** A digest of what was asked, so a key reused for something else is refused rather than replayed. */
    requestHash: text('request_hash').notNull(),
    /** What it is about, for receipts and statements: booking, milestone, payment, payout ids. */
    reference: jsonb('reference').$type<Record<string, string>>().notNull().default({}),
    description: text('description').notNull(),
    /**
     * Who caused it; null for Reelhire's own jobs (automatic release, earnings becoming available). No
     * foreign key: deleting an account must not rewrite the ledger's history (rows here never change).
     */
    actorUserId: uuid('actor_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_transactions_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_moves_money', sql`${t.amountMinor} <> 0`),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    // An account's statement, newest first (earnings, wallet history).
    index('ledger_entries_account_idx').on(t.accountId, sql`${t.id} desc`),
  ],
);
