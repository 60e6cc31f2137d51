import { emailPriority, type EmailPriority, type EmailType } from '@reelhire/shared/email';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { notifyEmailRecipient } from '../notifications/email-notifications.ts';
import { announceEmailQueued } from './email-queued.ts';

const PRIORITY_RANK: Record<EmailPriority, number> = { high: 0, medium: 1, low: 2 };

export interface EnqueueEmailOptions {
  /** Pass the transaction that makes the change the email is about, so both commit or neither. */
  db: Db;
  emailType: EmailType;
  recipientEmail: string;
  templateData?: Record<string, unknown>;
  /** Defaults to the type's priority of docs/product.md §9. */
  priority?: EmailPriority;
  /** Send no earlier than this. */
  scheduledAt?: Date;
  /** A repeated request with the same key queues nothing new and returns the first email's id. */
  idempotencyKey?: string;
  /**
   * Whether the recipient also hears of it in the app (decision 0062); false only for emails anyone may
   * ask for (the send-email function), which must not write into a stranger's notifications.
   */
  notify?: boolean;
}

/**
 * Queues an email in the outbox; the email worker renders and sends it. Returns the outbox id.
 * Inside a transaction the worker may be woken before the commit; it then finds the email at its next poll.
 */
export async function enqueueEmail({
  db,
  emailType,
  recipientEmail,
  templateData = {},
  priority,
  scheduledAt,
  idempotencyKey,
  notify = true,
}: EnqueueEmailOptions): Promise<string> {
  const rank = PRIORITY_RANK[priority ?? emailPriority(emailType, templateData)];
  const insert = db.insert(emailOutbox).values({
    emailType,
    recipientEmail,
    templateData,
    priority: rank,
    runAt: scheduledAt ?? new Date(),
    idempotencyKey,
  });
  const [row] = await (
    idempotencyKey
      ? // A no-op update so RETURNING gives the existing row's id on a repeat.
        insert.onConflictDoUpdate({ target: emailOutbox.idempotencyKey, set: { idempotencyKey } })
      : insert
  ).returning({ id: emailOutbox.id });
  if (notify) await notifyEmailRecipient(db, { emailType, recipientEmail, templateData, idempotencyKey });
  announceEmailQueued();
  return row!.id;
}
