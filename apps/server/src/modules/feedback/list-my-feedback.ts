import type { MyFeedbackPage, MyFeedbackQuery } from '@reelhire/shared/feedback';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/feedback.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { serializeFeedback } from './serialize-feedback.ts';

export interface ListMyFeedbackOptions {
  db: Db;
  config: Config;
  userId: string;
  query: MyFeedbackQuery;
}

/** A page of the caller's own feedback, newest first, keyset on (created_at, id) off feedback_user_idx. */
export function myFeedbackPageQuery({ db, userId, query }: Omit<ListMyFeedbackOptions, 'config'>) {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  return db
    .select({ row: feedback, at: sql<string>`${feedback.createdAt}::text` })
    .from(feedback)
    .where(
      and(
        eq(feedback.userId, userId),
        after
          ? sql`(${feedback.createdAt}, ${feedback.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(query.limit + 1);
}

export async function listMyFeedback(options: ListMyFeedbackOptions): Promise<MyFeedbackPage> {
  const rows = await myFeedbackPageQuery(options);
  const page = rows.slice(0, options.query.limit);
  const last = page.at(-1);
  return {
    items: await serializeFeedback(
      options,
      page.map(({ row }) => row),
    ),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.row.id]) : null,
  };
}
