import type { AdminVerificationList, adminVerificationsQuerySchema } from '@reelhire/shared/verification';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { identityVerifications } from '../../db/schema/verification.ts';
import { describeAdminVerifications } from './serialize-verification.ts';

export interface ListVerificationsOptions {
  db: Db;
  query: z.output<typeof adminVerificationsQuerySchema>;
}

/**
 * The admin queue at /admin/verify: pending submissions oldest first (first come, first checked), reviewed
 * ones newest first (what was just decided is what an admin looks for).
 */
export async function listVerifications({
  db,
  query,
}: ListVerificationsOptions): Promise<AdminVerificationList> {
  const t = identityVerifications;
  const order =
    query.status === 'pending'
      ? [asc(t.submittedAt), asc(t.id)]
      : [sql`${t.reviewedAt} desc nulls last`, desc(t.submittedAt), desc(t.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(eq(t.status, query.status))
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(t)
      .where(eq(t.status, query.status)),
  ]);
  return { items: await describeAdminVerifications(db, rows), total: counted?.total ?? 0 };
}
