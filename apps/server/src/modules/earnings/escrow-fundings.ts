import type { EscrowFundingSource } from '@reelhire/shared/refunds';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

export interface EscrowFunding extends EscrowFundingSource {
  /** The client's service fee the ledger charged on this funding. */
  feeMinor: number;
}

/**
 * How a milestone's escrow was paid for (decision 0048), read from the ledger: each funding movement into
 * it, oldest first, with the payment it names, whether a card (and which provider) or the wallet paid it,
 * and what it charged. A card funding whose payment is not on record can only be refunded to the wallet,
 * so it reads as the wallet's. Today a milestone takes one funding (a funded milestone refuses another);
 * the list keeps the refund right should that ever change.
 */
export async function escrowFundings(
  tx: Db,
  milestoneId: string,
  currency: string,
): Promise<EscrowFunding[]> {
  const rows = await queryRows<{
    paymentId: string | null;
    cardProvider: string | null;
    escrowMinor: string;
    feeMinor: string | null;
  }>(
    tx,
    sql`select p.id as "paymentId",
               case when t.kind = 'escrow_funding_card' and p.method = 'card' then p.provider end as "cardProvider",
               funded.amount_minor as "escrowMinor",
               (select sum(fee.amount_minor)
                  from ledger_entries fee
                  join ledger_accounts fees on fees.id = fee.account_id and fees.kind = 'platform_fees'
                 where fee.transaction_id = t.id) as "feeMinor"
          from ledger_accounts escrow
          join ledger_entries funded on funded.account_id = escrow.id and funded.amount_minor > 0
          join ledger_transactions t on t.id = funded.transaction_id
           and t.kind in ('escrow_funding_card', 'escrow_funding_wallet')
          left join payments p
            on p.id = case when t.reference->>'paymentId' ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'
                           then (t.reference->>'paymentId')::uuid end
         where escrow.kind = 'escrow' and escrow.owner_id = ${milestoneId} and escrow.currency = ${currency}
         order by t.created_at, t.id`,
  );
  return rows.map((row) => {
    const escrowMinor = Number(row.escrowMinor);
    const feeMinor = Number(row.feeMinor ?? 0);
    return {
      paymentId: row.paymentId,
      cardProvider: row.cardProvider,
      chargedMinor: escrowMinor + feeMinor,
      feeMinor,
    };
  });
}
