import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createDevMailboxTransport } from './dev-mailbox-transport.ts';
import type { EmailTransport } from './email-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export interface CreateEmailTransportOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'env'>;
  db: Db;
  logger: FastifyBaseLogger;
}

/** SMTP when SMTP_URL is set; otherwise the embedded dev mailbox (DESIGN section 2). */
export function createEmailTransport({ config, db, logger }: CreateEmailTransportOptions): EmailTransport {
  if (config.smtpUrl) return createSmtpTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  if (config.env === 'production') {
    logger.warn('SMTP_URL is not set: emails are stored in the dev mailbox table and not delivered');
  }
  return createDevMailboxTransport({ db, from: config.mailFrom, logger });
}
