import { and, count, desc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/email.ts';

export interface UndeliveredEmail {
  id: string;
  emailType: string;
  to: string;
  status: 'failed' | 'pending';
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** For an email waiting to be retried: when. */
  runAt: Date;
  createdAt: Date;
}

export interface UndeliveredEmails {
  /** Failed for good, and those waiting for a retry after a failure: newest first. */
  emails: UndeliveredEmail[];
  /** Everything still waiting in the queue (first attempts included). */
  queued: number;
}

/** What the outbox could not (yet) deliver, so that a failure is never silent. */
export async function listUndeliveredEmails({
  db,
  limit,
}: {
  db: Db;
  limit: number;
}): Promise<UndeliveredEmails> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(
      or(
        eq(emailOutbox.status, 'failed'),
        and(eq(emailOutbox.status, 'pending'), gt(emailOutbox.attempts, 0)),
      ),
    )
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
  const [queued] = await db
    .select({ count: count() })
    .from(emailOutbox)
    .where(or(eq(emailOutbox.status, 'pending'), eq(emailOutbox.status, 'sending')));
  return {
    emails: rows.map((row) => ({
      id: row.id,
      emailType: row.emailType,
      to: row.recipientEmail,
      status: row.status === 'failed' ? 'failed' : 'pending',
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
      lastError: row.lastError,
      runAt: row.runAt,
      createdAt: row.createdAt,
    })),
    queued: queued?.count ?? 0,
  };
}
