import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { flowStates } from '../../db/schema/auth.ts';
import {
  badCodeVerifier,
  flowStateExpired,
  flowStateNotFound,
  validationFailed,
} from '../../auth/auth-error.ts';
import { signIn, type SessionResponse } from './issue-session.ts';
import type { AuthSecrets } from '../../auth/auth-secrets.ts';
import { hashToken, randomToken } from '../../auth/tokens.ts';

/**
 * PKCE (RFC 7636) between the browser and us, as GoTrue does it: a request that starts a sign-in by email
 * link or by Google carries `code_challenge` (+ method); when the user comes back, the browser receives a
 * one-time `?code=` and exchanges it with its `code_verifier` at `POST /token?grant_type=pkce`.
 * Shared by the email flows (here) and the Google flow (oauth/).
 */

export type CodeChallengeMethod = 's256' | 'plain';

export interface CodeChallenge {
  codeChallenge: string;
  codeChallengeMethod: CodeChallengeMethod;
}

/** After the user came back, the browser has this long to exchange the code (GoTrue: 5 minutes). */
export const AUTH_CODE_TTL_MS = 5 * 60 * 1000;

const CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** The body fields auth-js sends (null when the client uses the implicit flow). */
export const codeChallengeFields = {
  code_challenge: z.string().max(200).nullish(),
  code_challenge_method: z.string().max(20).nullish(),
};

/** The challenge of a request, or undefined for the implicit flow; half a challenge is a 400. */
export function codeChallengeFrom(body: {
  code_challenge?: string | null | undefined;
  code_challenge_method?: string | null | undefined;
}): CodeChallenge | undefined {
  const challenge = body.code_challenge || undefined;
  const method = body.code_challenge_method?.toLowerCase() || undefined;
  if (!challenge && !method) return undefined;
  if (!challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw validationFailed('code_challenge_method must be s256 or plain');
  }
  if (!CHALLENGE.test(challenge)) {
    throw validationFailed('code_challenge must be 43 to 128 URL-safe characters');
  }
  return { codeChallenge: challenge, codeChallengeMethod: method };
}

export function codeVerifierMatches(verifier: string, { codeChallenge, codeChallengeMethod }: CodeChallenge) {
  const expected =
    codeChallengeMethod === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const left = Buffer.from(expected);
  const right = Buffer.from(codeChallenge);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface CreatePkceFlowOptions {
  db: Db;
  /** 'email' for email links, 'google' for Google. */
  provider: string;
  challenge: CodeChallenge;
  /** What the session's amr will say: 'email/signup', 'magiclink', 'recovery', 'email_change', 'oauth'. */
  authenticationMethod: string;
  /** Known up front for email flows; set by issueAuthCode for OAuth. */
  userId?: string | undefined;
  redirectTo?: string | undefined;
  /** OAuth only: hash of the `state` sent to the provider, and our verifier towards the provider. */
  stateHash?: string | undefined;
  providerCodeVerifier?: string | undefined;
  /** How long the user has to come back (the email link's life, or the OAuth round trip). */
  ttlMs: number;
  now?: Date;
}

export type FlowStateRow = typeof flowStates.$inferSelect;

export async function createPkceFlow({
  db,
  provider,
  challenge,
  authenticationMethod,
  userId,
  redirectTo,
  stateHash,
  providerCodeVerifier,
  ttlMs,
  now = new Date(),
}: CreatePkceFlowOptions): Promise<FlowStateRow> {
  const [flow] = await db
    .insert(flowStates)
    .values({
      provider,
      codeChallenge: challenge.codeChallenge,
      codeChallengeMethod: challenge.codeChallengeMethod,
      authenticationMethod,
      userId: userId ?? null,
      redirectTo: redirectTo ?? null,
      stateHash: stateHash ?? null,
      providerCodeVerifier: providerCodeVerifier ?? null,
      expiresAt: new Date(now.getTime() + ttlMs),
      createdAt: now,
    })
    .returning();
  return flow!;
}

export interface IssueAuthCodeOptions {
  db: Db;
  flowId: string;
  /** The user who just proved who they are. */
  userId: string;
  now?: Date;
}

/**
 * The one-time `auth_code` for a flow whose user came back: stored as a hash, valid for 5 minutes. Returns
 * undefined when the flow is unknown, already used or expired (the caller answers with an error).
 */
export async function issueAuthCode({
  db,
  flowId,
  userId,
  now = new Date(),
}: IssueAuthCodeOptions): Promise<string | undefined> {
  const authCode = randomToken();
  const [flow] = await db
    .update(flowStates)
    .set({
      userId,
      authCodeHash: hashToken(authCode),
      expiresAt: new Date(now.getTime() + AUTH_CODE_TTL_MS),
    })
    .where(
      and(
        eq(flowStates.id, flowId),
        isNull(flowStates.consumedAt),
        isNull(flowStates.authCodeHash),
        gt(flowStates.expiresAt, now),
        or(isNull(flowStates.userId), eq(flowStates.userId, userId)),
      ),
    )
    .returning({ id: flowStates.id });
  return flow ? authCode : undefined;
}

/** A flow that may still receive its auth code: not used, not expired, and for this user if it names one. */
export async function findOpenFlow(db: Db, flowId: string, userId: string, now: Date) {
  const [flow] = await db.select().from(flowStates).where(eq(flowStates.id, flowId));
  if (!flow || flow.consumedAt || flow.authCodeHash) return undefined;
  if (flow.expiresAt.getTime() <= now.getTime()) return undefined;
  if (flow.userId && flow.userId !== userId) return undefined;
  return flow;
}

export interface ExchangeAuthCodeOptions {
  db: Db;
  secrets: AuthSecrets;
  authCode: string;
  codeVerifier: string;
  ip?: string | undefined;
  userAgent?: string | undefined;
  now?: Date;
}

/**
 * `POST /token?grant_type=pkce`: a valid code and matching verifier start a session, once. A wrong
 * verifier changes nothing (the code stays usable by its rightful holder until it expires).
 */
export async function exchangeAuthCode({
  db,
  secrets,
  authCode,
  codeVerifier,
  ip,
  userAgent,
  now = new Date(),
}: ExchangeAuthCodeOptions): Promise<SessionResponse> {
  if (!VERIFIER.test(codeVerifier)) {
    throw validationFailed('code_verifier must be 43 to 128 URL-safe characters');
  }
  const authCodeHash = hashToken(authCode);
  const [flow] = await db.select().from(flowStates).where(eq(flowStates.authCodeHash, authCodeHash));
  if (!flow || flow.consumedAt || !flow.userId) throw flowStateNotFound();
  if (flow.expiresAt.getTime() <= now.getTime()) throw flowStateExpired();
  const method = flow.codeChallengeMethod === 'plain' ? 'plain' : 's256';
  if (
    !flow.codeChallenge ||
    !codeVerifierMatches(codeVerifier, { codeChallenge: flow.codeChallenge, codeChallengeMethod: method })
  ) {
    throw badCodeVerifier();
  }
  return db.transaction(async (tx) => {
    // Only one exchange wins, even when two arrive at once.
    const [consumed] = await tx
      .update(flowStates)
      .set({ consumedAt: now })
      .where(and(eq(flowStates.id, flow.id), isNull(flowStates.consumedAt)))
      .returning({ id: flowStates.id });
    if (!consumed) throw flowStateNotFound();
    return signIn({
      db: tx,
      secrets,
      userId: flow.userId!,
      method: flow.authenticationMethod ?? 'pkce',
      ip,
      userAgent,
      now,
    });
  });
}
