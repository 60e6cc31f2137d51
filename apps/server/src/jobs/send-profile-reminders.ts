import { PROFILE_REMINDER } from '@reelhire/shared/email-preferences';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { profileReminders } from '../db/schema/email-preferences.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';

const DAY_MS = 24 * 3600 * 1000;

export interface SendProfileRemindersOptions {
  db: Db;
  /** The time the reminders are sent at (tests move it). */
  now?: Date;
  /** Users handled per run; the rest wait for the next run. */
  batchSize?: number;
}

interface DueUser {
  id: string;
  email: string;
  first_name: string | null;
  user_type: 'filmmaker' | 'client' | 'both';
  filmmaker_done: boolean;
  client_done: boolean;
  stage: number;
}

/**
 * Queues 'profile reminder' emails (decision 0063) to members who confirmed their email and chose a role
 * but have not finished that role's profile setup: one at each stage of PROFILE_REMINDER.stageAfterDays
 * after sign-up. Someone who comes back after several stages gets the current stage's email only, never a
 * burst. A 'both' account is reminded about the role (or roles) still open.
 *
 * Safe to run from several processes at once: each stage is claimed by inserting (user, stage) first; the
 * process whose insert loses queues nothing (the email's idempotency key would catch it too).
 */
export async function sendProfileReminders({
  db,
  now = new Date(),
  batchSize = 200,
}: SendProfileRemindersOptions): Promise<{ queued: number }> {
  const stages = PROFILE_REMINDER.stageAfterDays;
  // The stage a member is at: how many stage days have passed since they signed up.
  const stageOf = sql.join(
    stages.map(
      (days) => sql`(case when u.created_at <= ${new Date(now.getTime() - days * DAY_MS)} then 1 else 0 end)`,
    ),
    sql` + `,
  );
  const due = await queryRows<DueUser>(
    db,
    sql`
      select * from (
        select u.id, u.email, u.user_metadata->>'first_name' as first_name,
          u.user_metadata->>'user_type' as user_type,
          coalesce(f.setup, false) as filmmaker_done,
          coalesce(c.setup, false) as client_done,
          (${stageOf}) as stage
        from users u
        left join filmmakers f on f.user_id = u.id
        left join clients c on c.user_id = u.id
        where u.email_confirmed_at is not null
          and u.created_at <= ${new Date(now.getTime() - stages[0] * DAY_MS)}
          and u.user_metadata->>'user_type' in ('filmmaker', 'client', 'both')
      ) candidate
      where (
          (user_type in ('filmmaker', 'both') and not filmmaker_done)
          or (user_type in ('client', 'both') and not client_done)
        )
        and not exists (
          select 1 from profile_reminders r where r.user_id = candidate.id and r.stage = candidate.stage
        )
      order by id
      limit ${batchSize}`,
  );

  let queued = 0;
  for (const user of due) {
    const filmmakerOpen = user.user_type !== 'client' && !user.filmmaker_done;
    const clientOpen = user.user_type !== 'filmmaker' && !user.client_done;
    const userType = filmmakerOpen && clientOpen ? 'both' : filmmakerOpen ? 'filmmaker' : 'client';
    const stage = Number(user.stage);
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(profileReminders)
        .values({ userId: user.id, stage, sentAt: now })
        .onConflictDoNothing()
        .returning({ userId: profileReminders.userId });
      if (claimed.length === 0) return false; // another run sent this stage
      await enqueueEmail({
        db: tx,
        emailType: 'profile_reminder',
        recipientEmail: user.email,
        templateData: { firstName: user.first_name || undefined, userType, missingSteps: [] },
        idempotencyKey: `profile_reminder:${user.id}:${stage}`,
      });
      return true;
    });
    if (sent) queued += 1;
  }
  return { queued };
}
