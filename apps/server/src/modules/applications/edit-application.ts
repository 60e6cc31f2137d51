import {
  applicationFitScore,
  canEditApplication,
  type Application,
  type applicationEditSchema,
} from '@reelhire/shared/applications';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { applications, jobs } from '../../db/schema/hiring.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { notFound, transitionRefused } from '../../http/errors.ts';
import { loadApplication } from './application-record.ts';
import { ownPortfolioImages } from './own-portfolio-images.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';

export interface EditApplicationOptions {
  db: Db;
  config: Config;
  /** The caller's filmmaker profile: only the application's own filmmaker may edit it. */
  filmmakerId: string;
  /** The signed-in user, for the event's actor. */
  userId: string;
  id: string;
  input: z.output<typeof applicationEditSchema>;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/**
 * The filmmaker changes what they sent while the client has not decided on it (decision 0057): in
 * `submitted` or `viewed`, for an application they applied with. The row is locked, the fit score follows
 * the new terms, and an `edit` event (from and to the same state) goes to hiring_events so both parties'
 * timelines show it, all in one transaction. Someone else's application reads as not found; a state that
 * no longer allows editing is the usual 409 with the state. Nothing changed records nothing.
 */
export async function editApplication({
  db,
  config,
  filmmakerId,
  userId,
  id,
  input,
}: EditApplicationOptions): Promise<Application> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ application: applications, job: jobs, filmmaker: filmmakers })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(filmmakers, eq(filmmakers.id, applications.filmmakerId))
      .where(and(eq(applications.id, id), eq(applications.filmmakerId, filmmakerId)))
      .for('update', { of: applications });
    if (!row) throw notFound('No such application');
    const { application: current, job, filmmaker } = row;
    if (!canEditApplication({ status: current.status, origin: current.origin })) {
      throw transitionRefused(
        current.origin === 'application'
          ? 'The client has already acted on this application, so it can no longer be edited'
          : 'Only an application you sent can be edited',
        current.status,
      );
    }

    const portfolioImageIds =
      input.portfolio_image_ids === undefined
        ? current.portfolioImageIds
        : await ownPortfolioImages({ tx, filmmakerId, ids: input.portfolio_image_ids });
    const next = {
      coverMessage: input.cover_message ?? current.coverMessage,
      proposedRateMinor: input.proposed_rate_minor ?? current.proposedRateMinor,
      availability: input.availability ?? current.availability,
      availabilityNote:
        input.availability_note === undefined ? current.availabilityNote : input.availability_note || null,
      portfolioImageIds,
    };
    const changed = [
      next.coverMessage !== current.coverMessage ? 'message' : null,
      next.proposedRateMinor !== current.proposedRateMinor ? 'rate' : null,
      next.availability !== current.availability || next.availabilityNote !== current.availabilityNote
        ? 'availability'
        : null,
      !sameIds(next.portfolioImageIds, current.portfolioImageIds) ? 'portfolio items' : null,
    ].filter((part): part is string => part !== null);
    // The same terms again (a retried save) change nothing and add nothing to the timeline.
    if (changed.length === 0) return;

    const fitScore = applicationFitScore({
      job: {
        craft: job.craft,
        remote: job.remote,
        city: job.city,
        country: job.country,
        rate_min_minor: job.rateMinMinor,
        rate_max_minor: job.rateMaxMinor,
      },
      filmmaker,
      proposedRateMinor: next.proposedRateMinor,
      availability: next.availability as Application['availability'],
    });
    await tx
      .update(applications)
      .set({ ...next, fitScore, updatedAt: sql`now()` })
      .where(eq(applications.id, id));
    await recordHiringEvent(tx, {
      recordType: 'application',
      recordId: id,
      transition: 'edit',
      actor: 'filmmaker',
      actorUserId: userId,
      fromStatus: current.status,
      toStatus: current.status,
      note: `Changed: ${changed.join(', ')}`,
    });
  });
  return (await loadApplication(id, { db, config }))!;
}
