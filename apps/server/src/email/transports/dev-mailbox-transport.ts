import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { devMailbox } from '../../db/schema/email.ts';
import type { EmailTransport } from './email-transport.ts';

export interface DevMailboxTransportOptions {
  db: Db;
  from: string;
  logger: FastifyBaseLogger;
  /** Print one-time codes in the log line: handy in development, never in production logs. */
  logCodes: boolean;
}

/**
 * The embedded mailbox used when no SMTP_URL is set: each email is stored in `dev_mailbox` (listed at
 * /dev/mailbox outside production, and read by the end-to-end tests) and announced in the log.
 */
export function createDevMailboxTransport({
  db,
  from,
  logger,
  logCodes,
}: DevMailboxTransportOptions): EmailTransport {
  return {
    kind: 'dev-mailbox',
    async send(email) {
      const [row] = await db
        .insert(devMailbox)
        .values({
          outboxId: email.outboxId,
          fromAddress: from,
          toAddress: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
        })
        .returning({ id: devMailbox.id });
      const code = logCodes ? email.code : undefined;
      logger.info(
        { to: email.to, subject: email.subject, ...(code ? { code } : {}) },
        `Email to ${email.to}: ${email.subject}${code ? ` (code ${code})` : ''}`,
      );
      return { messageId: row!.id };
    },
    close: async () => {},
  };
}
