import type { AdminOverview } from '@reelhire/shared/admin';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportRequests } from '../../db/schema/support.ts';
import { identityVerifications } from '../../db/schema/verification.ts';

/** What waits for the team, counted: the admin overview states these numbers, never a guess. */
export async function getAdminOverview({ db }: { db: Db }): Promise<AdminOverview> {
  const count = sql<number>`count(*)::int`;
  const [[verifications], [support]] = await Promise.all([
    db
      .select({ total: count })
      .from(identityVerifications)
      .where(eq(identityVerifications.status, 'pending')),
    db.select({ total: count }).from(supportRequests).where(eq(supportRequests.status, 'open')),
  ]);
  return {
    pending_verifications: verifications?.total ?? 0,
    open_support_requests: support?.total ?? 0,
  };
}
