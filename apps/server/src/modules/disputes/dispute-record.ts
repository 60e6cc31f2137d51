import {
  checkDisputeMove,
  type Dispute,
  type DisputeParty,
  type DisputeStatus,
  type DisputeSummary,
} from '@reelhire/shared/disputes';
import type { Actor } from '@reelhire/shared/state-machine';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookingMilestones, bookings } from '../../db/schema/bookings.ts';
import { disputeEvidence, disputeMilestones, disputes } from '../../db/schema/disputes.ts';
import { files } from '../../db/schema/files.ts';
import { contracts, jobs } from '../../db/schema/hiring.ts';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { partiesOf, type HiringCaller } from '../applications/hiring-party.ts';
import { signFileUrlsById } from '../files/sign-file-urls-by-id.ts';

export type DisputeRow = typeof disputes.$inferSelect;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The columns a dispute summary needs: the dispute, its booking's parties and where its job sits. */
export function selectDisputes(db: Db) {
  return db
    .select({
      dispute: disputes,
      createdKey: sql<string>`${disputes.createdAt}::text`,
      bookingTitle: bookings.title,
      clientId: bookings.clientId,
      filmmakerId: bookings.filmmakerId,
      clientName: clients.companyName,
      filmmakerName: sql<string>`trim(${filmmakers.firstName} || ' ' || ${filmmakers.lastName})`,
      projectId: jobs.projectId,
      jobId: jobs.id,
      frozenMinor: sql<string>`(select coalesce(sum(${disputeMilestones.frozenMinor}), 0) from ${disputeMilestones}
                                 where ${disputeMilestones.disputeId} = ${disputes.id})`,
    })
    .from(disputes)
    .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(filmmakers, eq(filmmakers.id, bookings.filmmakerId))
    .leftJoin(contracts, eq(contracts.id, bookings.contractId))
    .leftJoin(jobs, eq(jobs.id, contracts.jobId));
}
export type DisputeSummaryRow = Awaited<ReturnType<ReturnType<typeof selectDisputes>['execute']>>[number];

export function serializeDisputeSummary(row: DisputeSummaryRow): DisputeSummary {
  const d = row.dispute;
  return {
    id: d.id,
    status: d.status,
    booking_id: d.bookingId,
    booking_title: row.bookingTitle,
    client_id: row.clientId,
    filmmaker_id: row.filmmakerId,
    client_name: row.clientName || 'The client',
    filmmaker_name: row.filmmakerName || 'The filmmaker',
    project_id: row.projectId,
    job_id: row.jobId,
    opened_by: d.openedBy,
    reason: d.reason,
    description: d.description,
    response: d.response,
    responded_at: iso(d.respondedAt),
    respond_by: iso(d.respondBy)!,
    currency: d.currency as Dispute['currency'],
    frozen_minor: Number(row.frozenMinor),
    ruling:
      d.status === 'resolved' && d.outcome
        ? {
            outcome: d.outcome,
            release_minor: Number(d.releaseMinor ?? 0),
            refund_minor: Number(d.refundMinor ?? 0),
            reasoning: d.reasoning ?? '',
            ruled_at: iso(d.ruledAt)!,
          }
        : null,
    created_at: iso(d.createdAt)!,
    updated_at: iso(d.updatedAt)!,
  };
}

/** What `actors` may do to a dispute now: the buttons of its page. */
function actionsFor(row: DisputeRow, actors: readonly Actor[]): Dispute['actions'] {
  return (['answer', 'withdraw', 'rule'] as const).filter((transition) =>
    actors.some(
      (actor) =>
        checkDisputeMove(transition, {
          state: row.status as DisputeStatus,
          actor,
          openedBy: row.openedBy as DisputeParty,
        }).ok,
    ),
  );
}

/**
 * One dispute as its parties and admins read it: its milestones with what each escrow held when it opened
 * and holds now, and its evidence with links signed for this reader. Anyone else gets a 404, as if it did
 * not exist (the caller must be a party of the booking, or an admin).
 */
export async function loadDispute(
  db: Db,
  config: Config,
  id: string,
  caller: HiringCaller,
): Promise<{ dispute: Dispute; actors: Actor[] }> {
  const [row] = await selectDisputes(db).where(eq(disputes.id, id));
  const actors = row ? partiesOf(caller, { clientId: row.clientId, filmmakerId: row.filmmakerId }) : [];
  if (!row || actors.length === 0) throw notFound('No such dispute');

  const milestones = await db
    .select({
      id: bookingMilestones.id,
      title: bookingMilestones.title,
      status: bookingMilestones.status,
      amountMinor: bookingMilestones.amountMinor,
      position: bookingMilestones.position,
      frozenMinor: disputeMilestones.frozenMinor,
      escrowMinor: ledgerAccounts.balanceMinor,
    })
    .from(disputeMilestones)
    .innerJoin(bookingMilestones, eq(bookingMilestones.id, disputeMilestones.milestoneId))
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.kind, 'escrow'),
        eq(ledgerAccounts.ownerId, sql`${bookingMilestones.id}::text`),
        eq(ledgerAccounts.currency, row.dispute.currency),
      ),
    )
    .where(eq(disputeMilestones.disputeId, id))
    .orderBy(asc(bookingMilestones.position));

  const evidence = await db
    .select({
      fileId: disputeEvidence.fileId,
      addedBy: disputeEvidence.addedBy,
      createdAt: disputeEvidence.createdAt,
      name: files.originalName,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
    })
    .from(disputeEvidence)
    .innerJoin(files, eq(files.id, disputeEvidence.fileId))
    .where(eq(disputeEvidence.disputeId, id))
    .orderBy(asc(disputeEvidence.createdAt), asc(disputeEvidence.fileId));
  // Private files: the links are signed here, for a reader just checked to be a party or an admin.
  const links = await signFileUrlsById({ db, config, ids: evidence.map((file) => file.fileId) });

  return {
    actors,
    dispute: {
      ...serializeDisputeSummary(row),
      milestones: milestones.map((m) => ({
        id: m.id,
        title: m.title,
        status: m.status,
        amount_minor: Number(m.amountMinor),
        frozen_minor: Number(m.frozenMinor),
        escrow_minor: Number(m.escrowMinor ?? 0),
      })),
      evidence: evidence.map((file) => ({
        file_id: file.fileId,
        file_name: file.name,
        mime_type: file.mimeType,
        size_bytes: Number(file.sizeBytes),
        added_by: file.addedBy,
        url: links.get(file.fileId) ?? null,
        created_at: iso(file.createdAt)!,
      })),
      actions: actionsFor(row.dispute, actors),
    },
  };
}

/**
 * Attaches evidence a party uploaded (kind dispute_evidence, their own files, not on another dispute), in
 * the caller's transaction. Any other id is refused as a whole, so nothing is attached by half.
 */
export async function attachEvidence(
  tx: Db,
  {
    disputeId,
    userId,
    party,
    fileIds,
  }: { disputeId: string; userId: string; party: DisputeParty; fileIds: readonly string[] },
): Promise<void> {
  const unique = [...new Set(fileIds)];
  if (unique.length === 0) return;
  const owned = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, unique), eq(files.ownerId, userId), eq(files.kind, 'dispute_evidence')));
  const attached = await tx
    .select({ id: disputeEvidence.fileId })
    .from(disputeEvidence)
    .where(inArray(disputeEvidence.fileId, unique));
  if (owned.length !== unique.length || attached.length > 0) {
    throw badRequest('evidence_file_ids: Attach files you uploaded as dispute evidence, each to one dispute');
  }
  await tx.insert(disputeEvidence).values(unique.map((fileId) => ({ disputeId, fileId, addedBy: party })));
}
