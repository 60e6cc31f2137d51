import type { AdminUserList, adminUserListQuerySchema } from '@reelhire/shared/admin-users';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { accountStateSql } from './account-state.ts';
import { serializeSummary, summaryQuery } from './user-summary.ts';

export interface ListUsersOptions {
  db: Db;
  query: z.output<typeof adminUserListQuerySchema>;
}

/** The statement behind a page of the admin's user list (exported so a test can EXPLAIN it). */
export function listUsersQuery({ db, query }: ListUsersOptions) {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  return (
    summaryQuery(db)
      .where(
        and(
          nameOrEmailMatches(query.q ?? ''),
          query.role ? eq(sql`${users.userMetadata}->>'user_type'`, query.role) : undefined,
          query.state ? eq(accountStateSql, query.state) : undefined,
          after
            ? sql`(${users.createdAt}, ${users.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      // users_created_at_idx order, so a page stops after `limit` matching rows.
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit + 1)
  );
}

/** Every account, newest first (/admin/users), searched by name or email, filtered by role and state. */
export async function listUsers(options: ListUsersOptions): Promise<AdminUserList> {
  const rows = await listUsersQuery(options);
  const page = rows.slice(0, options.query.limit);
  const last = page.at(-1);
  return {
    items: page.map(serializeSummary),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.user.id]) : null,
  };
}

/** Each word somewhere in the email, first or last name, any case; `%` and `_` are taken literally. */
function nameOrEmailMatches(text: string): SQL | undefined {
  const words = text.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  const haystack = sql`lower(${users.email} || ' ' || coalesce(${users.userMetadata}->>'first_name', '') || ' ' || coalesce(${users.userMetadata}->>'last_name', ''))`;
  return and(
    ...words.map((word) => {
      const pattern = `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return sql`${haystack} like ${pattern}`;
    }),
  );
}
