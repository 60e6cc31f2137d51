import type { answerDisputeInputSchema, Dispute, DisputeParty } from '@reelhire/shared/disputes';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createNotification } from '../../notifications/create-notification.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { bookingContacts } from '../booking-parties/booking-parties.ts';
import { lockDispute } from './dispute-lock.ts';
import { moveDispute } from './dispute-move.ts';
import { attachEvidence, loadDispute } from './dispute-record.ts';

/**
 * The other party gives their side, with evidence of their own (decision 0061): the dispute goes to the
 * admins for a ruling. Only the party whose turn it is; anyone else on the booking gets the 409.
 */
export async function answerDispute({
  db,
  config,
  caller,
  id,
  input,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
  input: z.output<typeof answerDisputeInputSchema>;
}): Promise<Dispute> {
  await db.transaction(async (tx) => {
    const { dispute, actors } = await lockDispute(tx, id, caller);
    const { actor } = await moveDispute({
      tx,
      dispute,
      actors,
      transition: 'answer',
      actorUserId: caller.userId,
      set: { response: input.response, respondedAt: sql`now()` },
    });
    await attachEvidence(tx, {
      disputeId: id,
      userId: caller.userId,
      party: actor as DisputeParty,
      fileIds: input.evidence_file_ids,
    });
    // The opener hears that the other side answered (decision 0062): the turn is now the admins', so no
    // turn of theirs says so.
    if (dispute.openedByUserId) {
      const contacts = await bookingContacts(tx, dispute.bookingId);
      await createNotification(tx, {
        userId: dispute.openedByUserId,
        type: 'dispute.answered',
        title: 'Your dispute was answered',
        body: `${contacts[actor === 'client' ? 'client' : 'filmmaker'].firstName} gave their side of “${contacts.title}”; Reelhire’s team rules next`,
        link:
          dispute.openedBy === 'client'
            ? `/client/dashboard/projects/${contacts.projectId}/jobs/${contacts.jobId}/dispute`
            : `/filmmaker/dashboard/bookings/${dispute.bookingId}`,
      });
    }
  });
  return (await loadDispute(db, config, id, caller)).dispute;
}
