import {
  DISPUTE_REASON_LABELS,
  openingStatus,
  responseDueAt,
  type Dispute,
  type DisputeParty,
  type openDisputeInputSchema,
} from '@reelhire/shared/disputes';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';
import { disputeMilestones, disputes } from '../../db/schema/disputes.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { badRequest, HttpError, transitionRefused } from '../../http/errors.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { bookingContacts, lockBooking } from '../booking-parties/booking-parties.ts';
import { frozenMilestoneIds } from '../ledger/frozen-escrow.ts';
import { milestoneFunding } from '../ledger/milestone-funding.ts';
import { attachEvidence, loadDispute } from './dispute-record.ts';

type OpenInput = z.output<typeof openDisputeInputSchema>;

/**
 * Either party of a booking opens a dispute on some of its funded milestones, or all of them (decision
 * 0061). In one transaction, under the booking's lock (so it cannot cross an approval or a cancellation):
 * the dispute, the escrow each milestone holds now (frozen from here on), the evidence, and the email
 * asking the other party to answer by the deadline. A stranger's booking is a 404.
 */
export async function openDispute({
  db,
  config,
  caller,
  input,
  now = new Date(),
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  input: OpenInput;
  now?: Date;
}): Promise<Dispute> {
  const id = await db.transaction(async (tx) => {
    const { booking, actors } = await lockBooking(tx, input.booking_id, caller);
    const party = actors.find((actor): actor is DisputeParty => actor === 'client' || actor === 'filmmaker');
    if (!party)
      throw new HttpError(403, 'Only the booking’s client or filmmaker can open a dispute about it');

    const funding = await milestoneFunding(tx, booking);
    const chosen = input.milestone_ids
      ? [...new Set(input.milestone_ids)].map((milestoneId) => {
          const milestone = funding.find((m) => m.id === milestoneId);
          if (!milestone) throw badRequest('milestone_ids: Choose milestones of this booking');
          return milestone;
        })
      : funding.filter((m) => m.escrowMinor > 0);
    if (chosen.length === 0) {
      throw transitionRefused(
        'This booking holds no money in escrow, so there is nothing to dispute',
        booking.status,
      );
    }
    const unfunded = chosen.find((m) => m.escrowMinor <= 0);
    if (unfunded) {
      throw transitionRefused(
        `“${unfunded.title}” holds no money in escrow, so there is nothing of it to dispute`,
        unfunded.status,
      );
    }
    const frozen = await frozenMilestoneIds(
      tx,
      chosen.map((m) => m.id),
    );
    if (frozen.size > 0) {
      const taken = chosen.find((m) => frozen.has(m.id))!;
      throw transitionRefused(`“${taken.title}” is already under an open dispute`, taken.status);
    }

    const status = openingStatus(party);
    const respondBy = responseDueAt(now);
    const [created] = await tx
      .insert(disputes)
      .values({
        bookingId: booking.id,
        clientId: booking.clientId,
        filmmakerId: booking.filmmakerId,
        status,
        openedBy: party,
        openedByUserId: caller.userId,
        reason: input.reason,
        description: input.description,
        respondBy,
        currency: booking.currency,
      })
      .returning({ id: disputes.id });
    const disputeId = created!.id;
    await tx
      .insert(disputeMilestones)
      .values(chosen.map((m) => ({ disputeId, milestoneId: m.id, frozenMinor: m.escrowMinor })));
    await recordHiringEvent(tx, {
      recordType: 'dispute',
      recordId: disputeId,
      transition: party === 'client' ? 'open' : 'opened_by_filmmaker',
      actor: party,
      actorUserId: caller.userId,
      fromStatus: null,
      toStatus: status,
      note: input.reason,
    });
    await attachEvidence(tx, { disputeId, userId: caller.userId, party, fileIds: input.evidence_file_ids });

    const contacts = await bookingContacts(tx, booking.id);
    const respondent = party === 'client' ? 'filmmaker' : 'client';
    const opener = party === 'client' ? contacts.client : contacts.filmmaker;
    await enqueueEmail({
      db: tx,
      emailType: 'dispute_opened',
      recipientEmail: contacts[respondent].email,
      idempotencyKey: `dispute_opened:${disputeId}`,
      templateData: {
        firstName: contacts[respondent].firstName,
        role: respondent,
        openerName: opener.name,
        jobTitle: contacts.title.slice(0, 200),
        reason: DISPUTE_REASON_LABELS[input.reason],
        respondBy: respondBy.toISOString().slice(0, 10),
        disputeId,
        bookingId: booking.id,
        projectId: contacts.projectId,
        jobId: contacts.jobId,
      },
    });
    return disputeId;
  });
  return (await loadDispute(db, config, id, caller)).dispute;
}
