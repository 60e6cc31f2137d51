import type { Invitation, InvitationInput } from '@reelhire/shared/invitations';
import { invitationInputSchema } from '@reelhire/shared/invitations';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { jobInvitations, jobs } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { HttpError, notFound, transitionRefused } from '../../http/errors.ts';
import { readInvitations } from './read-invitations.ts';

export interface InviteFilmmakerOptions {
  db: Db;
  /** The caller's client record: only its own jobs can carry an invitation. */
  clientId: string;
  input: InvitationInput;
}

/**
 * Invites a set-up filmmaker to apply for one of the client's published jobs, and tells them by email.
 * Inviting the same filmmaker to the same job again changes nothing and sends nothing: the answer is
 * the first invitation, so a double click or a retried request is harmless.
 */
export async function inviteFilmmaker({ db, clientId, input }: InviteFilmmakerOptions): Promise<Invitation> {
  const { job_id: jobId, filmmaker_id: filmmakerId, message } = invitationInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ job: jobs, company: clients.companyName, clientUserId: clients.userId })
      .from(jobs)
      .innerJoin(clients, eq(clients.id, jobs.clientId))
      .where(and(eq(jobs.id, jobId), eq(jobs.clientId, clientId)));
    if (!job) throw notFound('No such job among yours');
    if (job.job.status !== 'published') {
      throw transitionRefused('Publish the job before inviting filmmakers to apply', job.job.status);
    }
    const [filmmaker] = await tx
      .select({ filmmaker: filmmakers, email: users.email })
      .from(filmmakers)
      .innerJoin(users, eq(users.id, filmmakers.userId))
      .where(and(eq(filmmakers.id, filmmakerId), eq(filmmakers.setup, true)));
    if (!filmmaker) throw notFound('No such filmmaker');
    if (filmmaker.filmmaker.userId === job.clientUserId) {
      throw new HttpError(400, 'You cannot invite yourself to your own job');
    }

    const [created] = await tx
      .insert(jobInvitations)
      .values({ jobId, filmmakerId, message })
      .onConflictDoNothing()
      .returning({ id: jobInvitations.id });
    if (created) {
      await enqueueEmail({
        db: tx,
        emailType: 'job_match',
        recipientEmail: filmmaker.email,
        templateData: {
          firstName: filmmaker.filmmaker.firstName || undefined,
          jobId,
          jobTitle: job.job.title,
          clientName: job.company || undefined,
          invitedBy: job.company || 'A client',
          invitationNote: message ?? undefined,
          budget: { amount: job.job.rateMaxMinor, currency: job.job.currency },
          startDate: job.job.firstDate ?? undefined,
        },
        idempotencyKey: `job_invitation:${created.id}`,
      });
    }
    const [invitation] = await readInvitations(
      tx,
      and(eq(jobInvitations.jobId, jobId), eq(jobInvitations.filmmakerId, filmmakerId))!,
      1,
    );
    return invitation!;
  });
}
