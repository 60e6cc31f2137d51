import type { GoTrueClient as AuthClient } from '@supabase/auth-js';

// A tiny meeting point between the auth client (a lazily loaded chunk) and the app's auth state, which
// starts before the client exists and subscribes to it as soon as anything creates it.

type Listener = (client: AuthClient) => void;

let current: AuthClient | null = null;
const listeners = new Set<Listener>();

export function announceAuthClient(client: AuthClient): void {
  current = client;
  for (const listener of listeners) listener(client);
}

/** Calls `listener` with the auth client once it exists (at once if it already does). */
export function whenAuthClientCreated(listener: Listener): () => void {
  if (current) {
    listener(current);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The auth client if anything has created it yet, else null. */
export function currentAuthClient(): AuthClient | null {
  return current;
}

/** Loads and creates the auth client (the only way the light parts of the app reach it). */
export async function loadAuthClient(): Promise<AuthClient> {
  const { getAuthClient } = await import('./auth-client');
  return getAuthClient();
}

/** Forgets the announced client (between tests, each of which creates its own). */
export function forgetAuthClient(): void {
  current = null;
  listeners.clear();
}
