import type { AdminFeedbackPage, AdminFeedbackQuery } from '@reelhire/shared/feedback';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { feedback } from '../../db/schema/feedback.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { serializeAdminFeedback } from './serialize-feedback.ts';

export interface ListFeedbackOptions {
  db: Db;
  config: Config;
  query: AdminFeedbackQuery;
  /** One record (the triage page's detail), still through the same select. */
  id?: string;
}

/**
 * The admin's triage list, newest first, optionally one status and/or one category: keyset on
 * (created_at, id) off feedback_created_idx, feedback_status_idx or feedback_category_idx.
 */
export function feedbackPageQuery({ db, query, id }: Omit<ListFeedbackOptions, 'config'>) {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  return db
    .select({
      row: feedback,
      at: sql<string>`${feedback.createdAt}::text`,
      email: users.email,
      metadata: users.userMetadata,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(
      and(
        id ? eq(feedback.id, id) : undefined,
        query.status ? eq(feedback.status, query.status) : undefined,
        query.category ? eq(feedback.category, query.category) : undefined,
        after
          ? sql`(${feedback.createdAt}, ${feedback.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(query.limit + 1);
}

const nameOf = (metadata: Record<string, unknown> | null, email: string | null) => {
  const name = [metadata?.first_name, metadata?.last_name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  return name || email || 'A former member';
};

export async function listFeedback(options: ListFeedbackOptions): Promise<AdminFeedbackPage> {
  const rows = await feedbackPageQuery(options);
  const page = rows.slice(0, options.query.limit);
  const last = page.at(-1);
  return {
    items: await serializeAdminFeedback(
      options,
      page.map(({ row, email, metadata }) => ({
        ...row,
        author: {
          name: nameOf(metadata, email),
          email,
          userType: typeof metadata?.user_type === 'string' ? metadata.user_type : null,
        },
      })),
    ),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.row.id]) : null,
  };
}
