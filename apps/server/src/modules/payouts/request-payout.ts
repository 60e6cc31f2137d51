import { payoutRequest } from '@reelhire/shared/ledger';
import type { Payout, RequestPayoutInput } from '@reelhire/shared/payouts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { HttpError } from '../../http/errors.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { loadPayout } from './payout-record.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';

export interface RequestPayoutOptions {
  db: Db;
  filmmakerId: string;
  /** The filmmaker's user who asked, or null when their payout schedule asked (decision 0049). */
  userId: string | null;
  input: RequestPayoutInput;
  /** The request's Idempotency-Key: a retry answers the first payout and moves nothing more. */
  idempotencyKey: string;
  /** The schedule's period (`2026-W48`) when the schedule asks, so the history can say "Scheduled". */
  schedulePeriod?: string;
}

/**
 * A filmmaker asks for a payout (decision 0043): the payout row and its payout_request movement (available
 * -> in transit) land in one transaction. The ledger refuses a payout beyond the available balance under
 * the account's row lock, so simultaneous requests can never overdraw it together; the refusal rolls the
 * row back too. The same key answers the first payout; the same key for another amount is refused.
 */
export async function requestPayout({
  db,
  filmmakerId,
  userId,
  input,
  idempotencyKey,
  schedulePeriod,
}: RequestPayoutOptions): Promise<Payout> {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(payouts)
      .values({
        filmmakerId,
        currency: input.currency,
        amountMinor: input.amount_minor,
        idempotencyKey,
        schedulePeriod: schedulePeriod ?? null,
      })
      .onConflictDoNothing({ target: [payouts.filmmakerId, payouts.idempotencyKey] })
      .returning();
    if (!created) {
      const [first] = await tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.filmmakerId, filmmakerId), eq(payouts.idempotencyKey, idempotencyKey)));
      if (!first || first.currency !== input.currency || first.amountMinor !== input.amount_minor) {
        throw new HttpError(409, 'This Idempotency-Key was already used for a different payout', undefined, {
          code: 'idempotency_key_reused',
        });
      }
      return first.id;
    }
    try {
      await postMovement({
        tx,
        kind: 'payout_request',
        idempotencyKey: `payout:${created.id}`,
        entries: payoutRequest({ filmmakerId, currency: input.currency, amountMinor: input.amount_minor }),
        description: schedulePeriod ? `Scheduled payout (${schedulePeriod})` : 'Payout requested',
        reference: { payoutId: created.id },
        actorUserId: userId,
      });
    } catch (error) {
      if (error instanceof HttpError && error.fields.code === 'insufficient_funds') {
        throw new HttpError(409, 'That is more than your available balance in this currency', undefined, {
          code: 'insufficient_funds',
        });
      }
      throw error;
    }
    await recordHiringEvent(tx, {
      recordType: 'payout',
      recordId: created.id,
      transition: 'request',
      actor: schedulePeriod ? 'system' : 'filmmaker',
      actorUserId: userId,
      fromStatus: null,
      toStatus: 'requested',
    });
    return created.id;
  });
  return (await loadPayout(db, id))!;
}
