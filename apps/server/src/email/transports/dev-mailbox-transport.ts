import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { devMailbox } from '../../db/schema/email.ts';
import type { EmailTransport } from './email-transport.ts';

export interface DevMailboxTransportOptions {
  db: Db;
  from: string;
  logger: FastifyBaseLogger;
}

/**
 * The embedded mailbox used when no SMTP_URL is set: each email is stored in `dev_mailbox` (listed at
 * /dev/mailbox outside production, and read by the end-to-end tests) and announced in the log by its
 * recipient and subject only. Codes and links are read on the mailbox page, never in the log: a log is
 * kept and shipped where an emailed secret must not go (decision 0019).
 */
export function createDevMailboxTransport({ db, from, logger }: DevMailboxTransportOptions): EmailTransport {
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
      logger.info({ to: email.to, subject: email.subject }, `Email to ${email.to}: ${email.subject}`);
      return { messageId: row!.id };
    },
    close: async () => {},
  };
}
