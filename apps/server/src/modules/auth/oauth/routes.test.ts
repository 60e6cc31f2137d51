// Over 400 lines on purpose: nearly all of it is one describe block whose tests share the one local OpenID
// provider and app started in its beforeAll; splitting would start them again per file.

import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { GoTrueClient } from '@supabase/auth-js';
import { and, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { flowStates, identities, users } from '../../../db/schema/auth.ts';
import { seedDemo } from '../../../seed/seed.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const CLIENT_ID = 'reelhire-test-client';
const PUBLIC_URL = 'http://reelhire.test';

/** What the test identity provider puts into its next ID tokens (Google's claim names). */
interface Profile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

const pkcePair = () => {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

describe('Google sign-in against a local OpenID provider', () => {
  let provider: OAuth2Server;
  let t: TestApp;
  let base: string;
  let profile: Profile;
  /** Changes the next ID token after the profile claims are in (audience, nonce...). */
  let tamper: ((payload: Record<string, unknown>) => void) | undefined;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, profile);
      tamper?.(token.payload);
    });
    provider.service.on('beforeUserinfo', (userInfo) => {
      userInfo.body = { ...profile };
    });
    t = await createTestApp({
      env: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: 'reelhire-test-secret',
        GOOGLE_ISSUER: provider.issuer.url!,
      },
    });
    await seedDemo({ db: t.database.db });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });
  beforeEach(() => {
    tamper = undefined;
  });

  const newClient = () =>
    new GoTrueClient({
      url: `${base}/api/auth/v1`,
      headers: { apikey: t.anonKey },
      storage: memoryStorage(),
      storageKey: 'reelhire-test',
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
      flowType: 'pkce',
    });

  /** Our server's URL for a PUBLIC_URL link (the app listens on a random local port). */
  const local = (url: string) => url.replace(PUBLIC_URL, base);

  /** GET without following redirects; the Location header of the answer, if any. */
  const hop = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { redirect: 'manual', headers });
    return { status: response.status, location: response.headers.get('location'), response };
  };

  /**
   * The browser's part of the round trip from our authorize URL: to the provider, which signs the person
   * in and sends the browser to our callback, which sends it on. Returns the final redirect.
   */
  const roundTrip = async (authorizeUrl: string) => {
    const toProvider = await hop(local(authorizeUrl));
    expect(toProvider.status).toBe(302);
    const providerUrl = new URL(toProvider.location!);
    expect(providerUrl.origin).toBe(new URL(provider.issuer.url!).origin);
    const toCallback = await hop(providerUrl.href);
    expect(toCallback.status).toBe(302);
    const callbackUrl = new URL(toCallback.location!);
    expect(`${callbackUrl.origin}${callbackUrl.pathname}`).toBe(`${PUBLIC_URL}/api/auth/v1/callback`);
    const back = await hop(local(callbackUrl.href));
    expect(back.status).toBe(302);
    return { providerUrl, callbackUrl, final: new URL(back.location!) };
  };

  const authorizeUrl = (params: Record<string, string>) =>
    `${base}/api/auth/v1/authorize?${new URLSearchParams({ provider: 'google', ...params })}`;

  const errorOf = (url: URL) => ({
    error: url.searchParams.get('error'),
    error_code: url.searchParams.get('error_code'),
    error_description: url.searchParams.get('error_description'),
  });

  it('creates a new account for a new Google identity and signs it in with the PKCE code exchange', async () => {
    profile = {
      sub: 'google-sub-new-1',
      email: 'Nadia.Kimura@Example.com',
      email_verified: true,
      name: 'Nadia Kimura Ito',
      picture: 'https://example.com/nadia.png',
    };
    const client = newClient();
    const { data, error } = await client.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${PUBLIC_URL}/auth/callback?user_type=client`, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();

    const { providerUrl, final } = await roundTrip(data.url!.replace('&skip_http_redirect=true', ''));
    // What went to the provider: our callback, the OpenID scopes, a nonce, a state and our own PKCE.
    expect(providerUrl.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(providerUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/v1/callback`);
    expect(providerUrl.searchParams.get('scope')).toBe('openid email profile');
    expect(providerUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(providerUrl.searchParams.get('nonce')).toBeTruthy();
    expect(providerUrl.searchParams.get('state')).toBeTruthy();
    // Our PKCE towards the provider is not the browser's towards us.
    expect(providerUrl.searchParams.get('code_challenge')).not.toBe(
      new URL(data.url!).searchParams.get('code_challenge'),
    );

    expect(`${final.origin}${final.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(final.searchParams.get('user_type')).toBe('client');
    const code = final.searchParams.get('code');
    expect(code).toBeTruthy();

    const exchanged = await client.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    const user = exchanged.data.session!.user;
    expect(user.email).toBe('nadia.kimura@example.com');
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toMatchObject({ provider: 'google', providers: ['google'] });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: 'google', id: 'google-sub-new-1' });
    expect(user.user_metadata).toMatchObject({
      email: 'nadia.kimura@example.com',
      full_name: 'Nadia Kimura Ito',
      name: 'Nadia Kimura Ito',
      avatar_url: 'https://example.com/nadia.png',
      // Asked for in redirect_to: saved with the name split as SPEC's callback does.
      user_type: 'client',
      first_name: 'Nadia',
      last_name: 'Kimura Ito',
    });
    // New within SPEC's 5-minute window, which the web reads from created_at.
    expect(Date.now() - new Date(user.created_at).getTime()).toBeLessThan(60_000);
    const { data: aal } = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(aal!.currentLevel).toBe('aal1');
    expect(aal!.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual([
      'oauth',
    ]);
  });

  it('signs a returning Google identity in to the same account, without a user type of its own', async () => {
    profile = {
      sub: 'google-sub-returning',
      email: 'returning@example.com',
      email_verified: true,
      name: 'Rui',
    };
    const first = newClient();
    const { data } = await first.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${PUBLIC_URL}/auth/callback`, skipBrowserRedirect: true },
    });
    const one = await first.exchangeCodeForSession(
      (await roundTrip(data.url!)).final.searchParams.get('code')!,
    );
    expect(one.error).toBeNull();
    expect(one.data.user!.user_metadata.user_type).toBeUndefined();

    profile = { ...profile, name: 'Rui Costa' };
    const second = newClient();
    const { data: data2 } = await second.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${PUBLIC_URL}/auth/callback?user_type=filmmaker`, skipBrowserRedirect: true },
    });
    const two = await second.exchangeCodeForSession(
      (await roundTrip(data2.url!)).final.searchParams.get('code')!,
    );
    expect(two.error).toBeNull();
    expect(two.data.user!.id).toBe(one.data.user!.id);
    // Only a new account takes the type from the URL; the web saves it for existing ones (docs/product.md §4).
    expect(two.data.user!.user_metadata.user_type).toBeUndefined();
    expect(two.data.user!.identities).toHaveLength(1);
    expect(two.data.user!.identities![0]!.identity_data).toMatchObject({ name: 'Rui Costa' });
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'returning@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('links Google to an existing account whose email is confirmed', async () => {
    profile = {
      sub: 'google-sub-filmmaker',
      email: 'filmmaker@reelhire.test',
      email_verified: true,
      name: 'F',
    };
    const client = newClient();
    const { data } = await client.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${PUBLIC_URL}/auth/callback`, skipBrowserRedirect: true },
    });
    const { final } = await roundTrip(data.url!);
    const session = await client.exchangeCodeForSession(final.searchParams.get('code')!);
    expect(session.error).toBeNull();
    const user = session.data.user!;
    expect(user.email).toBe('filmmaker@reelhire.test');
    expect(user.user_metadata.user_type).toBe('filmmaker');
    expect(user.identities!.map((i) => i.provider).sort()).toEqual(['email', 'google']);
    expect(user.app_metadata).toMatchObject({ provider: 'email', providers: ['email', 'google'] });
  });

  it('refuses to link to an account whose email was never confirmed (email_conflict)', async () => {
    await t.database.db.insert(users).values({
      email: 'unconfirmed@example.com',
      encryptedPassword: 'not-a-real-hash',
      appMetadata: { provider: 'email', providers: ['email'] },
    });
    profile = { sub: 'google-sub-unconfirmed', email: 'unconfirmed@example.com', email_verified: true };
    const { challenge } = pkcePair();
    const { final } = await roundTrip(
      authorizeUrl({
        redirect_to: '/auth/callback',
        code_challenge: challenge,
        code_challenge_method: 's256',
      }),
    );
    expect(`${final.origin}${final.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(final.searchParams.get('code')).toBeNull();
    expect(errorOf(final)).toMatchObject({ error: 'access_denied', error_code: 'email_conflict' });
    const linked = await t.database.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'google'), eq(identities.providerId, 'google-sub-unconfirmed')));
    expect(linked).toHaveLength(0);
  });

  it('refuses a Google account without an email, or with an unverified one', async () => {
    const { challenge } = pkcePair();
    const start = authorizeUrl({
      redirect_to: `${PUBLIC_URL}/auth/callback`,
      code_challenge: challenge,
      code_challenge_method: 's256',
    });
    profile = { sub: 'google-sub-no-email', name: 'No Mail' };
    const noEmail = (await roundTrip(start)).final;
    expect(errorOf(noEmail)).toEqual({
      error: 'access_denied',
      error_code: 'no_email',
      error_description: 'No email found in Google account',
    });
    expect(noEmail.searchParams.get('code')).toBeNull();

    profile = { sub: 'google-sub-unverified', email: 'unverified@example.com', email_verified: false };
    const unverified = (await roundTrip(start)).final;
    expect(errorOf(unverified).error_code).toBe('provider_email_needs_verification');
    const created = await t.database.db.select().from(users).where(eq(users.email, 'unverified@example.com'));
    expect(created).toHaveLength(0);
  });

  it('uses a state and an auth code once: replayed or made-up callbacks sign nobody in', async () => {
    profile = { sub: 'google-sub-replay', email: 'replay@example.com', email_verified: true };
    const { verifier, challenge } = pkcePair();
    const { callbackUrl, final } = await roundTrip(
      authorizeUrl({
        redirect_to: '/auth/callback',
        code_challenge: challenge,
        code_challenge_method: 's256',
      }),
    );
    const authCode = final.searchParams.get('code');
    expect(authCode).toBeTruthy();
    const exchange = (codeVerifier: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/v1/token?grant_type=pkce',
        headers: { apikey: t.anonKey },
        payload: { auth_code: authCode, code_verifier: codeVerifier },
      });
    // Only the browser that started the flow holds the verifier; the code is redeemed once.
    expect((await exchange(pkcePair().verifier)).json()).toMatchObject({ error_code: 'bad_code_verifier' });
    const session = await exchange(verifier);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { email: 'replay@example.com' } });
    expect((await exchange(verifier)).json()).toMatchObject({ error_code: 'flow_state_not_found' });

    const replay = await hop(local(callbackUrl.href));
    expect(replay.status).toBe(302);
    const replayed = new URL(replay.location!);
    expect(`${replayed.origin}${replayed.pathname}`).toBe(`${PUBLIC_URL}/login`);
    expect(errorOf(replayed)).toMatchObject({ error_code: 'bad_oauth_state' });
    expect(replayed.searchParams.get('code')).toBeNull();

    const madeUp = new URL(callbackUrl);
    madeUp.searchParams.set('state', randomBytes(32).toString('base64url'));
    const forged = new URL((await hop(local(madeUp.href))).location!);
    expect(errorOf(forged)).toMatchObject({ error_code: 'bad_oauth_state' });

    const noState = new URL((await hop(`${base}/api/auth/v1/callback?code=abc`)).location!);
    expect(errorOf(noState)).toMatchObject({ error_code: 'bad_oauth_callback' });
  });

  it('refuses a state older than 10 minutes', async () => {
    profile = { sub: 'google-sub-slow', email: 'slow@example.com', email_verified: true };
    const { challenge } = pkcePair();
    const toProvider = await hop(
      authorizeUrl({
        redirect_to: '/auth/callback',
        code_challenge: challenge,
        code_challenge_method: 's256',
      }),
    );
    const toCallback = await hop(toProvider.location!);
    await t.database.db
      .update(flowStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(flowStates.provider, 'google'));
    const late = new URL((await hop(local(toCallback.location!))).location!);
    expect(`${late.origin}${late.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(errorOf(late).error_code).toBe('flow_state_expired');
    expect(late.searchParams.get('code')).toBeNull();
  });

  it('rejects an ID token for another audience or with another nonce', async () => {
    profile = { sub: 'google-sub-tampered', email: 'tampered@example.com', email_verified: true };
    const { challenge } = pkcePair();
    const start = authorizeUrl({
      redirect_to: '/auth/callback',
      code_challenge: challenge,
      code_challenge_method: 's256',
    });
    tamper = (payload) => {
      if (payload.aud === CLIENT_ID) payload.aud = 'someone-else';
    };
    expect(errorOf((await roundTrip(start)).final).error_code).toBe('bad_oauth_callback');
    tamper = (payload) => {
      if (payload.aud === CLIENT_ID) payload.nonce = 'not-the-nonce';
    };
    expect(errorOf((await roundTrip(start)).final).error_code).toBe('bad_oauth_callback');
    const created = await t.database.db.select().from(users).where(eq(users.email, 'tampered@example.com'));
    expect(created).toHaveLength(0);
  });

  it('passes on a cancelled sign-in at the provider as an error', async () => {
    const { challenge } = pkcePair();
    const toProvider = await hop(
      authorizeUrl({
        redirect_to: '/auth/callback',
        code_challenge: challenge,
        code_challenge_method: 's256',
      }),
    );
    const state = new URL(toProvider.location!).searchParams.get('state')!;
    const cancelled = await hop(
      `${base}/api/auth/v1/callback?${new URLSearchParams({ state, error: 'access_denied', error_description: 'The user denied access' })}`,
    );
    const back = new URL(cancelled.location!);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(errorOf(back)).toEqual({
      error: 'access_denied',
      error_code: 'access_denied',
      error_description: 'The user denied access',
    });
  });

  it('refuses redirects off this site and requests without PKCE', async () => {
    const { challenge } = pkcePair();
    const flowsBefore = (await t.database.db.select().from(flowStates)).length;
    for (const redirect of [
      'https://evil.example/auth/callback',
      '//evil.example/auth/callback',
      '/\\evil.example',
      'javascript:alert(1)',
      `${PUBLIC_URL}.evil.example/auth/callback`,
    ]) {
      const refused = await hop(
        authorizeUrl({ redirect_to: redirect, code_challenge: challenge, code_challenge_method: 's256' }),
      );
      expect(refused.status, redirect).toBe(400);
      expect(await refused.response.json()).toMatchObject({
        error_code: 'validation_failed',
        msg: 'redirect_to must be a page of this site',
      });
    }
    const withoutPkce = await hop(authorizeUrl({ redirect_to: '/auth/callback' }));
    expect(withoutPkce.status).toBe(400);
    expect(await withoutPkce.response.json()).toMatchObject({ error_code: 'validation_failed' });
    const unknownProvider = await hop(
      `${base}/api/auth/v1/authorize?provider=github&code_challenge=${challenge}&code_challenge_method=s256`,
    );
    expect(unknownProvider.status).toBe(400);
    // Nothing was recorded for the refused requests.
    expect(await t.database.db.select().from(flowStates)).toHaveLength(flowsBefore);
  });

  it('answers with the provider URL as JSON for skip_http_redirect, like GoTrue', async () => {
    const { challenge } = pkcePair();
    const response = await hop(
      authorizeUrl({ code_challenge: challenge, code_challenge_method: 's256', skip_http_redirect: 'true' }),
    );
    expect(response.status).toBe(200);
    const { url } = (await response.response.json()) as { url: string };
    expect(new URL(url).origin).toBe(new URL(provider.issuer.url!).origin);
  });
});

describe('Google sign-in when GOOGLE_* is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 400 provider_disabled', async () => {
    const { challenge } = pkcePair();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v1/authorize?provider=google&redirect_to=%2Fauth%2Fcallback&code_challenge=${challenge}&code_challenge_method=s256`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      error_code: 'provider_disabled',
      msg: 'Unsupported provider: provider is not enabled',
    });
  });
});
