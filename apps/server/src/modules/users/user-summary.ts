import type { AccountState, AdminUserSummary } from '@reelhire/shared/admin-users';
import { isUserType } from '@reelhire/shared/user-type';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/auth.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { accountStateSql } from './account-state.ts';

/** The columns of an account the admin's list and page show, with its state and role records. */
export function summaryColumns() {
  return {
    user: users,
    /** created_at as PostgreSQL writes it, microseconds kept, for the list's cursor. */
    at: sql<string>`${users.createdAt}::text`,
    state: accountStateSql,
    filmmaker: { id: filmmakers.id, verified: filmmakers.verified, setup: filmmakers.setup },
    client: { id: clients.id, verified: clients.verified, setup: clients.setup },
  };
}

/** users left-joined to its filmmaker and client records (one each at most: user_id is unique). */
export function summaryQuery(db: Db) {
  return db
    .select(summaryColumns())
    .from(users)
    .leftJoin(filmmakers, eq(filmmakers.userId, users.id))
    .leftJoin(clients, eq(clients.userId, users.id));
}

type Row = Awaited<ReturnType<typeof summaryQuery>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function serializeSummary(row: Row): AdminUserSummary {
  const user: User = row.user;
  const type = user.userMetadata.user_type;
  return {
    id: user.id,
    email: user.email,
    first_name: text(user.userMetadata.first_name),
    last_name: text(user.userMetadata.last_name),
    user_type: isUserType(type) ? type : null,
    state: row.state as AccountState,
    email_confirmed_at: iso(user.emailConfirmedAt),
    suspended_at: iso(user.suspendedAt),
    suspension_reason: user.suspensionReason,
    last_sign_in_at: iso(user.lastSignInAt),
    created_at: user.createdAt.toISOString(),
    filmmaker: row.filmmaker?.id ? row.filmmaker : null,
    client: row.client?.id ? row.client : null,
  };
}

/** One account's summary, or undefined. */
export async function findSummary(db: Db, id: string): Promise<AdminUserSummary | undefined> {
  const [row] = await summaryQuery(db).where(eq(users.id, id));
  return row ? serializeSummary(row) : undefined;
}

/** What the audit log keeps of an account before and after an admin action: its state, not its secrets. */
export function auditedAccount(summary: AdminUserSummary) {
  return {
    user_type: summary.user_type,
    state: summary.state,
    suspended_at: summary.suspended_at,
    suspension_reason: summary.suspension_reason,
  };
}
