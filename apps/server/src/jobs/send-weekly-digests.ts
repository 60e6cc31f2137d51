import { WEEKLY_DIGEST } from '@reelhire/shared/email-preferences';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { weeklyDigests } from '../db/schema/email-preferences.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';

const DAY_MS = 24 * 3600 * 1000;

export interface SendWeeklyDigestsOptions {
  db: Db;
  /** The time the digests are sent at (tests move it). */
  now?: Date;
  /** Members handled per run; the rest wait for the next run. */
  batchSize?: number;
}

interface DueMember {
  user_id: string;
  email: string;
  first_name: string | null;
  user_type: 'filmmaker' | 'client' | 'both';
  filmmaker_id: string | null;
  client_id: string | null;
}

/**
 * The Monday (UTC) of the week whose digest is due at `now`, once its sending hour has come; the digest
 * tells about the seven days before it. Before Monday's hour, last week's digest is the one due.
 */
export function digestWeekStarting(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const monday = new Date(day.getTime() - sinceMonday * DAY_MS);
  const sendFrom = monday.getTime() + WEEKLY_DIGEST.sendFromHourUtc * 3600 * 1000;
  return now.getTime() >= sendFrom ? monday : new Date(monday.getTime() - 7 * DAY_MS);
}

/**
 * Queues 'weekly digest' emails (decision 0063), once a week per member with a finished profile: for their
 * filmmaker side, the week's new published jobs in their crafts; for their client side, the week's new
 * applicants on their jobs; for both, confirmed bookings starting in the coming week. A member with
 * nothing to hear about gets no email; the week is recorded for them all the same, so it is looked at once.
 *
 * Safe to run from several processes at once: the (member, week) row is inserted first, and only the run
 * whose insert wins queues the email.
 */
export async function sendWeeklyDigests({
  db,
  now = new Date(),
  batchSize = 200,
}: SendWeeklyDigestsOptions): Promise<{ queued: number; nothingToSay: number }> {
  const weekStarting = digestWeekStarting(now);
  const weekDate = weekStarting.toISOString().slice(0, 10);
  const from = new Date(weekStarting.getTime() - 7 * DAY_MS);
  const to = weekStarting;
  const due = await queryRows<DueMember>(
    db,
    sql`
      select u.id as user_id, u.email, u.user_metadata->>'first_name' as first_name,
        u.user_metadata->>'user_type' as user_type,
        case when f.setup and u.user_metadata->>'user_type' in ('filmmaker', 'both') then f.id end as filmmaker_id,
        case when c.setup and u.user_metadata->>'user_type' in ('client', 'both') then c.id end as client_id
      from users u
      left join filmmakers f on f.user_id = u.id
      left join clients c on c.user_id = u.id
      where u.email_confirmed_at is not null
        and u.created_at < ${to}
        and (
          (f.setup and u.user_metadata->>'user_type' in ('filmmaker', 'both'))
          or (c.setup and u.user_metadata->>'user_type' in ('client', 'both'))
        )
        and not exists (
          select 1 from weekly_digests d where d.user_id = u.id and d.week_starting = ${weekDate}
        )
      order by u.id
      limit ${batchSize}`,
  );

  let queued = 0;
  let nothingToSay = 0;
  for (const member of due) {
    const jobs = member.filmmaker_id
      ? await matchingJobs(db, member.filmmaker_id, from, to)
      : { count: 0, listed: [] };
    const newApplications = member.client_id ? await applicationsOnJobs(db, member.client_id, from, to) : 0;
    const upcomingBookings = await bookingsStartingSoon(db, member, weekStarting);
    const say = jobs.count + newApplications + upcomingBookings > 0;
    const userType =
      member.filmmaker_id && member.client_id ? 'both' : member.filmmaker_id ? 'filmmaker' : 'client';
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(weeklyDigests)
        .values({ userId: member.user_id, weekStarting: weekDate, outcome: say ? 'sent' : 'nothing_to_say' })
        .onConflictDoNothing()
        .returning({ userId: weeklyDigests.userId });
      if (claimed.length === 0 || !say) return false; // another run took this week, or a quiet week
      await enqueueEmail({
        db: tx,
        emailType: 'weekly_digest',
        recipientEmail: member.email,
        templateData: {
          firstName: member.first_name || undefined,
          userType,
          weekStarting: from.toISOString().slice(0, 10),
          newJobMatches: jobs.count,
          newApplications,
          upcomingBookings,
          jobs: jobs.listed,
        },
        idempotencyKey: `weekly_digest:${member.user_id}:${weekDate}`,
      });
      return true;
    });
    if (sent) queued += 1;
    else if (!say) nothingToSay += 1;
  }
  return { queued, nothingToSay };
}

/** Jobs published in the week, still open, in one of the filmmaker's crafts, where they work, not their own. */
async function matchingJobs(
  db: Db,
  filmmakerId: string,
  from: Date,
  to: Date,
): Promise<{ count: number; listed: { id: string; title: string }[] }> {
  const rows = await queryRows<{ id: string; title: string; total: number | string }>(
    db,
    sql`
      select j.id, j.title, count(*) over () as total
      from jobs j
      join filmmakers f on f.id = ${filmmakerId}
      left join clients c on c.id = j.client_id
      where j.status = 'published'
        and j.published_at >= ${from} and j.published_at < ${to}
        and j.craft = any(f.crafts)
        and (j.remote or f.country is null or j.country = f.country)
        and (c.user_id is null or c.user_id <> f.user_id)
        and not exists (select 1 from applications a where a.job_id = j.id and a.filmmaker_id = f.id)
      order by j.published_at desc, j.id desc
      limit ${WEEKLY_DIGEST.jobsListed}`,
  );
  return {
    count: rows.length > 0 ? Number(rows[0]!.total) : 0,
    listed: rows.map((row) => ({ id: row.id, title: row.title })),
  };
}

/** Applications received in the week on the client's jobs. */
async function applicationsOnJobs(db: Db, clientId: string, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`
      select count(*) as count
      from applications a
      join jobs j on j.id = a.job_id
      where j.client_id = ${clientId} and a.created_at >= ${from} and a.created_at < ${to}`,
  );
  return Number(row?.count ?? 0);
}

/** Confirmed bookings of the member, on either side, whose first day falls in the coming week. */
async function bookingsStartingSoon(db: Db, member: DueMember, weekStarting: Date): Promise<number> {
  if (!member.filmmaker_id && !member.client_id) return 0;
  const first = weekStarting.toISOString().slice(0, 10);
  const last = new Date(weekStarting.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`
      select count(*) as count from bookings b
      where b.status = 'confirmed' and b.first_day >= ${first} and b.first_day < ${last}
        and (b.filmmaker_id = ${member.filmmaker_id} or b.client_id = ${member.client_id})`,
  );
  return Number(row?.count ?? 0);
}
