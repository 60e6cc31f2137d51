import type { SupportInbox, SupportInboxQuery } from '@reelhire/shared/support';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportRequests } from '../../db/schema/support.ts';

export interface ListSupportRequestsOptions {
  db: Db;
  query: SupportInboxQuery;
}

/** The support inbox, newest first. */
export async function listSupportRequests({ db, query }: ListSupportRequestsOptions): Promise<SupportInbox> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(supportRequests)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(supportRequests),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      topic: row.topic,
      message: row.message,
      status: row.status,
      user_id: row.userId,
      created_at: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
