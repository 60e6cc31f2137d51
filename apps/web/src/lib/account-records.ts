import type { GoTrueClient as AuthClient, User } from '@supabase/auth-js';
import { clientRecordListSchema, filmmakerRecordListSchema } from '@reelhire/shared/auth-profiles';
import { isUserType, type UserType } from '@reelhire/shared/user-type';
import { apiFetch } from './api-client';

/** docs/product.md §3: the flags of a filmmaker or client record. */
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

function flagsOf(rows: readonly ProfileFlags[]): ProfileFlags | null {
  const record = rows[0];
  return record ? { verified: record.verified, setup: record.setup } : null;
}

/**
 * The guard's session check (docs/product.md §4): the session is validated with the auth service and the
 * filmmaker and client records are read with it. Any failure is a session validation error; it is logged
 * and the guard sends the visitor to /login (docs/product.md §8). `validatedUser`: on the server, drawing a
 * signed-in page (decision 0084), the user the auth service has just answered for the page's token.
 */
export async function fetchAccountRecords(
  client: AuthClient | null,
  validatedUser?: User,
): Promise<AccountRecords> {
  try {
    let user = validatedUser;
    if (!user) {
      if (!client) throw new Error('No auth client to validate the session with');
      // Without a token argument auth-js checks its current session with the auth service.
      const { data, error } = await client.getUser();
      if (error) throw error;
      user = data.user;
    }
    const type = user.user_metadata?.user_type;
    const userType = isUserType(type) ? type : null;
    // Admins skip the profile and verification checks, so their records are not needed.
    if (userType === 'admin') return { userType, filmmaker: null, client: null };
    const query = `user_id=${encodeURIComponent(user.id)}`;
    // This read is on the home page's first load: production leaves its schemas, and zod, out of it.
    const [filmmakers, clients] = await Promise.all([
      apiFetch(`/rest/v1/filmmakers?${query}`, {
        schema: import.meta.env.PROD ? undefined : filmmakerRecordListSchema,
      }),
      apiFetch(`/rest/v1/clients?${query}`, {
        schema: import.meta.env.PROD ? undefined : clientRecordListSchema,
      }),
    ]);
    return { userType, filmmaker: flagsOf(filmmakers), client: flagsOf(clients) };
  } catch (error) {
    console.error('Session validation failed', error);
    throw error;
  }
}
