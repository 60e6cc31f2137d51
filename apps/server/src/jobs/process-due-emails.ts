import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { safeErrorMessage } from '../db/query-error.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { isEmailType, renderEmail } from '../email/render-email.ts';
import type { EmailTransport } from '../email/transports/email-transport.ts';
import { UndeliverableEmailError } from '../email/undeliverable-email-error.ts';
import { emailRecipient } from '../modules/email-preferences/recipient-opted-out.ts';
import { unsubscribeToken } from '../modules/email-preferences/unsubscribe-token.ts';
import { isOptionalEmailType } from '@reelhire/shared/email-preferences';
import { claimDueEmails, type OutboxEmail } from './claim-due-emails.ts';
import { emailRetryDelayMs } from './email-retry-delay.ts';
import { recoverStaleEmails } from './recover-stale-emails.ts';

export const EMAIL_BATCH_SIZE = 10;

export interface ProcessDueEmailsOptions {
  db: Db;
  transport: EmailTransport;
  /** Links in emails start here (config.publicUrl). */
  publicUrl: string;
  /**
   * Signs the one-click unsubscribe links (config.jwtSecret, decision 0063). Without it, emails go out
   * with no unsubscribe link; preferences are honoured either way.
   */
  unsubscribeSecret?: string | undefined;
  /** The moment the queue is looked at: what is due, when retries run, when a lock is stale. */
  now?: Date;
  batchSize?: number;
  staleAfterMs?: number;
  /** Wait before the next try after the given failed attempt (1 for the first). */
  retryDelayMs?: (attempt: number) => number;
  logger?: FastifyBaseLogger | undefined;
}

export interface ProcessDueEmailsResult {
  /** Emails taken from the queue in this pass. */
  claimed: number;
  sent: number;
  /** Failed this time, back in the queue for later. */
  retrying: number;
  /** Failed for good: kept with their last error, visible at /dev/mailbox. */
  failed: number;
  /** Not sent: the recipient turned the type off (decision 0063). */
  skipped: number;
  /** Emails found stuck in `sending` after a crash and put back (or failed). */
  recovered: number;
}

type Outcome = 'sent' | 'retrying' | 'failed' | 'skipped';

/**
 * One pass of the email worker: recover stale claims, claim a batch of due emails, render and send each
 * one, and record what happened. Safe to run in several processes at once. Tests drive it directly.
 */
export async function processDueEmails({
  db,
  transport,
  publicUrl,
  unsubscribeSecret,
  now = new Date(),
  batchSize = EMAIL_BATCH_SIZE,
  staleAfterMs,
  retryDelayMs = emailRetryDelayMs,
  logger,
}: ProcessDueEmailsOptions): Promise<ProcessDueEmailsResult> {
  const recovered = await recoverStaleEmails({ db, now, staleAfterMs });
  if (recovered > 0) logger?.warn({ count: recovered }, 'put back emails left sending by a stopped worker');

  const claimed = await claimDueEmails({ db, now, limit: batchSize });
  // Sent side by side: the whole batch finishes in about one send's time, well inside the stale window.
  const outcomes = await Promise.all(
    claimed.map((email) =>
      deliver({ db, transport, publicUrl, unsubscribeSecret, now, retryDelayMs, logger, email }),
    ),
  );
  const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
  return {
    claimed: claimed.length,
    sent: count('sent'),
    retrying: count('retrying'),
    failed: count('failed'),
    skipped: count('skipped'),
    recovered,
  };
}

interface DeliverOptions {
  db: Db;
  transport: EmailTransport;
  publicUrl: string;
  unsubscribeSecret: string | undefined;
  now: Date;
  retryDelayMs: (attempt: number) => number;
  logger: FastifyBaseLogger | undefined;
  email: OutboxEmail;
}

async function deliver({
  db,
  transport,
  publicUrl,
  unsubscribeSecret,
  now,
  retryDelayMs,
  logger,
  email,
}: DeliverOptions): Promise<Outcome> {
  const context = { emailId: email.id, emailType: email.emailType, attempt: email.attempts };
  try {
    // Preferences are read now, not when the email was queued: a type turned off since still counts.
    const recipient = isEmailType(email.emailType)
      ? await emailRecipient({
          db,
          emailType: email.emailType,
          recipientEmail: email.recipientEmail,
          templateData: email.templateData,
        })
      : { userId: undefined, optedOut: false };
    if (recipient.optedOut) {
      await finish(db, email, {
        status: 'skipped',
        lockedAt: null,
        lastError: 'The recipient turned this email off',
      });
      logger?.debug(context, 'email skipped: the recipient turned this type off');
      return 'skipped';
    }
    const unsubscribeUrl =
      recipient.userId && unsubscribeSecret && isOptionalEmailType(email.emailType)
        ? unsubscribeLink(
            publicUrl,
            unsubscribeToken(unsubscribeSecret, { userId: recipient.userId, emailType: email.emailType }),
          )
        : undefined;
    const rendered = await renderEmail({
      emailType: email.emailType,
      templateData: email.templateData,
      publicUrl,
      unsubscribeUrl,
    });
    const { messageId } = await transport.send({
      outboxId: email.id,
      to: email.recipientEmail,
      ...rendered,
      unsubscribeUrl,
    });
    await finish(db, email, { status: 'sent', sentAt: new Date(), messageId, lockedAt: null });
    logger?.debug({ ...context, messageId }, 'email sent');
    return 'sent';
  } catch (error) {
    const lastError = describeError(error);
    const permanent = error instanceof UndeliverableEmailError;
    if (permanent || email.attempts >= email.maxAttempts) {
      await finish(db, email, { status: 'failed', lockedAt: null, lastError });
      logger?.error(
        { ...context, error: lastError },
        permanent ? 'email cannot be delivered' : 'email failed on its last attempt',
      );
      return 'failed';
    }
    const runAt = new Date(now.getTime() + retryDelayMs(email.attempts));
    await finish(db, email, { status: 'pending', lockedAt: null, lastError, runAt });
    logger?.warn({ ...context, error: lastError, retryAt: runAt.toISOString() }, 'email failed, will retry');
    return 'retrying';
  }
}

/**
 * Records the outcome of this worker's claim only: if the claim went stale and another worker took the
 * email over in the meantime, that worker's record stands.
 */
async function finish(
  db: Db,
  email: OutboxEmail,
  values: Partial<typeof emailOutbox.$inferInsert>,
): Promise<void> {
  await db
    .update(emailOutbox)
    .set(values)
    .where(
      and(
        eq(emailOutbox.id, email.id),
        eq(emailOutbox.status, 'sending'),
        eq(emailOutbox.lockedAt, email.lockedAt!),
      ),
    );
}

/** The server's unsubscribe endpoint (decision 0063): a GET shows a confirmation page, a POST unsubscribes. */
export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Stored in `last_error` and logged: a failed statement's values (the email's own text) stay out. */
function describeError(error: unknown): string {
  return safeErrorMessage(error).slice(0, 2000);
}
