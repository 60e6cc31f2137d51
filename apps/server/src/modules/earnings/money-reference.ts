import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { contracts, jobs } from '../../db/schema/hiring.ts';
import { ledgerAccounts } from '../../db/schema/ledger.ts';

/**
 * The ids a statement needs for a movement about a booking's milestone (the money helpers' shared
 * convention): booking, milestone, and the job and project the booking's contract came from, when it has one.
 */
export async function milestoneReference(
  tx: Db,
  bookingId: string,
  milestoneId: string,
): Promise<Record<string, string>> {
  const [row] = await tx
    .select({ jobId: jobs.id, projectId: jobs.projectId })
    .from(bookings)
    .leftJoin(contracts, eq(contracts.id, bookings.contractId))
    .leftJoin(jobs, eq(jobs.id, contracts.jobId))
    .where(eq(bookings.id, bookingId));
  return {
    bookingId,
    milestoneId,
    ...(row?.projectId ? { projectId: row.projectId } : {}),
    ...(row?.jobId ? { jobId: row.jobId } : {}),
  };
}

/**
 * What a milestone's escrow holds now; zero when nothing was ever funded. Read without a row lock on
 * purpose: postMovement locks every account of a movement in id order, and locking the escrow first here
 * would take it out of that order and let a funding and a release deadlock. The release takes what it
 * read; the ledger still refuses it if the escrow no longer holds that much.
 */
export async function escrowMinor(tx: Db, milestoneId: string, currency: string): Promise<number> {
  const [row] = await tx
    .select({ balanceMinor: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'escrow'),
        eq(ledgerAccounts.ownerId, milestoneId),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return row ? Number(row.balanceMinor) : 0;
}
