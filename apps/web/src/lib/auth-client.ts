import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import { announceAuthClient } from './auth-client-registry';
import { AUTH_STORAGE_KEY } from './auth-storage';
import { readAnonKey } from './public-config';

let client: GoTrueClient | null = null;

/**
 * The one auth client of the app: the unmodified @supabase/auth-js against our GoTrue-compatible service
 * (decision 0003). PKCE for Google and recovery links; sessions persist and refresh themselves. Import
 * this module only from lazily loaded code; the light parts of the app use `loadAuthClient()`.
 */
export function getAuthClient(): GoTrueClient {
  if (!client) {
    client = new AuthClient({
      url: `${window.location.origin}/api/auth/v1`,
      headers: { apikey: readAnonKey() },
      storageKey: AUTH_STORAGE_KEY,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: true,
      flowType: 'pkce',
    });
    announceAuthClient(client);
  }
  return client;
}
