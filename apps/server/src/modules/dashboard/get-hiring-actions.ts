import {
  DEADLINE_SOON_DAYS,
  HIRING_ACTIONS_LIMIT,
  type ClientHiringActions,
  type FilmmakerHiringActions,
  type HoldToDo,
} from '@reelhire/shared/hiring-actions';
import { holdMachine } from '@reelhire/shared/holds';
import { offerMachine } from '@reelhire/shared/offers';
import { statesAwaiting } from '@reelhire/shared/state-machine';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, jobInvitations, jobs, offers } from '../../db/schema/hiring.ts';
import { holds } from '../../db/schema/holds.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);
const filmmakerName = sql<string>`trim(${filmmakers.firstName} || ' ' || ${filmmakers.lastName})`;

/**
 * A client's to-do (issue 12): counters waiting for their answer (oldest expiry first), published jobs
 * with applications nobody has opened yet, application deadlines in the next DEADLINE_SOON_DAYS, and jobs
 * Reelhire unpublished, with the reason.
 */
export async function getClientHiringActions({
  db,
  clientId,
  now = new Date(),
}: {
  db: Db;
  clientId: string;
  now?: Date;
}): Promise<ClientHiringActions> {
  const today = now.toISOString().slice(0, 10);
  const soon = new Date(now.getTime() + DEADLINE_SOON_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [counters, unread, deadlines, unpublished, firstHolds] = await Promise.all([
    db
      .select({
        offer: offers,
        jobTitle: jobs.title,
        projectId: jobs.projectId,
        counterpart: filmmakerName,
      })
      .from(offers)
      .innerJoin(jobs, eq(jobs.id, offers.jobId))
      .innerJoin(filmmakers, eq(filmmakers.id, offers.filmmakerId))
      .where(
        and(eq(offers.clientId, clientId), inArray(offers.status, statesAwaiting(offerMachine, 'client'))),
      )
      .orderBy(asc(offers.expiresAt))
      .limit(HIRING_ACTIONS_LIMIT),
    db
      .select({ jobId: jobs.id, projectId: jobs.projectId, jobTitle: jobs.title, newCount: count() })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(jobs.clientId, clientId), eq(applications.status, 'submitted')))
      .groupBy(jobs.id)
      .orderBy(desc(count()), asc(jobs.id))
      .limit(HIRING_ACTIONS_LIMIT),
    db
      .select({
        jobId: jobs.id,
        projectId: jobs.projectId,
        jobTitle: jobs.title,
        deadline: jobs.applicationDeadline,
        // Spelled out: drizzle drops the table names of columns inside a raw subquery.
        applicationCount: sql<number>`(select count(*) from applications where applications.job_id = jobs.id)::int`,
      })
      .from(jobs)
      .where(
        and(
          eq(jobs.clientId, clientId),
          eq(jobs.status, 'published'),
          isNotNull(jobs.applicationDeadline),
          gte(jobs.applicationDeadline, today),
          lte(jobs.applicationDeadline, soon),
        ),
      )
      .orderBy(asc(jobs.applicationDeadline), asc(jobs.id))
      .limit(HIRING_ACTIONS_LIMIT),
    // A draft that still carries a reason was unpublished by an admin and not yet republished (publishing
    // clears the reason); the client fixes it and publishes again.
    db
      .select({
        jobId: jobs.id,
        projectId: jobs.projectId,
        jobTitle: jobs.title,
        reason: jobs.unpublishedReason,
        updatedAt: jobs.updatedAt,
      })
      .from(jobs)
      .where(and(eq(jobs.clientId, clientId), eq(jobs.status, 'draft'), isNotNull(jobs.unpublishedReason)))
      .orderBy(desc(jobs.updatedAt), asc(jobs.id))
      .limit(HIRING_ACTIONS_LIMIT),
    // First holds (placed first or promoted) the client must confirm or release before they lapse.
    db
      .select({ hold: holds, counterpart: filmmakerName })
      .from(holds)
      .innerJoin(filmmakers, eq(filmmakers.id, holds.filmmakerId))
      .where(and(eq(holds.clientId, clientId), inArray(holds.status, statesAwaiting(holdMachine, 'client'))))
      .orderBy(asc(holds.confirmBy), asc(holds.id))
      .limit(HIRING_ACTIONS_LIMIT),
  ]);
  return {
    as: 'client',
    counters_to_answer: counters.map(({ offer, jobTitle, projectId, counterpart }) => ({
      offer_id: offer.id,
      application_id: offer.applicationId,
      job_id: offer.jobId,
      project_id: projectId,
      job_title: jobTitle,
      counterpart_name: counterpart,
      amount_minor: offer.terms.amount_minor,
      currency: offer.currency,
      expires_at: iso(offer.expiresAt),
    })),
    applicants_to_review: unread.map((row) => ({
      job_id: row.jobId,
      project_id: row.projectId,
      job_title: row.jobTitle,
      new_count: Number(row.newCount),
    })),
    deadlines_soon: deadlines.map((row) => ({
      job_id: row.jobId,
      project_id: row.projectId,
      job_title: row.jobTitle,
      application_deadline: row.deadline!,
      application_count: Number(row.applicationCount),
    })),
    unpublished_by_reelhire: unpublished.map((row) => ({
      job_id: row.jobId,
      project_id: row.projectId,
      job_title: row.jobTitle,
      reason: row.reason!,
      unpublished_at: iso(row.updatedAt),
    })),
    holds_to_confirm: firstHolds.map(holdToDo),
  };
}

function holdToDo({ hold, counterpart }: { hold: typeof holds.$inferSelect; counterpart: string }): HoldToDo {
  return {
    hold_id: hold.id,
    status: hold.status as HoldToDo['status'],
    title: hold.title,
    counterpart_name: counterpart,
    first_day: hold.firstDay,
    last_day: hold.lastDay,
    confirm_by: hold.confirmBy ? iso(hold.confirmBy) : null,
    promoted: hold.promotedAt !== null,
  };
}

/**
 * A filmmaker's to-do (issue 12): offers waiting for their answer, soonest expiry first, and invitations
 * to published jobs they have not applied to yet.
 */
export async function getFilmmakerHiringActions({
  db,
  filmmakerId,
}: {
  db: Db;
  filmmakerId: string;
}): Promise<FilmmakerHiringActions> {
  const [waiting, invited, liveHolds] = await Promise.all([
    db
      .select({
        offer: offers,
        jobTitle: jobs.title,
        projectId: jobs.projectId,
        company: clients.companyName,
      })
      .from(offers)
      .innerJoin(jobs, eq(jobs.id, offers.jobId))
      .innerJoin(clients, eq(clients.id, offers.clientId))
      .where(
        and(
          eq(offers.filmmakerId, filmmakerId),
          inArray(offers.status, statesAwaiting(offerMachine, 'filmmaker')),
        ),
      )
      .orderBy(asc(offers.expiresAt))
      .limit(HIRING_ACTIONS_LIMIT),
    db
      .select({
        jobId: jobs.id,
        jobTitle: jobs.title,
        company: clients.companyName,
        deadline: jobs.applicationDeadline,
        invitedAt: jobInvitations.createdAt,
      })
      .from(jobInvitations)
      .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
      .innerJoin(clients, eq(clients.id, jobs.clientId))
      .where(
        and(
          eq(jobInvitations.filmmakerId, filmmakerId),
          eq(jobs.status, 'published'),
          notExists(
            db
              .select({ one: sql`1` })
              .from(applications)
              .where(and(eq(applications.jobId, jobs.id), eq(applications.filmmakerId, filmmakerId))),
          ),
        ),
      )
      .orderBy(desc(jobInvitations.createdAt))
      .limit(HIRING_ACTIONS_LIMIT),
    // Holds clients placed on the filmmaker's dates, by date (holds_filmmaker_live_idx).
    db
      .select({ hold: holds, counterpart: sql<string>`${clients.companyName}` })
      .from(holds)
      .innerJoin(clients, eq(clients.id, holds.clientId))
      .where(and(eq(holds.filmmakerId, filmmakerId), inArray(holds.status, ['first', 'second'])))
      .orderBy(asc(holds.firstDay), asc(holds.createdAt), asc(holds.id))
      .limit(HIRING_ACTIONS_LIMIT),
  ]);
  return {
    as: 'filmmaker',
    offers_to_answer: waiting.map(({ offer, jobTitle, projectId, company }) => ({
      offer_id: offer.id,
      application_id: offer.applicationId,
      job_id: offer.jobId,
      project_id: projectId,
      job_title: jobTitle,
      counterpart_name: company,
      amount_minor: offer.terms.amount_minor,
      currency: offer.currency,
      expires_at: iso(offer.expiresAt),
    })),
    invitations: invited.map((row) => ({
      job_id: row.jobId,
      job_title: row.jobTitle,
      client_name: row.company,
      application_deadline: row.deadline,
      invited_at: iso(row.invitedAt),
    })),
    holds_on_your_dates: liveHolds.map((row) =>
      holdToDo({ ...row, counterpart: row.counterpart || 'A client' }),
    ),
  };
}
