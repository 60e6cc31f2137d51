import type { Session, User } from '@supabase/auth-js';
import type { GuardInput } from '@reelhire/shared/access';
import { isVerified } from '@reelhire/shared/access';
import { AUTH } from '@reelhire/shared/constants';
import type { UserType } from '@reelhire/shared/user-type';
import { useQuery } from '@tanstack/react-query';
import { accountQueryKey, fetchAccountRecords } from './account-records';
import { useAuthState } from './auth-state';
import { useServerRender } from './server-render';

/**
 * The signed-in user's filmmaker and client records, validated with the session. Cached for SPEC's
 * 5-minute session cache; any auth state change invalidates it (see AuthStateProvider).
 */
export function useAccountQuery() {
  const { status, client, session, needsSecondFactor } = useAuthState();
  // Drawing a signed-in page on the server (decision 0084): its session was validated with the auth service
  // just before, and there is no auth client.
  const server = useServerRender();
  const userId = session?.user.id ?? '';
  return useQuery({
    queryKey: accountQueryKey(userId),
    queryFn: () => fetchAccountRecords(client, server ? session?.user : undefined),
    enabled:
      status === 'signed-in' && (client !== null || server !== null) && !needsSecondFactor && userId !== '',
    staleTime: AUTH.sessionCacheMs,
  });
}

/** The signed-in account as the access guard sees it (docs/product.md §4). */
export function useAccountState(): GuardInput {
  const auth = useAuthState();
  const account = useAccountQuery();
  if (auth.status === 'loading' || auth.signingOut) return { status: 'loading' };
  // An unfinished two-step sign-in is not a session yet: /login asks for the code.
  if (auth.status === 'signed-out' || auth.needsSecondFactor) return { status: 'signed-out' };
  if (account.isPending) return { status: 'loading' };
  if (account.isError) return { status: 'error' };
  return {
    status: 'signed-in',
    account: {
      userType: account.data.userType ?? auth.userType,
      filmmaker: account.data.filmmaker,
      client: account.data.client,
    },
  };
}

/** docs/product.md §3 "Client state": user, session, isLoading, userType, isVerified. */
export interface ClientAuthState {
  user: User | null;
  session: Session | null;
  isLoading: boolean;
  userType: UserType | null;
  isVerified: boolean;
}

export function useAuth(): ClientAuthState {
  const auth = useAuthState();
  const account = useAccountQuery();
  const signedIn = auth.status === 'signed-in';
  return {
    user: signedIn ? auth.user : null,
    session: signedIn ? auth.session : null,
    isLoading: auth.status === 'loading' || (signedIn && account.isLoading),
    userType: signedIn ? (account.data?.userType ?? auth.userType) : null,
    isVerified: signedIn && account.data ? isVerified(account.data) : false,
  };
}
