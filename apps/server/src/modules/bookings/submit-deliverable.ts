import type { Booking, SubmitDeliverableInput } from '@reelhire/shared/booking-records';
import { submitDeliverableInputSchema } from '@reelhire/shared/booking-records';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliverables } from '../../db/schema/bookings.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { bookingContacts } from './booking-parties.ts';
import { loadBooking } from './booking-record.ts';
import { moveMilestone } from './move-milestone.ts';

/**
 * The filmmaker submits a round of work against a milestone: a note and links (Frame.io, Vimeo, Drive).
 * The milestone moves to submitted, the round is kept beside the earlier ones, the booking follows
 * (delivered once nothing waits for the filmmaker) and the client is emailed, all in one transaction.
 */
export async function submitDeliverable({
  db,
  caller,
  id,
  input,
}: {
  db: Db;
  caller: HiringCaller;
  id: string;
  input: SubmitDeliverableInput;
}): Promise<Booking> {
  const { note, links } = submitDeliverableInputSchema.parse(input);
  const bookingId = await db.transaction(async (tx) => {
    const { milestone, booking } = await moveMilestone({
      tx,
      caller,
      id,
      transition: 'submit',
      set: { submittedAt: sql`now()` },
    });
    const [{ rounds } = { rounds: 0 }] = await tx
      .select({ rounds: sql<number>`count(*)::int` })
      .from(deliverables)
      .where(eq(deliverables.milestoneId, id));
    const [deliverable] = await tx
      .insert(deliverables)
      .values({
        milestoneId: id,
        bookingId: booking.id,
        round: rounds + 1,
        note,
        links,
        submittedBy: caller.userId,
      })
      .returning({ id: deliverables.id });

    const contacts = await bookingContacts(tx, booking.id);
    await enqueueEmail({
      db: tx,
      emailType: 'deliverable_submitted',
      recipientEmail: contacts.client.email,
      idempotencyKey: `deliverable_submitted:${deliverable!.id}`,
      templateData: {
        firstName: contacts.client.firstName,
        filmmakerName: contacts.filmmaker.name,
        jobTitle: contacts.title.slice(0, 200),
        deliverableTitle: milestone.title.slice(0, 200),
        projectId: contacts.projectId,
        jobId: contacts.jobId,
      },
    });
    return booking.id;
  });
  return (await loadBooking(db, bookingId))!;
}
