import type { Receipt } from '@reelhire/shared/receipts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { notFound } from '../../http/errors.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';

type ReceiptRow = typeof receipts.$inferSelect;

export function serializeReceipt(row: ReceiptRow): Receipt {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    recipient: row.recipient,
    client: { id: row.clientId, name: row.snapshot.client },
    filmmaker: { id: row.filmmakerId, name: row.snapshot.filmmaker },
    booking: { id: row.bookingId, title: row.snapshot.booking },
    milestone_ids: row.milestoneIds,
    project: row.snapshot.project,
    currency: row.currency,
    lines: row.lines,
    total_minor: row.totalMinor,
    ledger_transaction_id: row.ledgerTransactionId,
    issued_at: row.issuedAt.toISOString(),
  };
}

/**
 * A receipt its caller may read: the party it was issued to, the booking's filmmaker for the client's
 * payments into escrow (proof the work is funded; decision 0044), or an admin. A client's refund names the
 * card it went back to, so it is theirs alone. Anyone else: 404, so an id is never confirmed.
 */
export async function readableReceipt(db: Db, id: string, caller: HiringCaller): Promise<ReceiptRow> {
  const [row] = await db.select().from(receipts).where(eq(receipts.id, id));
  const readable =
    row &&
    (caller.admin ||
      (row.recipient === 'client' && caller.clientId !== null && row.clientId === caller.clientId) ||
      (row.filmmakerId === caller.filmmakerId && (row.recipient === 'filmmaker' || row.kind === 'funding')));
  if (!row || !readable) throw notFound('No such receipt');
  return row;
}
