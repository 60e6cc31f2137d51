import type { AuthChangeEvent, Factor, GoTrueClient, Session, User } from '@supabase/auth-js';
import { vi } from 'vitest';
import { announceAuthClient } from '@/lib/auth-client-registry';

// A stand-in for @supabase/auth-js's client in component tests: every method the app calls is a vi.fn
// answering like auth-js does ({ data, error }), and `emit` plays an auth event to the subscribers.
// Tests mock '@/lib/auth-client' with `authClientModule(fake)`.

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export interface FakeUserOptions {
  id?: string;
  email?: string;
  userType?: string | null;
  firstName?: string;
  lastName?: string;
  fullName?: string;
  factors?: Partial<Factor>[];
  createdAt?: string;
  providers?: string[];
}

export function fakeUser(options: FakeUserOptions = {}): User {
  const metadata: Record<string, unknown> = {};
  if (options.userType) metadata.user_type = options.userType;
  if (options.firstName) metadata.first_name = options.firstName;
  if (options.lastName) metadata.last_name = options.lastName;
  if (options.fullName) metadata.full_name = options.fullName;
  return {
    id: options.id ?? 'user-1',
    aud: 'authenticated',
    email: options.email ?? 'maya@example.com',
    app_metadata: {},
    user_metadata: metadata,
    created_at: options.createdAt ?? '2024-01-01T00:00:00Z',
    factors: (options.factors ?? []).map((factor, i) => ({
      id: `factor-${i + 1}`,
      factor_type: 'totp',
      status: 'verified',
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-01-01T00:00:00Z',
      ...factor,
    })) as Factor[],
    identities: (options.providers ?? ['email']).map((provider, i) => ({
      id: `identity-${i}`,
      identity_id: `identity-${i}`,
      user_id: options.id ?? 'user-1',
      provider,
    })),
  } as User;
}

export function fakeSession(user: User = fakeUser(), aal: 'aal1' | 'aal2' = 'aal1'): Session {
  const accessToken = `${base64url({ alg: 'HS256' })}.${base64url({ sub: user.id, aal })}.signature`;
  return {
    access_token: accessToken,
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user,
  };
}

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

export function createFakeAuthClient(initialSession: Session | null = null) {
  let session = initialSession;
  const listeners = new Set<Listener>();
  const ok = <T>(data: T) => Promise.resolve({ data, error: null });

  const fake = {
    get session() {
      return session;
    },
    /** Sets the session and tells the subscribers, as auth-js does. */
    emit(event: AuthChangeEvent, next: Session | null) {
      session = next;
      for (const listener of listeners) listener(event, next);
    },
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener);
      // auth-js tells a new subscriber the current session once it has started.
      queueMicrotask(() => listener('INITIAL_SESSION', session));
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    }),
    initialize: vi.fn(() => Promise.resolve({ error: null })),
    getSession: vi.fn(() => ok({ session })),
    getUser: vi.fn(() =>
      session
        ? ok({ user: session.user })
        : Promise.resolve({ data: { user: null }, error: new Error('Auth session missing!') }),
    ),
    signInWithPassword: vi.fn(),
    signInWithOtp: vi.fn(() => ok({ user: null, session: null })),
    signInWithOAuth: vi.fn(() => ok({ provider: 'google', url: 'https://accounts.example/authorize' })),
    signUp: vi.fn(),
    verifyOtp: vi.fn(),
    resend: vi.fn(() => ok({ user: null, session: null })),
    resetPasswordForEmail: vi.fn(() => ok({})),
    updateUser: vi.fn(),
    reauthenticate: vi.fn(() => ok({ user: null, session: null })),
    signOut: vi.fn(async () => {
      fake.emit('SIGNED_OUT', null);
      return { error: null };
    }),
    mfa: {
      listFactors: vi.fn(),
      enroll: vi.fn(),
      challengeAndVerify: vi.fn(),
      unenroll: vi.fn(() => ok({ id: 'factor' })),
      getAuthenticatorAssuranceLevel: vi.fn(),
    },
  };
  return fake;
}

export type FakeAuthClient = ReturnType<typeof createFakeAuthClient>;

/** What `vi.mock('@/lib/auth-client', ...)` should return for a fake client. */
export function authClientModule(getFake: () => FakeAuthClient) {
  return {
    getAuthClient: () => {
      const client = getFake() as unknown as GoTrueClient;
      announceAuthClient(client);
      return client;
    },
  };
}

/**
 * Signs the API client in for tests that mock '@/lib/auth-state': apiFetch reads the session from the
 * announced auth client, as the app's does. Call it in `beforeEach` (the setup forgets the client).
 */
export function signInApiClient({ accessToken, userId }: { accessToken?: string; userId?: string } = {}) {
  const session = fakeSession(fakeUser({ id: userId }));
  if (accessToken) session.access_token = accessToken;
  const fake = createFakeAuthClient(session);
  announceAuthClient(fake as unknown as GoTrueClient);
  return fake;
}

/** A stored session in local storage, so the app loads the auth client at start as it would. */
export function storeSessionMarker() {
  window.localStorage.setItem('reelhire-auth', '{"stored":true}');
}

/** An auth-js style error: `{ name, message, status, code }`. */
export function authError(message: string, extra: { status?: number; code?: string; name?: string } = {}) {
  return Object.assign(new Error(message), {
    name: extra.name ?? 'AuthApiError',
    __isAuthError: true,
    ...extra,
  });
}
