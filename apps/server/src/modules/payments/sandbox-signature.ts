import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { WebhookVerificationError } from './payment-provider.ts';

// The sandbox signs its webhooks as Stripe does (decision 0042): `t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "t.body">`, signed again at every delivery attempt, refused when older than the tolerance so a captured
// request cannot be replayed later.

export const SANDBOX_SIGNATURE_HEADER = 'reelhire-sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The sandbox's webhook secret, derived from the server's own secret so the embedded default needs no
 * set-up and each installation's differs.
 */
export function sandboxWebhookSecret(config: Pick<Config, 'jwtSecret'>): string {
  return createHmac('sha256', config.jwtSecret).update('reelhire sandbox webhook secret').digest('hex');
}

const digest = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signSandboxBody(secret: string, body: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

export function verifySandboxSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = new Date(),
): void {
  if (!header) throw new WebhookVerificationError('The webhook carries no signature');
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const [name, value] = part.split('=', 2);
    if (name && value) parts.set(name.trim(), [...(parts.get(name.trim()) ?? []), value.trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isSafeInteger(timestamp)) throw new WebhookVerificationError('The signature has no timestamp');
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookVerificationError('The signature is too old');
  }
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  const matches = (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('The signature does not match');
}
