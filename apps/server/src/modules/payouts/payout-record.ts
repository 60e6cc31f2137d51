import type { Payout } from '@reelhire/shared/payouts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { filmmakers } from '../../db/schema/profiles.ts';

export type PayoutRow = typeof payouts.$inferSelect;

/** Payouts with their filmmaker's name, for both the filmmaker's history and the admin's queue. */
export const selectPayouts = (db: Db) =>
  db
    .select({
      payout: payouts,
      firstName: filmmakers.firstName,
      lastName: filmmakers.lastName,
      username: filmmakers.username,
      // The page cursor keeps the microseconds a JS Date would drop.
      at: sql<string>`${payouts.createdAt}::text`,
    })
    .from(payouts)
    .innerJoin(filmmakers, eq(filmmakers.id, payouts.filmmakerId));

export function serializePayout(row: {
  payout: PayoutRow;
  firstName: string;
  lastName: string;
  username: string | null;
}): Payout {
  const { payout } = row;
  return {
    id: payout.id,
    filmmaker_id: payout.filmmakerId,
    filmmaker_name: `${row.firstName} ${row.lastName}`.trim() || row.username || 'A filmmaker',
    status: payout.status,
    currency: payout.currency,
    amount_minor: payout.amountMinor,
    reference: payout.reference,
    failure_reason: payout.failureReason,
    schedule_period: payout.schedulePeriod,
    created_at: payout.createdAt.toISOString(),
    updated_at: payout.updatedAt.toISOString(),
  };
}

export async function loadPayout(db: Db, id: string): Promise<Payout | undefined> {
  const [row] = await selectPayouts(db).where(eq(payouts.id, id));
  return row ? serializePayout(row) : undefined;
}
