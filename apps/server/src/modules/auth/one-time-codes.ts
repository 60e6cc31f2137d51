import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema/auth.ts';
import { randomToken } from '../../auth/tokens.ts';

/** Issue 3: email codes are 6 digits, single use, live 10 minutes and die after 5 wrong tries. */
export const ONE_TIME_CODE_TTL_MS = 10 * 60 * 1000;
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5;
export const ONE_TIME_CODE_PATTERN = /^\d{6}$/;

export type OneTimePurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** The stored form of a code: keyed with the JWT secret and bound to its row, so equal codes differ. */
export function oneTimeCodeHash(secret: string, tokenId: string, code: string): string {
  return hmac(secret, `one-time-code:${tokenId}:${code}`);
}

/** The stored form of an emailed link's token; looked up by equality (it carries 256 random bits). */
export function linkTokenHash(secret: string, linkToken: string): string {
  return hmac(secret, `one-time-link:${linkToken}`);
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A link token for a PKCE flow names its flow (`pkce_<flowId>_<random>`, like GoTrue's `pkce_` tokens):
 * the whole token is only accepted when its hash is stored, so the flow id in it cannot be forged.
 */
export function newLinkToken(flowId?: string): string {
  return flowId ? `pkce_${flowId}_${randomToken()}` : randomToken();
}

export function flowIdOfLinkToken(linkToken: string): string | undefined {
  const match = /^pkce_([0-9a-f-]{36})_/.exec(linkToken);
  return match?.[1];
}

export interface IssueOneTimeTokenOptions {
  /** The transaction that also sends the email. */
  db: Db;
  secret: string;
  userId: string;
  purpose: OneTimePurpose;
  /** Where the code goes (for an email change, the new address). */
  email: string;
  redirectTo?: string | undefined;
  /** The PKCE flow the emailed link completes, if the request came with a code challenge. */
  flowId?: string | undefined;
  now: Date;
}

export interface IssuedOneTimeToken {
  id: string;
  code: string;
  linkToken: string;
  expiresAt: Date;
}

/**
 * A fresh code and link for a user and purpose. Codes of the same purpose sent earlier stop working, as
 * in GoTrue: only the newest email counts (and its 5 tries).
 */
export async function issueOneTimeToken({
  db,
  secret,
  userId,
  purpose,
  email,
  redirectTo,
  flowId,
  now,
}: IssueOneTimeTokenOptions): Promise<IssuedOneTimeToken> {
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkToken = newLinkToken(flowId);
  const expiresAt = new Date(now.getTime() + ONE_TIME_CODE_TTL_MS);
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.consumedAt),
      ),
    );
  await db.insert(oneTimeTokens).values({
    id,
    userId,
    purpose,
    email,
    codeHash: oneTimeCodeHash(secret, id, code),
    linkHash: linkTokenHash(secret, linkToken),
    redirectTo: redirectTo ?? null,
    expiresAt,
    createdAt: now,
  });
  return { id, code, linkToken, expiresAt };
}

/** Whether a token row can still be used at `now` (not used, not expired, not locked by wrong tries). */
export function isUsable(row: OneTimeTokenRow, now: Date): boolean {
  return (
    row.consumedAt === null &&
    row.expiresAt.getTime() > now.getTime() &&
    row.attempts < ONE_TIME_CODE_MAX_ATTEMPTS
  );
}
