import { UNDER_WAY_BOOKING_STATUSES } from '@reelhire/shared/bookings';
import { fundingCharge } from '@reelhire/shared/money-policy';
import type { MilestoneFundingState } from '@reelhire/shared/payments';
import { humanState } from '@reelhire/shared/state-machine';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingMilestones, bookings } from '../../db/schema/bookings.ts';
import { contracts, jobs } from '../../db/schema/hiring.ts';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { notFound, transitionRefused } from '../../http/errors.ts';

// Which of a booking's milestones hold money (decision 0042). A milestone's escrow is the ledger account
// (escrow, milestone id, currency) and its funded amount that account's balance (decision 0041): an account
// exists only once money went into it, so one that exists but is empty was released or settled.

export type BookingRow = typeof bookings.$inferSelect;

export interface MilestoneFunding {
  id: string;
  title: string;
  position: number;
  status: string;
  amountMinor: number;
  funding: MilestoneFundingState;
  escrowMinor: number;
}

export async function milestoneFunding(db: Db, booking: BookingRow): Promise<MilestoneFunding[]> {
  const milestones = await db
    .select()
    .from(bookingMilestones)
    .where(eq(bookingMilestones.bookingId, booking.id))
    .orderBy(asc(bookingMilestones.position));
  const ids = milestones.map((milestone) => milestone.id);
  const escrows =
    ids.length === 0
      ? []
      : await db
          .select({ ownerId: ledgerAccounts.ownerId, balanceMinor: ledgerAccounts.balanceMinor })
          .from(ledgerAccounts)
          .where(
            and(
              eq(ledgerAccounts.kind, 'escrow'),
              eq(ledgerAccounts.currency, booking.currency),
              inArray(ledgerAccounts.ownerId, ids),
            ),
          );
  const escrowOf = new Map(escrows.map((escrow) => [escrow.ownerId, escrow.balanceMinor]));
  return milestones.map((milestone) => {
    const escrowMinor = escrowOf.get(milestone.id);
    return {
      id: milestone.id,
      title: milestone.title,
      position: milestone.position,
      status: milestone.status,
      amountMinor: milestone.amountMinor,
      escrowMinor: escrowMinor ?? 0,
      funding: escrowMinor === undefined ? 'unfunded' : escrowMinor > 0 ? 'funded' : 'released',
    };
  });
}

/** One milestone's funding state, read from its escrow account as milestoneFunding does. */
export async function fundingStateOf(
  db: Db,
  milestoneId: string,
  currency: string,
): Promise<MilestoneFundingState> {
  const [escrow] = await db
    .select({ balanceMinor: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'escrow'),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.ownerId, milestoneId),
      ),
    );
  if (!escrow) return 'unfunded';
  return Number(escrow.balanceMinor) > 0 ? 'funded' : 'released';
}

/** A milestone can take money while its booking is under way, it is not approved, and it holds none yet. */
export function fundable(booking: BookingRow, milestone: MilestoneFunding): boolean {
  return (
    (UNDER_WAY_BOOKING_STATUSES as readonly string[]).includes(booking.status) &&
    milestone.status !== 'approved' &&
    milestone.funding === 'unfunded'
  );
}

/** Why a booking takes no more funding now (409, DESIGN section 5), or null when it does. */
export function bookingClosedToFunding(booking: BookingRow) {
  return (UNDER_WAY_BOOKING_STATUSES as readonly string[]).includes(booking.status)
    ? null
    : transitionRefused(
        `This booking is ${humanState(booking.status)}, so it cannot be funded now`,
        booking.status,
      );
}

/** The client's booking, locked for the rest of the transaction; anyone else's reads as missing. */
export async function lockClientBooking(tx: Db, bookingId: string, clientId: string): Promise<BookingRow> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking || booking.clientId !== clientId) throw notFound('No such booking');
  return booking;
}

/** The booking a milestone belongs to. */
export async function bookingIdOfMilestone(db: Db, milestoneId: string): Promise<string> {
  const [row] = await db
    .select({ bookingId: bookingMilestones.bookingId })
    .from(bookingMilestones)
    .where(eq(bookingMilestones.id, milestoneId));
  if (!row) throw notFound('No such milestone');
  return row.bookingId;
}

/** The project and job a booking's contract came from (null for one booked from a portfolio). */
export async function bookingPlace(
  db: Db,
  booking: BookingRow,
): Promise<{ projectId: string | null; jobId: string | null }> {
  if (!booking.contractId) return { projectId: null, jobId: null };
  const [row] = await db
    .select({ projectId: jobs.projectId, jobId: jobs.id })
    .from(contracts)
    .innerJoin(jobs, eq(jobs.id, contracts.jobId))
    .where(eq(contracts.id, booking.contractId));
  return { projectId: row?.projectId ?? null, jobId: row?.jobId ?? null };
}

export const chargeOf = (milestone: Pick<MilestoneFunding, 'amountMinor'>) =>
  fundingCharge(milestone.amountMinor);
