import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { revisionRequests } from '../../db/schema/bookings.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { bookingContacts } from '../booking-parties/booking-parties.ts';

/**
 * What follows a client's approval of a milestone, in the approval's transaction, whether they approved a
 * funded milestone (approveMilestone) or paid for an unfunded one (fund and approve, decision 0051): any
 * extra revision still waiting is withdrawn and the filmmaker is emailed, once per milestone.
 */
export async function finishApproval({
  tx,
  bookingId,
  milestoneId,
  milestoneTitle,
}: {
  tx: Db;
  bookingId: string;
  milestoneId: string;
  milestoneTitle: string;
}): Promise<void> {
  await tx
    .update(revisionRequests)
    .set({ status: 'withdrawn', decidedAt: sql`now()` })
    .where(and(eq(revisionRequests.milestoneId, milestoneId), eq(revisionRequests.status, 'open')));
  const contacts = await bookingContacts(tx, bookingId);
  await enqueueEmail({
    db: tx,
    emailType: 'deliverable_approved',
    recipientEmail: contacts.filmmaker.email,
    idempotencyKey: `deliverable_approved:${milestoneId}`,
    templateData: {
      firstName: contacts.filmmaker.firstName,
      clientName: contacts.client.name,
      jobTitle: contacts.title.slice(0, 200),
      deliverableTitle: milestoneTitle.slice(0, 200),
      bookingId,
    },
  });
}
