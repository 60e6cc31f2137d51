import { ADMIN_OVERVIEW_WEEKS, type AdminOverview } from '@reelhire/shared/admin';
import { FROZEN_DISPUTE_STATUSES } from '@reelhire/shared/disputes';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { feedback } from '../../db/schema/feedback.ts';
import { supportRequests } from '../../db/schema/support.ts';
import { identityVerifications } from '../../db/schema/verification.ts';
import { getLedgerSummary } from '../ledger/get-ledger-summary.ts';

const ROLES = ['filmmaker', 'client', 'both', 'admin'] as const;

/**
 * What waits for the team and how the marketplace is doing, counted from the records (decision 0065): the
 * admin overview states these numbers, never a guess. Money comes from the ledger: escrow held is the sum
 * of the escrow accounts' balances (each the sum of its entries), and the weekly money is the escrow
 * entries themselves, in (positive) and out (released or refunded, negative), per currency. Weeks start on
 * Monday, UTC; `now` is a parameter so a test can fix the weeks.
 */
export async function getAdminOverview({
  db,
  now = new Date(),
}: {
  db: Db;
  now?: Date;
}): Promise<AdminOverview> {
  const count = sql<number>`count(*)::int`;
  const at = now.toISOString();
  // The Monday ADMIN_OVERVIEW_WEEKS - 1 weeks before this week's.
  const firstWeek = sql`(date_trunc('week', ${at}::timestamptz at time zone 'UTC') - make_interval(weeks => ${ADMIN_OVERVIEW_WEEKS - 1}))`;
  const weekOf = (column: string) => sql.raw(`date_trunc('week', ${column} at time zone 'UTC')`);

  const [
    [verifications],
    [support],
    [newFeedback],
    [openDisputes],
    roles,
    [jobs],
    [bookingsThisMonth],
    weeks,
    moneyWeeks,
    ledger,
  ] = await Promise.all([
    db
      .select({ total: count })
      .from(identityVerifications)
      .where(eq(identityVerifications.status, 'pending')),
    db.select({ total: count }).from(supportRequests).where(eq(supportRequests.status, 'open')),
    db.select({ total: count }).from(feedback).where(eq(feedback.status, 'new')),
    // Not yet resolved or withdrawn: the states whose escrow is frozen (disputes_status_idx).
    db
      .select({ total: count })
      .from(disputes)
      .where(inArray(disputes.status, [...FROZEN_DISPUTE_STATUSES])),
    queryRows<{ role: string | null; total: number }>(
      db,
      sql`select user_metadata->>'user_type' as role, count(*)::int as total from users group by 1`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from jobs where status = 'published'`),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from bookings
             where created_at >= (date_trunc('month', ${at}::timestamptz at time zone 'UTC') at time zone 'UTC')
               and created_at <= ${at}::timestamptz`,
    ),
    queryRows<{
      week_start: string;
      signups_filmmaker: number;
      signups_client: number;
      signups_both: number;
      bookings: number;
    }>(
      db,
      sql`with weeks as (
              select generate_series(${firstWeek}, ${firstWeek} + make_interval(weeks => ${ADMIN_OVERVIEW_WEEKS - 1}), interval '1 week') as week
            ),
            signups as (
              select ${weekOf('created_at')} as week, user_metadata->>'user_type' as role, count(*)::int as total
                from users where created_at >= (${firstWeek} at time zone 'UTC') group by 1, 2
            ),
            booked as (
              select ${weekOf('created_at')} as week, count(*)::int as total
                from bookings where created_at >= (${firstWeek} at time zone 'UTC') group by 1
            )
            select to_char(weeks.week, 'YYYY-MM-DD') as week_start,
                   coalesce(sum(signups.total) filter (where signups.role = 'filmmaker'), 0)::int as signups_filmmaker,
                   coalesce(sum(signups.total) filter (where signups.role = 'client'), 0)::int as signups_client,
                   coalesce(sum(signups.total) filter (where signups.role = 'both'), 0)::int as signups_both,
                   coalesce(max(booked.total), 0)::int as bookings
              from weeks
              left join signups on signups.week = weeks.week
              left join booked on booked.week = weeks.week
             group by weeks.week order by weeks.week`,
    ),
    queryRows<{ currency: string; week_start: string; into: string; out: string }>(
      db,
      sql`select e.currency, to_char(${weekOf('e.created_at')}, 'YYYY-MM-DD') as week_start,
                   coalesce(sum(e.amount_minor) filter (where e.amount_minor > 0), 0) as into,
                   coalesce(-sum(e.amount_minor) filter (where e.amount_minor < 0), 0) as out
              from ledger_entries e join ledger_accounts a on a.id = e.account_id
             where a.kind = 'escrow' and e.created_at >= (${firstWeek} at time zone 'UTC')
             group by 1, 2`,
    ),
    getLedgerSummary({ db }),
  ]);

  const byRole = { filmmaker: 0, client: 0, both: 0, admin: 0, none: 0 };
  for (const row of roles) {
    const role = ROLES.find((known) => known === row.role) ?? 'none';
    byRole[role] += row.total;
  }
  const currencies = [...new Set(moneyWeeks.map((row) => row.currency))].sort();
  return {
    pending_verifications: verifications?.total ?? 0,
    open_support_requests: support?.total ?? 0,
    new_feedback: newFeedback?.total ?? 0,
    open_disputes: openDisputes?.total ?? 0,
    users_by_role: byRole,
    open_jobs: jobs?.total ?? 0,
    bookings_this_month: bookingsThisMonth?.total ?? 0,
    money: ledger.currencies.map((row) => ({
      currency: row.currency,
      escrow_held_minor: row.escrow_held_minor,
      payouts_due: row.payouts_to_process,
      payouts_due_minor: row.payouts_to_process_minor,
    })),
    weeks,
    money_weeks: currencies.map((currency) => ({
      currency,
      weeks: weeks.map(({ week_start }) => {
        const row = moneyWeeks.find((each) => each.currency === currency && each.week_start === week_start);
        return {
          week_start,
          into_escrow_minor: Number(row?.into ?? 0),
          out_of_escrow_minor: Number(row?.out ?? 0),
        };
      }),
    })),
  };
}
