import nodemailer from 'nodemailer';
import { UndeliverableEmailError } from '../undeliverable-email-error.ts';
import type { EmailTransport } from './email-transport.ts';

export interface SmtpTransportOptions {
  /** `smtp://user:pass@host:587` or `smtps://...` (config.smtpUrl). */
  smtpUrl: string;
  /** The sender of every email (config.mailFrom). */
  from: string;
}

/** Sends through a real mail server with nodemailer, reusing a few pooled connections across a batch. */
export function createSmtpTransport({ smtpUrl, from }: SmtpTransportOptions): EmailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    // nodemailer waits up to 10 minutes on a silent socket by default; an email stuck that long would
    // outlive the worker's stale-lock window and could be sent twice.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(email) {
      try {
        const info = await transporter.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          // Lets an operator find the outbox row behind a message in the mail server's logs.
          headers: {
            'X-Reelhire-Email-Id': email.outboxId,
            // RFC 8058 one-click unsubscribe: mail clients show an unsubscribe button that POSTs to the link.
            ...(email.unsubscribeUrl
              ? {
                  'List-Unsubscribe': `<${email.unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                }
              : {}),
          },
        });
        return { messageId: info.messageId };
      } catch (error) {
        if (isRecipientRefused(error)) {
          throw new UndeliverableEmailError(`The mail server refused the recipient: ${errorMessage(error)}`, {
            cause: error,
          });
        }
        throw error;
      }
    },
    close: async () => transporter.close(),
  };
}

/**
 * A permanent (5xx) answer to RCPT TO: the address does not exist or is not accepted there. Other
 * failures (connection, authentication, 4xx "try later") may pass, so they are retried.
 */
function isRecipientRefused(error: unknown): boolean {
  const smtpError = error as { code?: string; responseCode?: number; command?: string };
  return (
    smtpError.code === 'EENVELOPE' &&
    typeof smtpError.responseCode === 'number' &&
    smtpError.responseCode >= 500 &&
    smtpError.responseCode < 600
  );
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
