import type { SupportInbox, SupportInboxQuery } from '@reelhire/shared/support';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportRequests } from '../../db/schema/support.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';

export interface ListSupportRequestsOptions {
  db: Db;
  query: SupportInboxQuery;
}

/**
 * The statement behind a page of the support inbox, newest first: keyset on (created_at, id) off
 * support_requests_created_at_idx (exported so a test can EXPLAIN it).
 */
export function supportInboxPageQuery({ db, query }: ListSupportRequestsOptions) {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  return db
    .select({ request: supportRequests, at: sql<string>`${supportRequests.createdAt}::text` })
    .from(supportRequests)
    .where(
      after
        ? sql`(${supportRequests.createdAt}, ${supportRequests.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(query.limit + 1);
}

/** The support inbox, newest first, a keyset page at a time; the total rides on the first page. */
export async function listSupportRequests(options: ListSupportRequestsOptions): Promise<SupportInbox> {
  const { db, query } = options;
  const [rows, counted] = await Promise.all([
    supportInboxPageQuery(options),
    query.after ? undefined : db.select({ total: sql<number>`count(*)::int` }).from(supportRequests),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ request: row }) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      topic: row.topic,
      message: row.message,
      status: row.status,
      user_id: row.userId,
      created_at: row.createdAt.toISOString(),
    })),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.request.id]) : null,
    total: counted ? (counted[0]?.total ?? 0) : null,
  };
}
