import { UNDER_WAY_BOOKING_STATUSES } from '@reelhire/shared/bookings';
import { FROZEN_DISPUTE_STATUSES, type DisputeStatus } from '@reelhire/shared/disputes';
import { FUNDING_DUE_DAYS } from '@reelhire/shared/money-policy';
import { statesAwaiting, type StateMachine } from '@reelhire/shared/state-machine';
import {
  MACHINES,
  MACHINE_KEYS,
  TO_DOS_PER_MACHINE,
  type MachineKey,
  type ToDo,
  type ToDoParty,
  type ToDos,
} from '@reelhire/shared/to-dos';
import { and, asc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookingMilestones, bookings, revisionRequests } from '../../db/schema/bookings.ts';
import { disputeMilestones, disputes } from '../../db/schema/disputes.ts';
import { applications, contracts, jobs, offers } from '../../db/schema/hiring.ts';
import { holds } from '../../db/schema/holds.ts';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { reviews } from '../../db/schema/reviews.ts';

// The dashboard homes' to-do (decision 0053): for each machine, the caller's records in the states whose
// turn (packages/shared's `turns`) is the caller's side. The states come from the tables, never from a list
// here, so a new state with a turn shows up on its party's home by itself.

interface Lookup {
  db: Db;
  party: ToDoParty;
  entityId: string;
  /** The states in which it is the caller's turn (never empty). */
  states: string[];
}
type Row = Omit<ToDo, 'machine' | 'action'> & { total: number };
type Source = (lookup: Lookup) => Promise<Row[]>;

const total = sql<number>`(count(*) over ())::int`;
const filmmakerName = sql<string>`trim(${filmmakers.firstName} || ' ' || ${filmmakers.lastName})`;
/** The other party's name as the caller knows it. */
const counterpart = (party: ToDoParty) =>
  party === 'client' ? filmmakerName : sql<string>`${clients.companyName}`;
const counterpartUsername = (party: ToDoParty) =>
  party === 'client' ? sql<string | null>`${filmmakers.username}` : sql<string | null>`null`;
/** A timestamp as ISO 8601 in UTC, the same text from PGlite and PostgreSQL. */
const isoAt = (value: SQL | SQL.Aliased | unknown) =>
  sql<string | null>`to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A date column as YYYY-MM-DD. */
const day = (value: unknown) => sql<string | null>`to_char(${value}, 'YYYY-MM-DD')`;
const underWay = inArray(bookings.status, [...UNDER_WAY_BOOKING_STATUSES]);
const ofBooking = (party: ToDoParty, entityId: string) =>
  eq(party === 'client' ? bookings.clientId : bookings.filmmakerId, entityId);
const none = sql<string | null>`null`;

type Linkable =
  'note' | 'due_at' | 'project_id' | 'job_id' | 'application_id' | 'booking_id' | 'milestone_id';
/**
 * A column or expression that reads as text (ids, states, titles, ISO dates): a timestamp or a number passed
 * here does not compile, so the cast below cannot hide one.
 */
type Text = AnyPgColumn<{ data: string }> | SQL<string> | SQL<string | null>;
/** A selection that reads as one Row: what drizzle infers for each field is the row's own type. */
type RowSelection = { [Field in keyof Row]: SQL<Row[Field]> };

/**
 * One to-do row's columns: the record, its state and title, the other party as the caller knows them, and
 * whatever the record links to (null where it has none), with every machine's total for the badge.
 */
function toDoColumns(
  party: ToDoParty,
  columns: Record<'record_id' | 'status' | 'title', Text> & Partial<Record<Linkable, Text>>,
): RowSelection {
  const selection = {
    record_id: columns.record_id,
    status: columns.status,
    title: columns.title,
    counterpart_name: counterpart(party),
    counterpart_username: counterpartUsername(party),
    note: columns.note ?? none,
    due_at: columns.due_at ?? none,
    project_id: columns.project_id ?? none,
    job_id: columns.job_id ?? none,
    application_id: columns.application_id ?? none,
    booking_id: columns.booking_id ?? none,
    milestone_id: columns.milestone_id ?? none,
    total,
  };
  // Columns and SQL select alike at run time; the type says what each field reads as (the table test,
  // get-to-dos.test.ts, checks the rows themselves).
  return selection as unknown as RowSelection;
}

/** What a record of a booking links to: its booking and, when it came through a job, the job's pages. */
const bookingLinks = {
  project_id: jobs.projectId,
  job_id: jobs.id,
  application_id: contracts.applicationId,
  booking_id: bookings.id,
};

/**
 * The parties of a query that has joined `bookings`, and the contract and job behind the booking (outer:
 * a booking request from a portfolio has neither yet).
 */
function withBookingParties<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(filmmakers, eq(filmmakers.id, bookings.filmmakerId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(contracts, eq(contracts.id, bookings.contractId))
    .leftJoin(jobs, eq(jobs.id, contracts.jobId));
}

/**
 * Where each machine's records live. Null for a machine that gives neither side a turn: the table test
 * (get-to-dos.test.ts) fails if one of them starts to, so it cannot be left off the homes.
 */
export const TO_DO_SOURCES: Record<MachineKey, Source | null> = {
  project: null,
  job: null,
  contract: null,
  payment: null,
  payout: null,
  pitch: null,
  paperwork: null,
  feedback: null,
  social_post: null,

  application: async ({ db, party, entityId, states }) =>
    db
      .select(
        toDoColumns(party, {
          record_id: applications.id,
          status: applications.status,
          title: jobs.title,
          project_id: jobs.projectId,
          job_id: jobs.id,
          application_id: applications.id,
        }),
      )
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(filmmakers, eq(filmmakers.id, applications.filmmakerId))
      .innerJoin(clients, eq(clients.id, jobs.clientId))
      .where(
        and(
          eq(party === 'client' ? jobs.clientId : applications.filmmakerId, entityId),
          inArray(applications.status, states),
        ),
      )
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .limit(TO_DOS_PER_MACHINE),

  offer: async ({ db, party, entityId, states }) =>
    db
      .select(
        toDoColumns(party, {
          record_id: offers.id,
          status: offers.status,
          title: jobs.title,
          due_at: isoAt(offers.expiresAt),
          project_id: jobs.projectId,
          job_id: jobs.id,
          application_id: offers.applicationId,
        }),
      )
      .from(offers)
      .innerJoin(jobs, eq(jobs.id, offers.jobId))
      .innerJoin(filmmakers, eq(filmmakers.id, offers.filmmakerId))
      .innerJoin(clients, eq(clients.id, offers.clientId))
      .where(
        and(
          eq(party === 'client' ? offers.clientId : offers.filmmakerId, entityId),
          inArray(offers.status, states),
        ),
      )
      .orderBy(asc(offers.expiresAt), asc(offers.id))
      .limit(TO_DOS_PER_MACHINE),

  // Booking requests: a request from a portfolio has no contract (nor job) yet, hence the outer joins.
  booking: async ({ db, party, entityId, states }) =>
    withBookingParties(
      db
        .select(
          toDoColumns(party, {
            record_id: bookings.id,
            status: bookings.status,
            title: bookings.title,
            due_at: day(bookings.firstDay),
            ...bookingLinks,
          }),
        )
        .from(bookings)
        .$dynamic(),
    )
      .where(and(ofBooking(party, entityId), inArray(bookings.status, states)))
      .orderBy(asc(bookings.firstDay), asc(bookings.id))
      .limit(TO_DOS_PER_MACHINE),

  // A milestone's turn counts while its booking is under way: a cancelled booking's milestones wait on nobody.
  milestone: async ({ db, party, entityId, states }) =>
    withBookingParties(
      db
        .select(
          toDoColumns(party, {
            record_id: bookingMilestones.id,
            status: bookingMilestones.status,
            title: bookingMilestones.title,
            due_at: day(bookingMilestones.dueDate),
            ...bookingLinks,
            milestone_id: bookingMilestones.id,
          }),
        )
        .from(bookingMilestones)
        .innerJoin(bookings, eq(bookings.id, bookingMilestones.bookingId))
        .$dynamic(),
    )
      .where(
        and(
          ofBooking(party, entityId),
          underWay,
          inArray(bookingMilestones.status, states),
          // A disputed milestone waits on its dispute (decision 0061), whose own to-do says so.
          notExists(
            sql`(select 1 from ${disputeMilestones} join ${disputes} on ${disputes.id} = ${disputeMilestones.disputeId}
                  where ${disputeMilestones.milestoneId} = ${bookingMilestones.id}
                    and ${inArray(disputes.status, [...FROZEN_DISPUTE_STATUSES])})`,
          ),
        ),
      )
      .orderBy(asc(bookingMilestones.dueDate), asc(bookingMilestones.position), asc(bookingMilestones.id))
      .limit(TO_DOS_PER_MACHINE),

  // The respondent's answer (decision 0061); the admins' ruling is on the admin pages.
  dispute: async ({ db, party, entityId, states }) =>
    withBookingParties(
      db
        .select(
          toDoColumns(party, {
            record_id: disputes.id,
            status: disputes.status,
            title: bookings.title,
            due_at: isoAt(disputes.respondBy),
            ...bookingLinks,
          }),
        )
        .from(disputes)
        .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
        .$dynamic(),
    )
      .where(
        and(
          eq(party === 'client' ? disputes.clientId : disputes.filmmakerId, entityId),
          inArray(disputes.status, states as DisputeStatus[]),
        ),
      )
      .orderBy(asc(disputes.respondBy), asc(disputes.id))
      .limit(TO_DOS_PER_MACHINE),

  // The funding state is the ledger's (decision 0041), read as milestoneFunding does; an approved milestone
  // has had its money settled already (decision 0046's reminders skip it too).
  milestone_funding: async ({ db, party, entityId, states }) => {
    const funding = sql<string>`(case when ${ledgerAccounts.id} is null then 'unfunded'
      when ${ledgerAccounts.balanceMinor} > 0 then 'funded' else 'released' end)`;
    // Due FUNDING_DUE_DAYS after the contract was signed, or on the first day if sooner (decision 0046).
    const dueAt = sql<string | null>`least(${contracts.signedAt} + ${FUNDING_DUE_DAYS} * interval '1 day',
      ${bookings.firstDay}::timestamp at time zone 'UTC')`;
    return withBookingParties(
      db
        .select(
          toDoColumns(party, {
            record_id: bookingMilestones.id,
            status: funding,
            title: bookingMilestones.title,
            due_at: isoAt(dueAt),
            ...bookingLinks,
            milestone_id: bookingMilestones.id,
          }),
        )
        .from(bookingMilestones)
        .innerJoin(bookings, eq(bookings.id, bookingMilestones.bookingId))
        .$dynamic(),
    )
      .leftJoin(
        ledgerAccounts,
        and(
          eq(ledgerAccounts.kind, 'escrow'),
          eq(ledgerAccounts.ownerId, sql`${bookingMilestones.id}::text`),
          eq(ledgerAccounts.currency, bookings.currency),
        ),
      )
      .where(
        and(
          ofBooking(party, entityId),
          underWay,
          sql`${bookingMilestones.status} <> 'approved'`,
          inArray(funding, states),
        ),
      )
      .orderBy(asc(bookingMilestones.dueDate), asc(bookingMilestones.position), asc(bookingMilestones.id))
      .limit(TO_DOS_PER_MACHINE);
  },

  revision_request: async ({ db, party, entityId, states }) =>
    withBookingParties(
      db
        .select(
          toDoColumns(party, {
            record_id: revisionRequests.id,
            status: sql<string>`${revisionRequests.status}`,
            title: bookingMilestones.title,
            due_at: day(bookingMilestones.dueDate),
            ...bookingLinks,
            milestone_id: bookingMilestones.id,
          }),
        )
        .from(revisionRequests)
        .innerJoin(bookingMilestones, eq(bookingMilestones.id, revisionRequests.milestoneId))
        .innerJoin(bookings, eq(bookings.id, revisionRequests.bookingId))
        .$dynamic(),
    )
      .where(and(ofBooking(party, entityId), underWay, inArray(revisionRequests.status, states as never[])))
      .orderBy(asc(revisionRequests.createdAt), asc(revisionRequests.id))
      .limit(TO_DOS_PER_MACHINE),

  hold: async ({ db, party, entityId, states }) =>
    db
      .select(
        toDoColumns(party, {
          record_id: holds.id,
          status: holds.status,
          title: holds.title,
          // A promoted hold's clock started without the client (decisions 0035, 0040): the home says so too.
          note: sql<
            string | null
          >`case when ${holds.promotedAt} is not null then 'Your hold moved up to first' end`,
          due_at: isoAt(holds.confirmBy),
          booking_id: holds.bookingId,
        }),
      )
      .from(holds)
      .innerJoin(filmmakers, eq(filmmakers.id, holds.filmmakerId))
      .innerJoin(clients, eq(clients.id, holds.clientId))
      .where(
        and(
          eq(party === 'client' ? holds.clientId : holds.filmmakerId, entityId),
          inArray(holds.status, states),
        ),
      )
      .orderBy(asc(holds.confirmBy), asc(holds.firstDay), asc(holds.id))
      .limit(TO_DOS_PER_MACHINE),

  // Each side's own review record (decision 0060), due when its window closes; a window closed but not
  // yet swept is over, so it is no longer a to-do. Its parties are the review's, which are the booking's.
  review: async ({ db, party, entityId, states }) =>
    withBookingParties(
      db
        .select(
          toDoColumns(party, {
            record_id: reviews.id,
            status: sql<string>`${reviews.status}`,
            title: bookings.title,
            due_at: isoAt(reviews.windowClosesAt),
            ...bookingLinks,
          }),
        )
        .from(reviews)
        .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
        .$dynamic(),
    )
      .where(
        and(
          eq(party === 'client' ? reviews.clientId : reviews.filmmakerId, entityId),
          inArray(reviews.status, states as never[]),
          sql`${reviews.windowClosesAt} > now()`,
        ),
      )
      .orderBy(asc(reviews.windowClosesAt), asc(reviews.id))
      .limit(TO_DOS_PER_MACHINE),
};

/**
 * Everything waiting for the caller's `party` side, soonest due first (undated ones last), with the turn's
 * action; `count` and `counts` are the same queries' totals, so the badge and the list never disagree.
 */
export async function getToDos({
  db,
  party,
  entityId,
}: {
  db: Db;
  party: ToDoParty;
  entityId: string;
}): Promise<ToDos> {
  const found = await Promise.all(
    MACHINE_KEYS.map(async (key) => {
      const machine = MACHINES[key] as StateMachine<string, string>;
      const states = statesAwaiting(machine, party);
      const source = TO_DO_SOURCES[key];
      if (states.length === 0 || !source) return { key, rows: [] as Row[] };
      return { key, rows: await source({ db, party, entityId, states }) };
    }),
  );
  const counts: ToDos['counts'] = {};
  const items: ToDo[] = [];
  for (const { key, rows } of found) {
    if (rows.length === 0) continue;
    counts[key] = Number(rows[0]!.total);
    const machine = MACHINES[key] as StateMachine<string, string>;
    for (const { total: _total, ...row } of rows) {
      items.push({
        ...row,
        machine: key,
        action: machine.turns[row.status]!.action,
        counterpart_name: row.counterpart_name || (party === 'filmmaker' ? 'Your client' : 'Your filmmaker'),
      });
    }
  }
  items.sort((a, b) => (a.due_at ?? '\uffff').localeCompare(b.due_at ?? '\uffff'));
  return {
    as: party,
    count: Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0),
    counts,
    items,
  };
}
