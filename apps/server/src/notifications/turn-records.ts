import type { MachineKey, ToDoParty } from '@reelhire/shared/to-dos';
import type { ToDoPlace } from '@reelhire/shared/to-do-link';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookingMilestones, bookings, revisionRequests } from '../db/schema/bookings.ts';
import { applications, contracts, jobs, offers } from '../db/schema/hiring.ts';
import { holds } from '../db/schema/holds.ts';
import { disputes } from '../db/schema/disputes.ts';
import { clients, filmmakers } from '../db/schema/profiles.ts';
import { reviews } from '../db/schema/reviews.ts';

// Who a record's parties are and where it lives, per machine (decision 0062): what a turn's notification
// needs to reach its party and link to the page where they act. The same joins as the dashboard's to-dos
// (modules/dashboard/get-to-dos.ts), for one record by id rather than one party's list.

/** One record, as its notification sees it. */
export interface TurnRecord extends Omit<ToDoPlace, 'machine'> {
  title: string;
  client_user_id: string;
  filmmaker_user_id: string;
  client_name: string;
  filmmaker_name: string;
  /** What the turn alone does not say (a hold that moved up), or null. */
  note: string | null;
}

export type TurnRecordLookup = (db: Db, id: string) => Promise<TurnRecord | undefined>;

const filmmakerName = sql<string>`trim(${filmmakers.firstName} || ' ' || ${filmmakers.lastName})`;
const parties = {
  client_user_id: clients.userId,
  filmmaker_user_id: filmmakers.userId,
  client_name: clients.companyName,
  filmmaker_name: filmmakerName,
  counterpart_username: filmmakers.username,
};
const none = sql<string | null>`null`;

/** A milestone's (or its funding's, or its revision request's) record: the booking's parties and job. */
async function milestoneRecord(db: Db, where: SQL, from: 'milestone' | 'revision_request') {
  const base = db
    .select({
      ...parties,
      title: bookingMilestones.title,
      note: none,
      project_id: jobs.projectId,
      job_id: jobs.id,
      application_id: contracts.applicationId,
      booking_id: bookings.id,
    })
    .from(from === 'milestone' ? bookingMilestones : revisionRequests);
  const joined =
    from === 'milestone'
      ? base
      : base.innerJoin(bookingMilestones, eq(bookingMilestones.id, revisionRequests.milestoneId));
  const [row] = await joined
    .innerJoin(bookings, eq(bookings.id, bookingMilestones.bookingId))
    .innerJoin(filmmakers, eq(filmmakers.id, bookings.filmmakerId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(contracts, eq(contracts.id, bookings.contractId))
    .leftJoin(jobs, eq(jobs.id, contracts.jobId))
    .where(where);
  return row;
}

// A request from a portfolio has no contract (nor job) yet, hence the outer joins.
async function bookingRecord(db: Db, id: string) {
  const [row] = await db
    .select({
      ...parties,
      title: bookings.title,
      note: none,
      project_id: jobs.projectId,
      job_id: jobs.id,
      application_id: contracts.applicationId,
      booking_id: bookings.id,
    })
    .from(bookings)
    .innerJoin(filmmakers, eq(filmmakers.id, bookings.filmmakerId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(contracts, eq(contracts.id, bookings.contractId))
    .leftJoin(jobs, eq(jobs.id, contracts.jobId))
    .where(eq(bookings.id, id));
  return row;
}

/** A record that belongs to one booking (a review, a dispute): its booking's parties, title and job. */
async function bookingChildRecord(db: Db, table: typeof reviews | typeof disputes, id: string) {
  const [child] = await db.select({ bookingId: table.bookingId }).from(table).where(eq(table.id, id));
  return child ? bookingRecord(db, child.bookingId) : undefined;
}

/**
 * Per machine, how to find one record's parties. Null only for a machine that never gives a client or
 * filmmaker the turn: turn-records.test.ts fails if one of them starts to, and the type refuses a machine
 * added to MACHINES without saying, so no machine's turns can go untold.
 */
export const TURN_RECORDS: Record<MachineKey, TurnRecordLookup | null> = {
  project: null,
  job: null,
  contract: null,
  payment: null,
  payout: null,
  pitch: null,
  paperwork: null,
  feedback: null,
  social_post: null,

  application: async (db, id) => {
    const [row] = await db
      .select({
        ...parties,
        title: jobs.title,
        note: none,
        project_id: jobs.projectId,
        job_id: jobs.id,
        application_id: applications.id,
        booking_id: none,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(filmmakers, eq(filmmakers.id, applications.filmmakerId))
      .innerJoin(clients, eq(clients.id, jobs.clientId))
      .where(eq(applications.id, id));
    return row;
  },

  offer: async (db, id) => {
    const [row] = await db
      .select({
        ...parties,
        title: jobs.title,
        note: none,
        project_id: jobs.projectId,
        job_id: jobs.id,
        application_id: offers.applicationId,
        booking_id: none,
      })
      .from(offers)
      .innerJoin(jobs, eq(jobs.id, offers.jobId))
      .innerJoin(filmmakers, eq(filmmakers.id, offers.filmmakerId))
      .innerJoin(clients, eq(clients.id, offers.clientId))
      .where(eq(offers.id, id));
    return row;
  },

  booking: (db, id) => bookingRecord(db, id),

  milestone: (db, id) => milestoneRecord(db, eq(bookingMilestones.id, id), 'milestone'),
  // The funding of a milestone has no row of its own: its record is the milestone's (decision 0053).
  milestone_funding: (db, id) => milestoneRecord(db, eq(bookingMilestones.id, id), 'milestone'),
  revision_request: (db, id) => milestoneRecord(db, eq(revisionRequests.id, id), 'revision_request'),

  // A review's and a dispute's parties are their booking's (decisions 0060, 0061).
  review: (db, id) => bookingChildRecord(db, reviews, id),
  dispute: (db, id) => bookingChildRecord(db, disputes, id),

  hold: async (db, id) => {
    const [row] = await db
      .select({
        ...parties,
        title: holds.title,
        // A promoted hold's clock started without the client (decisions 0035, 0040).
        note: sql<
          string | null
        >`case when ${holds.promotedAt} is not null then 'Your hold moved up to first' end`,
        project_id: none,
        job_id: none,
        application_id: none,
        booking_id: holds.bookingId,
      })
      .from(holds)
      .innerJoin(filmmakers, eq(filmmakers.id, holds.filmmakerId))
      .innerJoin(clients, eq(clients.id, holds.clientId))
      .where(eq(holds.id, id));
    return row;
  },
};

/** The user id of a record's party. */
export function partyUserId(record: TurnRecord, party: ToDoParty): string {
  return party === 'client' ? record.client_user_id : record.filmmaker_user_id;
}

/** The other party's name as `party` knows them. */
export function counterpartName(record: TurnRecord, party: ToDoParty): string {
  return party === 'client' ? record.filmmaker_name || 'Your filmmaker' : record.client_name || 'Your client';
}
