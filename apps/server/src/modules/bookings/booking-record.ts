import type {
  Booking,
  BookingMilestone,
  BookingSummary,
  Deliverable,
  RevisionRequest,
  TimelineEntry,
} from '@reelhire/shared/booking-records';
import type { BookingRequestRound } from '@reelhire/shared/booking-requests';
import type { Actor } from '@reelhire/shared/state-machine';
import { frozenMilestoneIds } from '../ledger/frozen-escrow.ts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { milestoneReleases, type MilestoneRelease } from '../earnings/milestone-releases.ts';
import type { Db } from '../../db/client.ts';
import {
  bookingMilestones,
  bookingRequestRounds,
  bookings,
  deliverables,
  revisionRequests,
} from '../../db/schema/bookings.ts';
import { files } from '../../db/schema/files.ts';
import { contracts, hiringEvents, jobs } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { signFileUrl } from '../files/sign-file-url.ts';
import { milestoneFunding } from '../ledger/milestone-funding.ts';
import { escrowPaidIn } from './escrow-history.ts';

// One booking on the wire: both parties (and admins) read the same record, its milestones with every
// round delivered and every revision asked for, and the timeline of who changed what (decision 0032).

export const bookingColumns = {
  booking: bookings,
  contractNumber: contracts.number,
  jobId: contracts.jobId,
  projectId: jobs.projectId,
  clientName: clients.companyName,
  filmmaker: {
    firstName: filmmakers.firstName,
    lastName: filmmakers.lastName,
    username: filmmakers.username,
  },
  // Keyset cursors keep the database's microseconds, which a JS Date would round away.
  createdKey: sql<string>`${bookings.createdAt}::text`,
};

/** The select every booking read starts from; callers add their where, order and limit. */
export function selectBookings(db: Db) {
  return (
    db
      .select(bookingColumns)
      .from(bookings)
      // A request has no contract (nor job) until it is accepted (decision 0034).
      .leftJoin(contracts, eq(contracts.id, bookings.contractId))
      .leftJoin(jobs, eq(jobs.id, contracts.jobId))
      .innerJoin(clients, eq(clients.id, bookings.clientId))
      .innerJoin(filmmakers, eq(filmmakers.id, bookings.filmmakerId))
  );
}
export type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

const filmmakerName = (row: BookingRow) =>
  `${row.filmmaker.firstName} ${row.filmmaker.lastName}`.trim() || row.filmmaker.username || 'The filmmaker';

export function serializeBookingSummary(row: BookingRow): BookingSummary {
  const { booking: b } = row;
  return {
    id: b.id,
    contract_id: b.contractId,
    contract_number: row.contractNumber,
    job_id: row.jobId,
    project_id: row.projectId,
    client_id: b.clientId,
    filmmaker_id: b.filmmakerId,
    status: b.status as BookingSummary['status'],
    title: b.title,
    brief: b.brief,
    location: b.location,
    hold_id: b.holdId,
    decline_reason: b.declineReason,
    client: { name: row.clientName || null },
    filmmaker: { name: filmmakerName(row), username: row.filmmaker.username },
    days: b.days,
    first_day: b.firstDay,
    last_day: b.lastDay,
    currency: b.currency,
    amount_minor: b.amountMinor,
    revisions_included: b.revisionsIncluded,
    revisions_used: b.revisionsUsed,
    kill_fee_percent: b.killFeePercent,
    kill_fee_minor: b.killFeeMinor,
    cancelled_by: b.cancelledBy,
    cancel_reason: b.cancelReason,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  };
}

/**
 * One booking with its milestones, deliveries, revision requests and timeline, or undefined. Delivered
 * files are private; the caller has checked the viewer is a party (or an admin), and the signed links
 * are what lets their browser open them.
 */
export async function loadBooking(db: Db, config: Config, id: string): Promise<Booking | undefined> {
  const [row] = await selectBookings(db).where(eq(bookings.id, id));
  if (!row) return undefined;
  const [milestoneRows, deliverableRows, revisionRows, roundRows] = await Promise.all([
    db
      .select()
      .from(bookingMilestones)
      .where(eq(bookingMilestones.bookingId, id))
      .orderBy(asc(bookingMilestones.position)),
    db
      .select()
      .from(deliverables)
      .where(eq(deliverables.bookingId, id))
      .orderBy(asc(deliverables.round), asc(deliverables.createdAt)),
    db
      .select()
      .from(revisionRequests)
      .where(eq(revisionRequests.bookingId, id))
      .orderBy(asc(revisionRequests.createdAt)),
    db
      .select()
      .from(bookingRequestRounds)
      .where(eq(bookingRequestRounds.bookingId, id))
      .orderBy(asc(bookingRequestRounds.round)),
  ]);
  const fileLinks = await signDeliveredFiles(
    db,
    config,
    deliverableRows.flatMap((d) => d.fileIds),
  );
  const milestoneIds = milestoneRows.map((milestone) => milestone.id);
  const [releases, fundings, paidIn, frozen] = await Promise.all([
    milestoneReleases(db, milestoneIds),
    milestoneFunding(db, row.booking),
    escrowPaidIn(db, { milestoneIds, currency: row.booking.currency }),
    frozenMilestoneIds(db, milestoneIds),
  ]);
  const fundingOf = new Map(fundings.map((funding) => [funding.id, funding]));
  const eventRows = await db
    .select()
    .from(hiringEvents)
    .where(
      or(
        and(eq(hiringEvents.recordType, 'booking'), eq(hiringEvents.recordId, id)),
        milestoneIds.length > 0
          ? and(eq(hiringEvents.recordType, 'milestone'), inArray(hiringEvents.recordId, milestoneIds))
          : sql`false`,
      ),
    )
    .orderBy(asc(hiringEvents.createdAt), asc(hiringEvents.id));

  const names: Record<Actor, string> = {
    client: row.clientName || 'The client',
    filmmaker: filmmakerName(row),
    admin: 'Reelhire admin',
    system: 'Reelhire',
  };
  const milestones = milestoneRows.map((m): BookingMilestone => ({
    id: m.id,
    booking_id: m.bookingId,
    position: m.position,
    title: m.title,
    amount_minor: m.amountMinor,
    due_date: m.dueDate,
    acceptance_criteria: m.acceptanceCriteria,
    status: m.status as BookingMilestone['status'],
    submitted_at: m.submittedAt?.toISOString() ?? null,
    approved_at: m.approvedAt?.toISOString() ?? null,
    release: releaseOnWire(releases.get(m.id)),
    funding: fundingOf.get(m.id)?.funding ?? 'unfunded',
    escrow_minor: fundingOf.get(m.id)?.escrowMinor ?? 0,
    frozen: frozen.has(m.id),
    deliverables: deliverableRows
      .filter((d) => d.milestoneId === m.id)
      .map((d): Deliverable => ({
        id: d.id,
        milestone_id: d.milestoneId,
        round: d.round,
        note: d.note,
        links: d.links,
        files: d.fileIds.flatMap((fileId) => fileLinks.get(fileId) ?? []),
        created_at: d.createdAt.toISOString(),
      })),
    revision_requests: revisionRows
      .filter((r) => r.milestoneId === m.id)
      .map((r): RevisionRequest => ({
        id: r.id,
        milestone_id: r.milestoneId,
        kind: r.kind,
        status: r.status,
        comments: r.comments,
        decided_at: r.decidedAt?.toISOString() ?? null,
        created_at: r.createdAt.toISOString(),
      })),
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  }));
  const transitions = eventRows.map((e): TimelineEntry => ({
    record_type: e.recordType as TimelineEntry['record_type'],
    record_id: e.recordId,
    transition: e.transition,
    actor: e.actor,
    actor_name: names[e.actor],
    from_status: e.fromStatus,
    to_status: e.toStatus,
    note: e.note,
    created_at: e.createdAt.toISOString(),
  }));
  // Money paid into escrow, from the ledger (decision 0051), among the changes in time order.
  const escrowEntries = paidIn.map((paid): TimelineEntry => ({
    record_type: 'escrow',
    record_id: paid.milestoneId,
    transition: 'fund',
    actor: 'client',
    actor_name: names.client,
    from_status: null,
    to_status: 'funded',
    note: null,
    created_at: paid.at.toISOString(),
  }));
  const timeline = [...transitions, ...escrowEntries].sort((a, b) =>
    a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0,
  );
  const request_rounds = roundRows.map((r): BookingRequestRound => ({
    round: r.round,
    proposed_by: r.proposedBy,
    days: r.days,
    title: r.title,
    brief: r.brief,
    location: r.location,
    currency: r.currency,
    amount_minor: r.amountMinor,
    message: r.message,
    created_at: r.createdAt.toISOString(),
  }));
  return { ...serializeBookingSummary(row), milestones, timeline, request_rounds };
}

type DeliveredFile = Deliverable['files'][number];

async function signDeliveredFiles(
  db: Db,
  config: Config,
  ids: string[],
): Promise<Map<string, DeliveredFile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(files)
    .where(inArray(files.id, [...new Set(ids)]));
  const signed = await Promise.all(
    rows.map(async (file): Promise<[string, DeliveredFile]> => {
      const [url, thumbnail] = await Promise.all([
        signFileUrl({ config, file }),
        signFileUrl({ config, file, variant: 'thumbnail' }),
      ]);
      return [
        file.id,
        {
          id: file.id,
          name: file.originalName,
          mime_type: file.mimeType,
          size_bytes: file.sizeBytes,
          url: url ?? null,
          thumbnail_url: thumbnail ?? null,
        },
      ];
    }),
  );
  return new Map(signed);
}

function releaseOnWire(release: MilestoneRelease | undefined): BookingMilestone['release'] {
  if (!release) return null;
  return {
    amount_minor: release.amountMinor,
    fee_minor: release.feeMinor,
    earned_minor: release.earnedMinor,
    released_at: release.releasedAt.toISOString(),
    automatic: release.automatic,
  };
}
