import type { GoTrueClient as AuthClient } from '@supabase/auth-js';
import { isUserType, type UserType } from '@reelhire/shared/user-type';
import { apiFetch } from './api-client';

/** SPEC section 3: the flags of a filmmaker or client record. */
export interface ProfileFlags {
  verified: boolean;
  setup: boolean;
}

export interface AccountRecords {
  userType: UserType | null;
  filmmaker: ProfileFlags | null;
  client: ProfileFlags | null;
}

/** Every account query starts with this; an auth state change invalidates them all. */
export const ACCOUNT_QUERY_KEY = ['account'] as const;
export const accountQueryKey = (userId: string) => [...ACCOUNT_QUERY_KEY, userId] as const;

async function firstRecord(
  resource: 'filmmakers' | 'clients',
  userId: string,
  accessToken: string,
): Promise<ProfileFlags | null> {
  const rows = await apiFetch<unknown>(`/rest/v1/${resource}?user_id=${encodeURIComponent(userId)}`, {
    accessToken,
  });
  const record = Array.isArray(rows) ? (rows[0] as Record<string, unknown> | undefined) : undefined;
  if (!record) return null;
  return { verified: record.verified === true, setup: record.setup === true };
}

/**
 * The guard's session check (SPEC section 4): the session is validated with the auth service and the
 * filmmaker and client records are read with it. Any failure is a session validation error; it is logged
 * and the guard sends the visitor to /login (SPEC section 8).
 */
export async function fetchAccountRecords(client: AuthClient, accessToken: string): Promise<AccountRecords> {
  try {
    const { data, error } = await client.getUser(accessToken);
    if (error) throw error;
    const user = data.user;
    const type = user.user_metadata?.user_type;
    const userType = isUserType(type) ? type : null;
    // Admins skip the profile and verification checks, so their records are not needed.
    if (userType === 'admin') return { userType, filmmaker: null, client: null };
    const [filmmaker, clientRecord] = await Promise.all([
      firstRecord('filmmakers', user.id, accessToken),
      firstRecord('clients', user.id, accessToken),
    ]);
    return { userType, filmmaker, client: clientRecord };
  } catch (error) {
    console.error('Session validation failed', error);
    throw error;
  }
}
