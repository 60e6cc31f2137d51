import { splitKillFee } from '@reelhire/shared/kill-fee-split';
import { bookingMachine, type BookingStatus } from '@reelhire/shared/bookings';
import { milestoneMachine } from '@reelhire/shared/milestones';
import { checkTransition } from '@reelhire/shared/state-machine';
import { rulingAmounts, type Dispute, type ruleDisputeInputSchema } from '@reelhire/shared/disputes';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { idempotentTransaction } from '../../db/idempotent-transaction.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { bookingMilestones, bookings } from '../../db/schema/bookings.ts';
import { disputeMilestones } from '../../db/schema/disputes.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { badRequest } from '../../http/errors.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { bookingContacts, type BookingRowOnly } from '../booking-parties/booking-parties.ts';
import { syncBookingStage } from '../bookings/sync-booking-stage.ts';
import { escrowMinor } from '../earnings/money-reference.ts';
import { settleMilestoneEscrow } from '../earnings/settle-cancellation.ts';
import { issueReceipt } from '../receipts/issue-receipt.ts';
import { lockDispute } from './dispute-lock.ts';
import { moveDispute } from './dispute-move.ts';
import { loadDispute } from './dispute-record.ts';

/**
 * An admin rules on a dispute waiting for a ruling (decision 0061): the frozen escrow is released to the
 * filmmaker, refunded to the client, or split by amount (the two parts must add up to what is frozen, in
 * minor units). One transaction under an Idempotency-Key (decision 0047), so a retry answers the dispute
 * and moves money once: per disputed milestone one `dispute_ruling` movement (keyed by dispute and
 * milestone), settled as a cancellation would settle it with the released part as its kill fee (the
 * filmmaker's usual fee on what they get, the service fee back with what is refunded, nothing charged for
 * the dispute); the ruling itself; each milestone settled (approved by admin, so the booking can complete);
 * the client's refund receipts; and the email to both parties with the ruling's reasons.
 *
 * This is the one operation that moves frozen escrow; the audit log wraps it here.
 */
export async function ruleDispute({
  db,
  config,
  caller,
  id,
  input,
  idempotencyKey,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
  input: z.output<typeof ruleDisputeInputSchema>;
  idempotencyKey: string;
}): Promise<Dispute> {
  const call = {
    userId: caller.userId,
    key: idempotencyKey,
    operation: 'disputes.rule',
    request: { id, ...input },
  };
  await idempotentTransaction(db, call, async (tx) => {
    const { dispute, booking, actors } = await lockDispute(tx, id, caller);
    const milestones = await tx
      .select({
        id: bookingMilestones.id,
        title: bookingMilestones.title,
        status: bookingMilestones.status,
      })
      .from(disputeMilestones)
      .innerJoin(bookingMilestones, eq(bookingMilestones.id, disputeMilestones.milestoneId))
      .where(eq(disputeMilestones.disputeId, id))
      .orderBy(asc(bookingMilestones.position));
    // What is frozen now: each escrow as the ledger holds it (the ruling empties exactly that).
    const held = await Promise.all(milestones.map((m) => escrowMinor(tx, m.id, booking.currency)));
    const frozenMinor = held.reduce((sum, amount) => sum + amount, 0);
    const amounts = rulingAmounts(input, frozenMinor);
    // The machine first (an admin only, only awaiting a ruling), so a wrong state reads as the 409.
    const { row } = await moveDispute({
      tx,
      dispute,
      actors: actors.includes('admin') ? ['admin'] : actors,
      transition: 'rule',
      actorUserId: caller.userId,
      set: {
        outcome: input.outcome,
        releaseMinor: amounts.ok ? amounts.releaseMinor : 0,
        refundMinor: amounts.ok ? amounts.refundMinor : 0,
        reasoning: input.reasoning,
        ruledAt: sql`now()`,
        ruledByUserId: caller.userId,
      },
      note: input.reasoning,
    });
    if (!amounts.ok) throw badRequest(`release_minor: ${amounts.error}`);

    const shares = splitKillFee(amounts.releaseMinor, held);
    const posted: string[] = [];
    for (const [i, milestone] of milestones.entries()) {
      const escrow = held[i]!;
      if (escrow > 0) {
        const { transactionId } = await settleMilestoneEscrow({
          tx,
          booking,
          milestoneId: milestone.id,
          escrowMinor: escrow,
          keptMinor: shares[i]!,
          kind: 'dispute_ruling',
          idempotencyKey: `dispute:${id}:${milestone.id}`,
          refundKey: (paymentId) => `dispute-refund:${id}:${milestone.id}:${paymentId}`,
          description: `Dispute ruled (${input.outcome}): ${input.reasoning.slice(0, 120)}`,
          actorUserId: caller.userId,
        });
        posted.push(transactionId);
      }
      if (milestone.status !== 'approved') {
        await recordTransition({
          tx,
          table: bookingMilestones,
          machine: milestoneMachine,
          recordType: 'milestone',
          id: milestone.id,
          transition: 'settle',
          actor: 'admin',
          actorUserId: caller.userId,
          set: { approvedAt: sql`now()` },
          note: 'Settled by the dispute’s ruling',
        });
      }
    }
    // Told before the booking completes: a person gets one notification per change (decision 0062), and
    // the ruling is the news, not the review it opens.
    const contacts = await bookingContacts(tx, booking.id);
    for (const role of ['client', 'filmmaker'] as const) {
      await enqueueEmail({
        db: tx,
        emailType: 'dispute_ruled',
        recipientEmail: contacts[role].email,
        idempotencyKey: `dispute_ruled:${id}:${role}`,
        templateData: {
          firstName: contacts[role].firstName,
          role,
          jobTitle: contacts.title.slice(0, 200),
          outcome: input.outcome,
          released: { amount: Number(row.releaseMinor), currency: booking.currency },
          refunded: { amount: Number(row.refundMinor), currency: booking.currency },
          reasoning: input.reasoning,
          disputeId: id,
          bookingId: booking.id,
          projectId: contacts.projectId,
          jobId: contacts.jobId,
        },
      });
    }
    await syncBookingStage({
      tx,
      booking: await deliveredIfAllSettled(tx, booking.id),
      actorUserId: caller.userId,
    });
    // Receipts after every movement: the receipt counter is locked after the ledger's accounts.
    for (const ledgerTransactionId of posted) await issueReceipt({ tx, config, ledgerTransactionId });

    return id;
  });
  return (await loadDispute(db, config, id, caller)).dispute;
}

/**
 * The booking, moved to delivered first when the ruling left every milestone settled while it was still
 * confirmed or in progress: the stage sync only approves a delivered booking, and settled work is owed
 * nothing more, so the booking can then complete.
 */
async function deliveredIfAllSettled(tx: Db, bookingId: string): Promise<BookingRowOnly> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  const rows = await tx
    .select({ status: bookingMilestones.status })
    .from(bookingMilestones)
    .where(eq(bookingMilestones.bookingId, bookingId));
  const deliver = checkTransition(bookingMachine, 'deliver', {
    state: booking!.status as BookingStatus,
    actor: 'system',
  });
  if (!rows.every((row) => row.status === 'approved') || !deliver.ok) return booking!;
  return recordTransition({
    tx,
    table: bookings,
    machine: bookingMachine,
    recordType: 'booking',
    id: bookingId,
    transition: 'deliver',
    actor: 'system',
    actorUserId: null,
    note: 'Every milestone settled by a dispute’s ruling',
  });
}
