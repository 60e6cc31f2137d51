import { VERIFICATION_REMINDER, type VerificationRole } from '@reelhire/shared/verification';
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { clients, filmmakers } from '../db/schema/profiles.ts';
import { identityVerifications, verificationReminders } from '../db/schema/verification.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { signUpNames } from '../modules/profiles/profile-access.ts';

const DAY_MS = 24 * 3600 * 1000;

export interface SendVerificationRemindersOptions {
  db: Db;
  /** The time the reminders are sent at (tests move it). */
  now?: Date;
  /** Users handled per run; the rest wait for the next run. */
  batchSize?: number;
}

export interface SendVerificationRemindersResult {
  /** Reminder emails queued by this run. */
  queued: number;
}

/**
 * Queues 'verification reminder' emails (issue 4) for people who set up a profile but never sent their
 * documents for it: first VERIFICATION_REMINDER.firstAfterDays after sign-up, then every `everyDays`, at
 * most `maxReminders` times. Someone who did submit (pending, approved or rejected) for a role is not
 * reminded about that role. A 'both' account gets one email, naming both roles when both are due.
 *
 * Safe to run from several processes at once: each reminder is numbered per user and recorded under that
 * number, so two runs sending "reminder 2" collide on the key and only one queues it (the email's
 * idempotency key would also catch it).
 */
export async function sendVerificationReminders({
  db,
  now = new Date(),
  batchSize = 200,
}: SendVerificationRemindersOptions): Promise<SendVerificationRemindersResult> {
  const signedUpBefore = new Date(now.getTime() - VERIFICATION_REMINDER.firstAfterDays * DAY_MS);
  const remindedAfter = new Date(now.getTime() - VERIFICATION_REMINDER.everyDays * DAY_MS);
  const userType = sql`${users.userMetadata}->>'user_type'`;
  const neverSubmitted = (role: VerificationRole) =>
    sql`not exists (select 1 from ${identityVerifications} where ${identityVerifications.userId} = ${users.id} and ${identityVerifications.role} = ${role})`;
  const filmmakerDue = sql<boolean>`coalesce(${filmmakers.setup} and not ${filmmakers.verified} and ${userType} in ('filmmaker', 'both') and ${neverSubmitted('filmmaker')}, false)`;
  const clientDue = sql<boolean>`coalesce(${clients.setup} and not ${clients.verified} and ${userType} in ('client', 'both') and ${neverSubmitted('client')}, false)`;
  const remindersSent = sql<number>`(select count(*)::int from ${verificationReminders} where ${verificationReminders.userId} = ${users.id})`;

  const due = await db
    .select({ user: users, filmmakerDue, clientDue, remindersSent })
    .from(users)
    .leftJoin(filmmakers, eq(filmmakers.userId, users.id))
    .leftJoin(clients, eq(clients.userId, users.id))
    .where(
      and(
        lte(users.createdAt, signedUpBefore),
        or(filmmakerDue, clientDue),
        sql`${remindersSent} < ${VERIFICATION_REMINDER.maxReminders}`,
        sql`not exists (select 1 from ${verificationReminders} where ${verificationReminders.userId} = ${users.id} and ${verificationReminders.sentAt} > ${remindedAfter})`,
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(batchSize);

  let queued = 0;
  for (const { user, filmmakerDue: filmmaker, clientDue: client, remindersSent: sent } of due) {
    const type = filmmaker && client ? 'both' : filmmaker ? 'filmmaker' : 'client';
    const sequence = sent + 1;
    const sentNow = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(verificationReminders)
        .values({ userId: user.id, sequence, userType: type, sentAt: now })
        .onConflictDoNothing()
        .returning({ userId: verificationReminders.userId });
      if (inserted.length === 0) return false; // another run sent this one
      await enqueueEmail({
        db: tx,
        emailType: 'verification_reminder',
        recipientEmail: user.email,
        templateData: { firstName: signUpNames(user).firstName || undefined, userType: type },
        idempotencyKey: `verification_reminder:${user.id}:${sequence}`,
      });
      return true;
    });
    if (sentNow) queued += 1;
  }
  return { queued };
}
