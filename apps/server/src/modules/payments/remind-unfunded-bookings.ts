import { UNDER_WAY_BOOKING_STATUSES } from '@reelhire/shared/bookings';
import {
  FUNDING_DUE_DAYS,
  PAYMENT_REMINDER_DAYS,
  fundingCharge,
  paymentReminderStep,
} from '@reelhire/shared/money-policy';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { bookingContacts } from '../booking-parties/booking-parties.ts';
import { milestoneFunding } from '../ledger/milestone-funding.ts';

const DAY_MS = 86_400_000;

/**
 * Reminds clients to fund confirmed bookings (decision 0046): a booking under way with a milestone nobody
 * has funded is due FUNDING_DUE_DAYS after its contract was signed (or on its first day, if sooner); its
 * client gets SPEC's payment reminder on the due day and at 2, 5 and 10 days overdue (high priority from 5
 * days, SPEC's rule, applied by the outbox), each step once: the outbox's key
 * `payment_reminder:{bookingId}:{step}` holds even with several processes sweeping at once.
 */
export async function remindUnfundedBookings({
  db,
  now = new Date(),
  batchSize = 100,
}: {
  db: Db;
  now?: Date;
  batchSize?: number;
}): Promise<{ reminded: number }> {
  const statuses = sql.join(
    UNDER_WAY_BOOKING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  // The reminder step in SQL, from the same list as paymentReminderStep (largest step reached).
  const stepSql = sql.raw(
    `(case ${[...PAYMENT_REMINDER_DAYS]
      .reverse()
      .map((day) => `when days_overdue >= ${day} then '${day}'`)
      .join(' ')} else '0' end)`,
  );
  // Bookings past their deadline with an approvable milestone that has no escrow at all, whose current
  // reminder step has not been queued yet.
  const due = await queryRows<{ id: string; due_at: Date; days_overdue: number }>(
    db,
    sql`with due as (
          select b.id,
                 least(c.created_at + ${FUNDING_DUE_DAYS} * interval '1 day',
                       b.first_day::timestamp at time zone 'UTC') as due_at
            from bookings b
            -- Each booking under way (bookings_under_way_idx) looks up its contract and milestones by their
            -- keys: offset 0 keeps the planner from reading every contract, milestone and escrow account
            -- ever made to hash-join the few it needs (payments-plan.test.ts).
            cross join lateral (select created_at from contracts where id = b.contract_id offset 0) c
           where b.status in (${statuses})
             and exists (select 1 from booking_milestones m
                          where m.booking_id = b.id and m.status <> 'approved'
                            and not exists (select 1 from ledger_accounts a
                                             where a.kind = 'escrow' and a.owner_id = m.id::text)
                         offset 0))
        , overdue as (
          select id, due_at,
                 floor(extract(epoch from (${now.toISOString()}::timestamptz - due_at)) / 86400)::int as days_overdue
            from due where due_at <= ${now.toISOString()}::timestamptz)
        select id, due_at, days_overdue from overdue
         where not exists (select 1 from email_outbox o
                            where o.idempotency_key = 'payment_reminder:' || overdue.id || ':' || ${stepSql})
         order by due_at
         limit ${batchSize}`,
  );
  let reminded = 0;
  for (const row of due) {
    const step = paymentReminderStep(row.days_overdue);
    const [booking] = await db
      .select()
      .from(bookings)
      .where(sql`${bookings.id} = ${row.id}`);
    if (!booking) continue;
    const owed = (await milestoneFunding(db, booking)).filter(
      (m) => m.funding === 'unfunded' && m.status !== 'approved',
    );
    if (owed.length === 0) continue;
    const contacts = await bookingContacts(db, booking.id);
    const amountDue = owed.reduce((sum, m) => sum + fundingCharge(m.amountMinor).totalMinor, 0);
    await enqueueEmail({
      db,
      emailType: 'payment_reminder',
      recipientEmail: contacts.client.email,
      idempotencyKey: `payment_reminder:${booking.id}:${step}`,
      templateData: {
        firstName: contacts.client.firstName,
        jobTitle: contacts.title.slice(0, 200),
        filmmakerName: contacts.filmmaker.name,
        amountDue: { amount: amountDue, currency: booking.currency },
        daysOverdue: Math.max(0, Math.floor((now.getTime() - new Date(row.due_at).getTime()) / DAY_MS)),
        projectId: contacts.projectId,
        jobId: contacts.jobId,
      },
    });
    reminded += 1;
  }
  return { reminded };
}
