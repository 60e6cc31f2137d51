import type { Booking } from '@reelhire/shared/booking-records';
import { bookingMachine, killFeeOnCancel, type BookingStatus } from '@reelhire/shared/bookings';
import { contractMachine } from '@reelhire/shared/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { idempotentTransaction } from '../../db/idempotent-transaction.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { bookingMilestones, bookings } from '../../db/schema/bookings.ts';
import { contracts } from '../../db/schema/hiring.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { settleCancellation } from '../earnings/settle-cancellation.ts';
import { escrowFrozen, frozenMilestoneIds } from '../ledger/frozen-escrow.ts';
import { lockBooking } from '../booking-parties/booking-parties.ts';
import { loadBooking } from './booking-record.ts';

/**
 * Either party cancels a booking under way (decision 0031). A client cancelling after confirmation owes
 * the contract's kill fee on what is not yet approved; the amount (zero for anyone else) is recorded with
 * the cancellation and charged from the escrow, the rest refunded to the client (decision 0043). The contract is cancelled with it, through its machine.
 * Idempotent by key (decision 0047).
 */
export async function cancelBooking({
  db,
  config,
  caller,
  id,
  reason,
  idempotencyKey,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
  reason: string;
  /** The call moves money (a kill fee, a refund): a retry answers the booking and moves nothing again. */
  idempotencyKey: string;
}): Promise<Booking> {
  const call = {
    userId: caller.userId,
    key: idempotencyKey,
    operation: 'bookings.cancel',
    request: { id, reason },
  };
  await idempotentTransaction(db, call, async (tx) => {
    const { booking, actors } = await lockBooking(tx, id, caller);
    const status = booking.status as BookingStatus;
    const actor = actorFor(bookingMachine, 'cancel', status, actors, 'booking');
    // Cancelling settles every milestone's escrow; a disputed one's waits for the ruling (decision 0061).
    const milestoneIds = await tx
      .select({ id: bookingMilestones.id })
      .from(bookingMilestones)
      .where(eq(bookingMilestones.bookingId, id));
    const frozen = await frozenMilestoneIds(
      tx,
      milestoneIds.map((m) => m.id),
    );
    if (frozen.size > 0) throw escrowFrozen(status, 'Part of this booking’s');
    const [{ approvedMinor } = { approvedMinor: 0 }] = await tx
      .select({ approvedMinor: sql<number>`coalesce(sum(${bookingMilestones.amountMinor}), 0)::bigint` })
      .from(bookingMilestones)
      .where(and(eq(bookingMilestones.bookingId, id), eq(bookingMilestones.status, 'approved')));
    const killFeeMinor = killFeeOnCancel({
      actor,
      status,
      killFeePercent: booking.killFeePercent,
      amountMinor: booking.amountMinor,
      approvedMinor: Number(approvedMinor),
    });
    await recordTransition({
      tx,
      table: bookings,
      machine: bookingMachine,
      recordType: 'booking',
      id,
      transition: 'cancel',
      actor,
      actorUserId: caller.userId,
      set: { killFeeMinor, cancelledBy: actor, cancelReason: reason },
      note: reason,
    });
    // The escrow is settled with the cancellation, or neither happens (decision 0043).
    await settleCancellation({
      tx,
      booking: { ...booking, killFeeMinor },
      actorUserId: caller.userId,
      config,
    });
    // A request has no contract yet; a booking's contract is cancelled with it.
    const contractId = booking.contractId;
    const [contract] = contractId
      ? await tx.select({ status: contracts.status }).from(contracts).where(eq(contracts.id, contractId))
      : [];
    // An admin settling a dispute cancels as admin; the parties as themselves.
    if (contractId && contract?.status === 'active') {
      await recordTransition({
        tx,
        table: contracts,
        machine: contractMachine,
        recordType: 'contract',
        id: contractId,
        transition: 'cancel',
        actor,
        actorUserId: caller.userId,
        note: reason,
      });
    }
    return id;
  });
  return (await loadBooking(db, config, id))!;
}
