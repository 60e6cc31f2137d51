import { CLIENT_SERVICE_FEE_BPS, FILMMAKER_FEE_BPS } from '@reelhire/shared/money-policy';
import { receiptNumber, type ReceiptKind, type ReceiptLine } from '@reelhire/shared/receipts';
import { refundDestination } from '@reelhire/shared/refunds';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookingMilestones, bookings } from '../../db/schema/bookings.ts';
import { contracts, jobs, projects } from '../../db/schema/hiring.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { receiptCounters, receipts } from '../../db/schema/receipts.ts';

export interface IssueReceiptOptions {
  /** The transaction that posted the movement: the receipt and its number land with it or not at all. */
  tx: Db;
  config: Pick<Config, 'receiptTax'>;
  /** The ledger movement to document (postMovement's transactionId). */
  ledgerTransactionId: string;
  /** When it is issued; the year numbers it. Defaults to now. */
  now?: Date;
}

export type IssuedReceipt = typeof receipts.$inferSelect;

/** Which movements get a receipt, and whose it is (decision 0044); every other kind gets none. */
const RECEIPT_FOR = {
  escrow_funding_card: { kind: 'funding', recipient: 'client' },
  escrow_funding_wallet: { kind: 'funding', recipient: 'client' },
  escrow_release: { kind: 'release', recipient: 'filmmaker' },
  cancellation_settlement: { kind: 'refund', recipient: 'client' },
  // What a dispute's ruling refunded (decision 0061); a ruling that refunds nothing gets none.
  dispute_ruling: { kind: 'refund', recipient: 'client' },
} as const satisfies Record<string, { kind: ReceiptKind; recipient: 'client' | 'filmmaker' }>;

const percent = (bps: number) => `${bps / 100}%`;

/** The part of a tax-inclusive amount that is tax at `bps`, rounded half up (integers only). */
export function includedTax(amountMinor: number, bps: number): number {
  const base = 10_000 + bps;
  return Math.floor((2 * amountMinor * bps + base) / (2 * base));
}

/**
 * Issues the receipt for one ledger movement (decision 0044), in the caller's transaction, or answers the
 * one already issued for it: a funding to the client (the milestones and the service fee), a release to
 * the filmmaker (the milestone less the platform fee), a refund to the client. Everything on it is read
 * from the movement's entries, so it can only say what moved. Movements that need no receipt (deposits,
 * payouts, a cancellation that refunded nothing) answer null.
 *
 * The number comes from the year's counter row, locked before anything else so issuers queue on it; the
 * existing receipt is looked for only once the lock is held, so a replay never takes a number it gives up.
 */
export async function issueReceipt({
  tx,
  config,
  ledgerTransactionId,
  now = new Date(),
}: IssueReceiptOptions): Promise<IssuedReceipt | null> {
  const [movement] = await tx
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.id, ledgerTransactionId));
  if (!movement) throw new Error(`receipts: no ledger transaction ${ledgerTransactionId}`);
  const rule = RECEIPT_FOR[movement.kind as keyof typeof RECEIPT_FOR];
  if (!rule) return null;

  const entries = await tx
    .select({
      kind: ledgerAccounts.kind,
      ownerId: ledgerAccounts.ownerId,
      currency: ledgerEntries.currency,
      amountMinor: ledgerEntries.amountMinor,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, ledgerTransactionId))
    .orderBy(ledgerEntries.id);
  const escrow = entries.filter((entry) => entry.kind === 'escrow');
  if (escrow.length === 0)
    throw new Error(`receipts: ${movement.kind} ${ledgerTransactionId} moved no escrow`);
  const currency = escrow[0]!.currency;
  const sumOf = (kinds: string[]) =>
    entries.filter((entry) => kinds.includes(entry.kind)).reduce((sum, entry) => sum + entry.amountMinor, 0);
  const clientSide = sumOf(['client_wallet', 'provider_clearing']);
  if (rule.kind === 'refund' && clientSide <= 0) return null;

  const milestoneIds = escrow.map((entry) => entry.ownerId!);
  const milestones = await tx
    .select({
      id: bookingMilestones.id,
      title: bookingMilestones.title,
      bookingId: bookingMilestones.bookingId,
    })
    .from(bookingMilestones)
    .where(inArray(bookingMilestones.id, milestoneIds));
  const titleOf = new Map(milestones.map((milestone) => [milestone.id, milestone.title]));
  const [booking] = await tx
    .select({
      id: bookings.id,
      title: bookings.title,
      clientId: bookings.clientId,
      filmmakerId: bookings.filmmakerId,
      client: clients.companyName,
      filmmakerFirst: filmmakers.firstName,
      filmmakerLast: filmmakers.lastName,
      projectId: projects.id,
      projectTitle: projects.title,
    })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(filmmakers, eq(filmmakers.id, bookings.filmmakerId))
    .leftJoin(contracts, eq(contracts.id, bookings.contractId))
    .leftJoin(jobs, eq(jobs.id, contracts.jobId))
    .leftJoin(projects, eq(projects.id, jobs.projectId))
    .where(eq(bookings.id, milestones[0]?.bookingId ?? '00000000-0000-0000-0000-000000000000'));
  if (!booking) throw new Error(`receipts: the milestones of ${ledgerTransactionId} have no booking`);

  const feeMinor = sumOf(['platform_fees']);
  const lines: ReceiptLine[] = [];
  let totalMinor: number;
  if (rule.kind === 'funding') {
    for (const entry of escrow) {
      lines.push({
        type: 'item',
        description: titleOf.get(entry.ownerId!) ?? 'Milestone',
        amount_minor: entry.amountMinor,
      });
    }
    if (feeMinor > 0) {
      lines.push({
        type: 'fee',
        description: `Service fee (${percent(CLIENT_SERVICE_FEE_BPS)})`,
        amount_minor: feeMinor,
      });
    }
    totalMinor = -clientSide;
  } else if (rule.kind === 'release') {
    for (const entry of escrow) {
      lines.push({
        type: 'item',
        description: titleOf.get(entry.ownerId!) ?? 'Milestone',
        amount_minor: -entry.amountMinor,
      });
    }
    if (feeMinor > 0) {
      lines.push({
        type: 'fee',
        description: `Reelhire fee (${percent(FILMMAKER_FEE_BPS)})`,
        amount_minor: -feeMinor,
      });
    }
    totalMinor = sumOf(['filmmaker_pending']);
  } else {
    // The escrow not kept as the kill fee, with the service fee paid on it: one line for where each part
    // went (decision 0048), the card it came from or the wallet.
    const titles = escrow.map((entry) => titleOf.get(entry.ownerId!) ?? 'Milestone').join(', ');
    const toCard = sumOf(['provider_clearing']);
    const toWallet = sumOf(['client_wallet']);
    const cards = toCard > 0 ? await refundCards(tx, ledgerTransactionId) : [];
    const destinations: [number, string][] = [
      [toCard, refundDestination(cards.length === 1 ? cards[0] : null, true)],
      [toWallet, refundDestination(null, false)],
    ];
    for (const [amount, destination] of destinations) {
      if (amount <= 0) continue;
      lines.push({
        type: 'item',
        description: `Refund for ${titles} (with its service fee) ${destination}`,
        amount_minor: amount,
      });
    }
    totalMinor = clientSide;
  }
  const fee = lines.find((line) => line.type === 'fee');
  if (config.receiptTax && fee) {
    const { label, bps } = config.receiptTax;
    const tax = includedTax(Math.abs(fee.amount_minor), bps);
    if (tax > 0) {
      lines.push({
        type: 'tax',
        description: `Of which ${label} (${percent(bps)}) on the fee`,
        amount_minor: tax,
      });
    }
  }

  const year = now.getUTCFullYear();
  await tx.insert(receiptCounters).values({ year, lastNumber: 0 }).onConflictDoNothing();
  await tx.execute(sql`select 1 from ${receiptCounters} where ${receiptCounters.year} = ${year} for update`);
  const [existing] = await tx
    .select()
    .from(receipts)
    .where(eq(receipts.ledgerTransactionId, ledgerTransactionId));
  if (existing) return existing;
  const [counter] = await tx
    .update(receiptCounters)
    .set({ lastNumber: sql`${receiptCounters.lastNumber} + 1` })
    .where(eq(receiptCounters.year, year))
    .returning({ sequence: receiptCounters.lastNumber });
  const sequence = counter!.sequence;
  const [issued] = await tx
    .insert(receipts)
    .values({
      year,
      sequence,
      number: receiptNumber(year, sequence),
      kind: rule.kind,
      recipient: rule.recipient,
      ledgerTransactionId,
      clientId: booking.clientId,
      filmmakerId: booking.filmmakerId,
      bookingId: booking.id,
      milestoneIds,
      snapshot: {
        client: booking.client || 'Reelhire client',
        filmmaker: `${booking.filmmakerFirst} ${booking.filmmakerLast}`.trim(),
        booking: booking.title,
        project: booking.projectId ? { id: booking.projectId, title: booking.projectTitle! } : null,
      },
      currency,
      lines,
      totalMinor,
      issuedAt: now,
    })
    .returning();
  return issued!;
}

/** The last four digits of the cards a cancellation refunds to, as far as their providers said them. */
async function refundCards(tx: Db, ledgerTransactionId: string): Promise<(string | null)[]> {
  const rows = await tx
    .selectDistinct({ last4: payments.cardLast4 })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.ledgerTransactionId, ledgerTransactionId));
  return rows.map((row) => row.last4);
}
