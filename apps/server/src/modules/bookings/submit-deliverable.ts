import type { Booking, SubmitDeliverableInput } from '@reelhire/shared/booking-records';
import { submitDeliverableInputSchema } from '@reelhire/shared/booking-records';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { deliverables } from '../../db/schema/bookings.ts';
import { files } from '../../db/schema/files.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { badRequest } from '../../http/errors.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { bookingContacts } from '../booking-parties/booking-parties.ts';
import { loadBooking } from './booking-record.ts';
import { moveMilestone } from './move-milestone.ts';

/**
 * The filmmaker submits a round of work against a milestone: a note, links (Frame.io, Vimeo, Drive) and
 * files uploaded beforehand.
 * The milestone moves to submitted, the round is kept beside the earlier ones, the booking follows
 * (delivered once nothing waits for the filmmaker) and the client is emailed, all in one transaction.
 */
export async function submitDeliverable({
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
  input: SubmitDeliverableInput;
}): Promise<Booking> {
  const { note, links, file_ids: fileIds } = submitDeliverableInputSchema.parse(input);
  const bookingId = await db.transaction(async (tx) => {
    const { milestone, booking } = await moveMilestone({
      tx,
      caller,
      id,
      transition: 'submit',
      set: { submittedAt: sql`now()` },
    });
    // Only the filmmaker's own uploads of kind `deliverable`: an id of anyone else's file is refused, so
    // a submission cannot hand the client a link to a file the filmmaker may not read.
    const own = fileIds.length
      ? await tx
          .select({ id: files.id })
          .from(files)
          .where(
            and(inArray(files.id, fileIds), eq(files.ownerId, caller.userId), eq(files.kind, 'deliverable')),
          )
      : [];
    if (new Set(own.map((file) => file.id)).size !== new Set(fileIds).size) {
      throw badRequest('file_ids: attach files you uploaded as deliverables');
    }
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
        fileIds: [...new Set(fileIds)],
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
  return (await loadBooking(db, config, bookingId))!;
}
