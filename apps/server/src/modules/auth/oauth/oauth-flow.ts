import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { flowStates } from '../../../db/schema/auth.ts';
import { createPkceFlow, type CodeChallenge, type FlowStateRow } from '../pkce.ts';
import { hashToken, randomToken } from '../../../auth/tokens.ts';

/**
 * The OAuth leg of a Google sign-in, on top of the PKCE flow of pkce.ts: the flow row is found again by
 * the hash of the `state` that went to the provider and came back. After the callback, pkce.ts's
 * issueAuthCode hands the browser its one-time code and exchangeAuthCode redeems it.
 */

/** The whole round trip to Google must finish within 10 minutes. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
/** The session's amr method for a Google sign-in, as in GoTrue. */
export const OAUTH_AUTHENTICATION_METHOD = 'oauth';

/**
 * The OpenID nonce is derived from the state: the state is random, used once and only its hash is
 * stored, so the nonce is as unique as the flow without a column of its own.
 */
export const nonceForState = (state: string) => hashToken(`oidc-nonce:${state}`);

export interface StartOAuthFlowOptions {
  db: Db;
  provider: string;
  providerCodeVerifier: string;
  challenge: CodeChallenge;
  redirectTo: string;
  now?: Date;
}

/** Records a new flow and returns the `state` and `nonce` to send to the provider. */
export async function startOAuthFlow({
  db,
  provider,
  providerCodeVerifier,
  challenge,
  redirectTo,
  now = new Date(),
}: StartOAuthFlowOptions) {
  const state = randomToken();
  // Flows nobody finished are cleared as new ones start; an hour's margin keeps them for diagnosis.
  await db
    .delete(flowStates)
    .where(
      and(eq(flowStates.provider, provider), lt(flowStates.expiresAt, new Date(now.getTime() - 3600_000))),
    );
  await createPkceFlow({
    db,
    provider,
    challenge,
    authenticationMethod: OAUTH_AUTHENTICATION_METHOD,
    redirectTo,
    stateHash: hashToken(state),
    providerCodeVerifier,
    ttlMs: OAUTH_STATE_TTL_MS,
    now,
  });
  return { state, nonce: nonceForState(state) };
}

export type ClaimResult =
  { kind: 'claimed'; flow: FlowStateRow } | { kind: 'expired'; flow: FlowStateRow } | { kind: 'unknown' };

/**
 * Takes the flow of a `state` coming back from the provider, once: the state hash is cleared in the same
 * statement that finds it, so a replayed callback finds nothing.
 */
export async function claimOAuthState(
  db: Db,
  provider: string,
  state: string,
  now: Date = new Date(),
): Promise<ClaimResult> {
  const [flow] = await db
    .update(flowStates)
    .set({ stateHash: null })
    .where(
      and(
        eq(flowStates.stateHash, hashToken(state)),
        eq(flowStates.provider, provider),
        isNull(flowStates.consumedAt),
        isNull(flowStates.authCodeHash),
      ),
    )
    .returning();
  if (!flow) return { kind: 'unknown' };
  if (flow.expiresAt.getTime() <= now.getTime()) return { kind: 'expired', flow };
  return { kind: 'claimed', flow };
}
