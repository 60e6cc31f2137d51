import {
  applicationFitScore,
  APPLICATIONS_PER_DAY_MAX,
  type Application,
  type applicationInputSchema,
} from '@reelhire/shared/applications';
import type { RateType } from '@reelhire/shared/jobs';
import { and, count, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { applications, jobs } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { HttpError, notFound, transitionRefused } from '../../http/errors.ts';
import { signUpNames } from '../profiles/profile-access.ts';
import { fullName, loadApplication } from './application-record.ts';
import { ownPortfolioImages } from './own-portfolio-images.ts';
import { notifyTurn } from '../../notifications/notify-turn.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Whether a repeated submit carries the terms already on file: a retry, not a second application. */
function sameTerms(
  existing: typeof applications.$inferSelect,
  fields: Omit<SubmitApplicationOptions['input'], 'job_id'>,
): boolean {
  const images = (ids: readonly string[]) => JSON.stringify([...new Set(ids)].sort());
  return (
    existing.coverMessage === fields.cover_message &&
    existing.proposedRateMinor === fields.proposed_rate_minor &&
    existing.availability === fields.availability &&
    (existing.availabilityNote ?? null) === (fields.availability_note ?? null) &&
    images(existing.portfolioImageIds ?? []) === images(fields.portfolio_image_ids)
  );
}

export interface SubmitApplicationOptions {
  db: Db;
  config: Config;
  filmmakerId: string;
  input: z.output<typeof applicationInputSchema> & { job_id: string };
  now?: Date;
}

/**
 * A filmmaker applies to a published job (issue 12). One application per job per filmmaker: an identical
 * retry answers with the first (`created: false`); a second application with other terms is refused with
 * 409 `application_exists` and the first one's id, never silently dropped (decision 0057). The filmmaker's
 * row is locked for the check-and-insert so two submits at once cannot both pass the daily limit or both
 * insert.
 */
export async function submitApplication({
  db,
  config,
  filmmakerId,
  input,
  now = new Date(),
}: SubmitApplicationOptions): Promise<{ created: boolean; application: Application }> {
  const { job_id: jobId, ...fields } = input;
  const outcome = await db.transaction(async (tx) => {
    const [filmmaker] = await tx
      .select({ profile: filmmakers, email: users.email })
      .from(filmmakers)
      .innerJoin(users, eq(users.id, filmmakers.userId))
      .where(eq(filmmakers.id, filmmakerId))
      .for('update', { of: filmmakers });
    if (!filmmaker) throw notFound('No such filmmaker');
    // docs/product.md §6: unverified filmmakers may browse jobs but not apply.
    if (!filmmaker.profile.verified) throw new HttpError(403, 'Verify your identity to apply for jobs');
    if (!filmmaker.profile.setup) throw new HttpError(403, 'Finish your profile before you apply for jobs');

    const [existing] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.filmmakerId, filmmakerId)));
    if (existing) {
      if (sameTerms(existing, fields)) return { created: false, id: existing.id };
      throw new HttpError(409, 'You have already applied to this job', undefined, {
        code: 'application_exists',
        application_id: existing.id,
        status: existing.status,
      });
    }

    const [job] = await tx
      .select({ job: jobs, clientEmail: users.email, clientUser: users, clientName: clients.companyName })
      .from(jobs)
      .leftJoin(clients, eq(clients.id, jobs.clientId))
      .leftJoin(users, eq(users.id, clients.userId))
      .where(eq(jobs.id, jobId));
    // A draft was never shown to filmmakers: its id is not confirmed (DESIGN section 5).
    if (!job || job.job.status === 'draft') throw notFound('No such job');
    if (job.job.status !== 'published') {
      throw transitionRefused(
        `This job is ${job.job.status}, so it takes no more applications`,
        job.job.status,
      );
    }
    if (
      job.job.applicationDeadline !== null &&
      now.toISOString().slice(0, 10) > job.job.applicationDeadline
    ) {
      throw transitionRefused('Applications for this job closed at its deadline', job.job.status);
    }

    const [sent] = await tx
      .select({ n: count() })
      .from(applications)
      .where(
        and(
          eq(applications.filmmakerId, filmmakerId),
          gt(applications.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((sent?.n ?? 0) >= APPLICATIONS_PER_DAY_MAX) {
      throw new HttpError(
        429,
        `You have sent ${APPLICATIONS_PER_DAY_MAX} applications in the last 24 hours. Please try again tomorrow.`,
      );
    }

    const portfolioImageIds = await ownPortfolioImages({
      tx,
      filmmakerId,
      ids: fields.portfolio_image_ids,
    });

    const fitScore = applicationFitScore({
      job: {
        craft: job.job.craft,
        remote: job.job.remote,
        city: job.job.city,
        country: job.job.country,
        rate_min_minor: job.job.rateMinMinor,
        rate_max_minor: job.job.rateMaxMinor,
      },
      filmmaker: filmmaker.profile,
      proposedRateMinor: fields.proposed_rate_minor,
      availability: fields.availability,
    });
    const [inserted] = await tx
      .insert(applications)
      .values({
        jobId,
        filmmakerId,
        coverMessage: fields.cover_message,
        proposedRateMinor: fields.proposed_rate_minor,
        rateType: job.job.rateType as RateType,
        currency: job.job.currency,
        availability: fields.availability,
        availabilityNote: fields.availability_note ?? null,
        portfolioImageIds,
        fitScore,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: applications.id });
    // An application has no timeline entry when it arrives, so its turn is told here (decision 0062).
    await notifyTurn(tx, {
      machine: 'application',
      recordId: inserted!.id,
      state: 'submitted',
      actor: 'filmmaker',
    });

    const applicantName = fullName(filmmaker.profile) || filmmaker.profile.username || 'A filmmaker';
    await enqueueEmail({
      db: tx,
      emailType: 'application_submitted',
      recipientEmail: filmmaker.email,
      templateData: {
        firstName: filmmaker.profile.firstName || undefined,
        applicationId: inserted!.id,
        jobTitle: job.job.title,
        clientName: job.clientName || undefined,
      },
    });
    if (job.clientEmail && job.clientUser) {
      await enqueueEmail({
        db: tx,
        emailType: 'application_received',
        recipientEmail: job.clientEmail,
        templateData: {
          firstName: signUpNames(job.clientUser).firstName || undefined,
          applicantName: applicantName.slice(0, 100),
          jobTitle: job.job.title,
          projectId: job.job.projectId,
          jobId,
          talentId: filmmakerId,
        },
      });
    }
    return { created: true, id: inserted!.id };
  });
  const application = await loadApplication(outcome.id, { db, config });
  return { created: outcome.created, application: application! };
}
