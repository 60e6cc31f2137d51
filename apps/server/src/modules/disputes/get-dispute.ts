import { roomName } from '@reelhire/shared/chat-rooms';
import type { DisputeDetail, DisputeRecord } from '@reelhire/shared/disputes';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookingMilestones, bookings, deliverables } from '../../db/schema/bookings.ts';
import { messages } from '../../db/schema/chat.ts';
import { files } from '../../db/schema/files.ts';
import { contracts, offerRounds } from '../../db/schema/hiring.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { payments } from '../../db/schema/payments.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { signFileUrlsById } from '../files/sign-file-urls-by-id.ts';
import { loadDispute } from './dispute-record.ts';

/** The most chat messages an admin's view of a dispute carries: the newest, oldest first. */
const MESSAGES_SHOWN = 200;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * One dispute (decision 0061). Its parties read the dispute itself; an admin also gets the booking's whole
 * record to rule on: the contract and its offer rounds, the room's messages, the deliverables with their
 * files, the booking's payments and every ledger movement of its milestones' escrow. Anyone else: 404.
 */
export async function getDispute({
  db,
  config,
  caller,
  id,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
}): Promise<DisputeDetail> {
  const { dispute } = await loadDispute(db, config, id, caller);
  return { dispute, record: caller.admin ? await disputeRecord(db, config, dispute.booking_id) : null };
}

async function disputeRecord(db: Db, config: Config, bookingId: string): Promise<DisputeRecord> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [contract] = booking!.contractId
    ? await db.select().from(contracts).where(eq(contracts.id, booking!.contractId))
    : [];
  const rounds = contract
    ? await db
        .select()
        .from(offerRounds)
        .where(eq(offerRounds.offerId, contract.offerId))
        .orderBy(asc(offerRounds.round))
    : [];
  const room = roomName(booking!.clientId, booking!.filmmakerId);
  const recent = await db
    .select({
      id: messages.id,
      userName: messages.userName,
      entityRole: messages.entityRole,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.roomName, room))
    .orderBy(desc(messages.createdAt))
    .limit(MESSAGES_SHOWN);
  const delivered = await db
    .select()
    .from(deliverables)
    .where(eq(deliverables.bookingId, bookingId))
    .orderBy(asc(deliverables.createdAt));
  const fileIds = delivered.flatMap((d) => d.fileIds);
  const names =
    fileIds.length === 0
      ? []
      : await db
          .select({ id: files.id, name: files.originalName })
          .from(files)
          .where(inArray(files.id, fileIds));
  const nameOf = new Map(names.map((f) => [f.id, f.name]));
  const links = await signFileUrlsById({ db, config, ids: fileIds });
  const paid = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt));

  // Every movement of the milestones' escrow, through their accounts (ledger_accounts_key) and entries
  // (ledger_entries_account_idx), with all of each movement's entries.
  const milestoneIds = (
    await db
      .select({ id: bookingMilestones.id })
      .from(bookingMilestones)
      .where(eq(bookingMilestones.bookingId, bookingId))
  ).map((m) => m.id);
  const movementIds =
    milestoneIds.length === 0
      ? []
      : (
          await db
            .selectDistinct({ id: ledgerEntries.transactionId })
            .from(ledgerEntries)
            .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
            .where(and(eq(ledgerAccounts.kind, 'escrow'), inArray(ledgerAccounts.ownerId, milestoneIds)))
        ).map((row) => row.id);
  const movements =
    movementIds.length === 0
      ? []
      : await db
          .select()
          .from(ledgerTransactions)
          .where(inArray(ledgerTransactions.id, movementIds))
          .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
  const entries =
    movementIds.length === 0
      ? []
      : await db
          .select({
            transactionId: ledgerEntries.transactionId,
            kind: ledgerAccounts.kind,
            ownerId: ledgerAccounts.ownerId,
            currency: ledgerEntries.currency,
            amountMinor: ledgerEntries.amountMinor,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .where(inArray(ledgerEntries.transactionId, movementIds))
          .orderBy(asc(ledgerEntries.id));

  return {
    contract: contract
      ? {
          id: contract.id,
          number: contract.number,
          status: contract.status,
          currency: contract.currency,
          amount_minor: Number(contract.amountMinor),
          terms: contract.terms,
          signed_at: iso(contract.signedAt),
        }
      : null,
    offer_rounds: rounds.map((round) => ({
      round: round.round,
      proposed_by: round.proposedBy,
      terms: round.terms,
      message: round.message,
      created_at: iso(round.createdAt),
    })),
    messages: recent.reverse().map((m) => ({
      id: m.id,
      user_name: m.userName,
      entity_role: m.entityRole,
      content: m.content,
      created_at: iso(m.createdAt),
    })),
    deliverables: delivered.map((d) => ({
      id: d.id,
      milestone_id: d.milestoneId,
      round: d.round,
      note: d.note,
      links: d.links.map((link) => ({ url: link.url, label: link.label ?? null })),
      files: d.fileIds.map((fileId) => ({
        file_id: fileId,
        file_name: nameOf.get(fileId) ?? 'File',
        url: links.get(fileId) ?? null,
      })),
      created_at: iso(d.createdAt),
    })),
    payments: paid.map((p) => ({
      id: p.id,
      status: p.status,
      purpose: p.purpose,
      method: p.method,
      provider: p.provider,
      currency: p.currency,
      amount_minor: Number(p.amountMinor),
      fee_minor: Number(p.feeMinor),
      total_minor: Number(p.totalMinor),
      created_at: iso(p.createdAt),
    })),
    ledger: movements.map((t) => ({
      id: t.id,
      kind: t.kind,
      description: t.description,
      created_at: iso(t.createdAt),
      entries: entries
        .filter((e) => e.transactionId === t.id)
        .map((e) => ({
          account_kind: e.kind,
          owner_id: e.ownerId,
          currency: e.currency,
          amount_minor: Number(e.amountMinor),
        })),
    })),
  };
}
