import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { AuthError, validationFailed } from '../../../auth/auth-error.ts';
import { codeChallengeFrom, issueAuthCode } from '../pkce.ts';
import { allowedRedirect } from '../redirect-url.ts';
import { findOrCreateGoogleAccount } from './google-account.ts';
import type { GoogleIdentity, GoogleProvider } from './google-provider.ts';
import { claimOAuthState, nonceForState, startOAuthFlow } from './oauth-flow.ts';

/** Our redirect URI at the provider (register `${PUBLIC_URL}/api/auth/v1/callback` with Google). */
export const CALLBACK_PATH = '/api/auth/v1/callback';
const PROVIDER = 'google';

export interface GoogleSignInContext {
  db: Db;
  /** Undefined when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
  provider: GoogleProvider | undefined;
  config: Pick<Config, 'publicUrl' | 'env'>;
  log: FastifyBaseLogger;
}

export interface AuthorizeQuery {
  provider?: string | undefined;
  redirect_to?: string | undefined;
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
  /** Passed on to Google: choose an account, pre-fill it, restrict to a Workspace domain. */
  prompt?: string | undefined;
  login_hint?: string | undefined;
  hd?: string | undefined;
}

/** The SPA's Google return page (docs/product.md §2), when the client names none. */
const defaultRedirect = (publicUrl: string) => new URL('/auth/callback', `${publicUrl}/`);
/** Where errors go when the flow, and so its redirect_to, is unknown. */
const loginPage = (publicUrl: string) => new URL('/login', `${publicUrl}/`);

/**
 * GET /authorize?provider=google: checks the request, records the flow and answers with the provider's
 * authorization URL to redirect to. Input problems are GoTrue-shaped 400s; a provider that cannot be
 * reached sends the browser back to redirect_to with an error, like every later failure.
 */
export async function startGoogleSignIn(context: GoogleSignInContext, query: AuthorizeQuery): Promise<URL> {
  const { db, provider, config, log } = context;
  if (query.provider !== PROVIDER) {
    throw validationFailed(`Unsupported provider: Provider ${query.provider ?? ''} could not be found`);
  }
  if (!provider) {
    throw new AuthError(400, 'provider_disabled', 'Unsupported provider: provider is not enabled');
  }
  let redirectTo = defaultRedirect(config.publicUrl);
  if (query.redirect_to) {
    // An open redirect is refused outright rather than silently replaced, so a misconfigured client shows.
    const allowed = allowedRedirect(config, query.redirect_to);
    if (!allowed) throw validationFailed('redirect_to must be a page of this site');
    redirectTo = new URL(allowed);
  }
  // Only the PKCE flow is offered: tokens never travel in a URL, the browser redeems a one-time code.
  const challenge = codeChallengeFrom(query);
  if (!challenge) {
    throw validationFailed('PKCE flow required: send code_challenge and code_challenge_method');
  }

  const providerCodeVerifier = oidc.randomPKCECodeVerifier();
  const { state, nonce } = await startOAuthFlow({
    db,
    provider: PROVIDER,
    providerCodeVerifier,
    challenge,
    redirectTo: redirectTo.href,
  });
  const extra: Record<string, string> = {};
  for (const key of ['prompt', 'login_hint', 'hd'] as const) {
    const value = query[key];
    if (value && value.length <= 200) extra[key] = value;
  }
  try {
    return await provider.authorizationUrl({
      redirectUri: `${config.publicUrl}${CALLBACK_PATH}`,
      state,
      nonce,
      codeVerifier: providerCodeVerifier,
      extra,
    });
  } catch (error) {
    log.error({ err: error }, 'Google sign-in: the provider could not be reached');
    return withError(redirectTo, {
      error: 'server_error',
      code: 'provider_unavailable',
      description: 'Google sign-in is not available right now. Please try again.',
    });
  }
}

export interface CallbackQuery {
  state?: string | undefined;
  code?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
}

/**
 * GET /callback: Google sends the browser here. Always answers with where to send it next: the
 * flow's redirect_to with `?code=<auth_code>` on success, or with `error`, `error_code` and
 * `error_description` (the sign-in page when the flow itself is unknown).
 */
export async function finishGoogleSignIn(
  context: GoogleSignInContext,
  query: CallbackQuery,
  rawQuery: string,
): Promise<URL> {
  const { db, provider, config, log } = context;
  const login = loginPage(config.publicUrl);
  if (!query.state) {
    return withError(login, {
      error: 'invalid_request',
      code: 'bad_oauth_callback',
      description: 'OAuth state parameter missing',
    });
  }
  const claim = await claimOAuthState(db, PROVIDER, query.state);
  if (claim.kind === 'unknown') {
    return withError(login, {
      error: 'invalid_request',
      code: 'bad_oauth_state',
      description: 'OAuth callback with invalid state',
    });
  }
  const back = claim.flow.redirectTo ? new URL(claim.flow.redirectTo) : defaultRedirect(config.publicUrl);
  if (claim.kind === 'expired') {
    return withError(back, {
      error: 'invalid_request',
      code: 'flow_state_expired',
      description: 'Google sign-in took too long. Please try again.',
    });
  }
  if (query.error) {
    // The person cancelled at Google, or Google refused the request.
    return withError(back, {
      error: query.error,
      code: query.error,
      description: query.error_description || 'Google sign-in was not completed',
    });
  }
  if (!provider || !claim.flow.providerCodeVerifier || !query.code) {
    return withError(back, {
      error: 'invalid_request',
      code: 'bad_oauth_callback',
      description: 'OAuth callback without a code',
    });
  }

  let identity: GoogleIdentity;
  try {
    identity = await provider.exchangeCode({
      callbackUrl: new URL(`${config.publicUrl}${CALLBACK_PATH}?${rawQuery}`),
      codeVerifier: claim.flow.providerCodeVerifier,
      state: query.state,
      nonce: nonceForState(query.state),
    });
  } catch (error) {
    log.warn({ err: error }, 'Google sign-in: code exchange or ID token validation failed');
    return withError(back, {
      error: 'server_error',
      code: 'bad_oauth_callback',
      description: 'Unable to exchange external code',
    });
  }
  if (!identity.email) {
    return withError(back, {
      error: 'access_denied',
      code: 'no_email',
      description: 'No email found in Google account',
    });
  }
  if (!identity.emailVerified) {
    return withError(back, {
      error: 'access_denied',
      code: 'provider_email_needs_verification',
      description: 'The email of this Google account is not verified',
    });
  }

  try {
    const account = await findOrCreateGoogleAccount({
      db,
      identity: { ...identity, email: identity.email },
      requestedUserType: back.searchParams.get('user_type'),
    });
    if (account.kind === 'email-conflict') {
      return withError(back, {
        error: 'access_denied',
        code: 'email_conflict',
        description:
          'An account with this email already exists but its email is not confirmed. Confirm it, then sign in with Google again.',
      });
    }
    const authCode = await issueAuthCode({ db, flowId: claim.flow.id, userId: account.userId });
    if (!authCode) {
      return withError(back, {
        error: 'invalid_request',
        code: 'flow_state_expired',
        description: 'Google sign-in took too long. Please try again.',
      });
    }
    const success = new URL(back);
    success.searchParams.set('code', authCode);
    return success;
  } catch (error) {
    log.error({ err: error }, 'Google sign-in: could not sign the user in');
    return withError(back, {
      error: 'server_error',
      code: 'unexpected_failure',
      description: 'Google sign-in failed. Please try again.',
    });
  }
}

function withError(
  target: URL,
  { error, code, description }: { error: string; code: string; description: string },
) {
  const url = new URL(target);
  url.searchParams.delete('code');
  url.searchParams.set('error', error.slice(0, 100));
  url.searchParams.set('error_code', code.slice(0, 100));
  url.searchParams.set('error_description', description.slice(0, 300));
  return url;
}
