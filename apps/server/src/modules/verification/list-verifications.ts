import type { AdminVerificationList, adminVerificationsQuerySchema } from '@reelhire/shared/verification';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { identityVerifications } from '../../db/schema/verification.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { describeAdminVerifications } from './serialize-verification.ts';

export interface ListVerificationsOptions {
  db: Db;
  query: z.output<typeof adminVerificationsQuerySchema>;
}

/**
 * The statement behind a page of the admin queue at /admin/verify (exported so a test can EXPLAIN it):
 * pending submissions oldest first (first come, first checked) off identity_verifications_queue_idx;
 * reviewed ones by when they were decided, newest first (what was just decided is what an admin looks
 * for), off identity_verifications_reviewed_idx. Keyset on that time and the id (DESIGN section 5).
 */
export function verificationsPageQuery({ db, query }: ListVerificationsOptions) {
  const t = identityVerifications;
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  const pending = query.status === 'pending';
  // A review always sets reviewed_at; the submission time stands in should one ever lack it.
  const time = pending ? t.submittedAt : t.reviewedAt;
  return db
    .select({ row: t, at: sql<string>`coalesce(${time}, ${t.submittedAt})::text` })
    .from(t)
    .where(
      and(
        eq(t.status, query.status),
        after
          ? pending
            ? sql`(${t.submittedAt}, ${t.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
            : sql`(${t.reviewedAt}, ${t.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...(pending ? [asc(t.submittedAt), asc(t.id)] : [desc(t.reviewedAt), desc(t.id)]))
    .limit(query.limit + 1);
}

/** A page of submissions in one status, with who sent them; the total rides on the first page. */
export async function listVerifications(options: ListVerificationsOptions): Promise<AdminVerificationList> {
  const { db, query } = options;
  const t = identityVerifications;
  const [rows, counted] = await Promise.all([
    verificationsPageQuery(options),
    query.after
      ? undefined
      : db
          .select({ total: sql<number>`count(*)::int` })
          .from(t)
          .where(eq(t.status, query.status)),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await describeAdminVerifications(
      db,
      page.map(({ row }) => row),
    ),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.row.id]) : null,
    total: counted ? (counted[0]?.total ?? 0) : null,
  };
}
