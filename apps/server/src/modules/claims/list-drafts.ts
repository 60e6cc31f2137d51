import type { DraftList } from '@reelhire/shared/claims';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { claimLinks } from '../../db/schema/hiring.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { selectDrafts, serializeDraft } from './serialize-draft.ts';

export interface ListDraftsOptions {
  db: Db;
  test: boolean;
  after?: string | undefined;
  limit: number;
}

// The cursor names only the last draft of the page; its sort key is read back from the row.

/**
 * The admin's drafts of one kind (sent or test), newest first, keyset paged on (created_at, id) so that
 * claim_links_listing_idx serves it (list-drafts.test.ts checks the plan).
 */
export function draftListQuery(db: Db, { test, after, limit }: Omit<ListDraftsOptions, 'db'>) {
  const [afterId] = after ? decodeCursor(after, ['id'] as const) : [];
  return selectDrafts(db)
    .where(
      and(
        eq(claimLinks.test, test),
        afterId
          ? sql`(${claimLinks.createdAt}, ${claimLinks.id}) < (select c.created_at, c.id from claim_links c where c.id = ${afterId})`
          : undefined,
      ),
    )
    .orderBy(desc(claimLinks.createdAt), desc(claimLinks.id))
    .limit(limit + 1);
}

export async function listDrafts({ db, ...query }: ListDraftsOptions): Promise<DraftList> {
  const rows = await draftListQuery(db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(serializeDraft),
    next_cursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
  };
}
