import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';

export interface EscrowPaidIn {
  milestoneId: string;
  amountMinor: number;
  at: Date;
}

/**
 * Every payment into these milestones' escrow, oldest first, read from the ledger's entries (decision
 * 0051): the booking's timeline shows when each milestone's money arrived, to both parties, never from a
 * stored flag. Found from the escrow accounts (ledger_accounts_key) to their entries (by account), so the
 * read stays on indexes; an entry into escrow is a funding (releases and settlements take money out).
 */
export async function escrowPaidIn(
  db: Db,
  { milestoneIds, currency }: { milestoneIds: string[]; currency: string },
): Promise<EscrowPaidIn[]> {
  if (milestoneIds.length === 0) return [];
  const rows = await db
    .select({
      milestoneId: ledgerAccounts.ownerId,
      amountMinor: ledgerEntries.amountMinor,
      at: ledgerTransactions.createdAt,
    })
    .from(ledgerAccounts)
    .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'escrow'),
        eq(ledgerAccounts.currency, currency),
        inArray(ledgerAccounts.ownerId, milestoneIds),
        gt(ledgerEntries.amountMinor, 0),
      ),
    )
    .orderBy(ledgerTransactions.createdAt);
  return rows.map((row) => ({
    milestoneId: row.milestoneId!,
    amountMinor: Number(row.amountMinor),
    at: row.at,
  }));
}
