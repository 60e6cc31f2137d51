import type { AuthChangeEvent, GoTrueClient as AuthClient, Session, User } from '@supabase/auth-js';
import { isUserType, type UserType } from '@reelhire/shared/user-type';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ACCOUNT_QUERY_KEY } from './account-records';
import { loadAuthClient, whenAuthClientCreated } from './auth-client-registry';
import {
  AUTH_STORAGE_KEY,
  clearCachedProfiles,
  hasStoredAuth,
  urlHasAuthResponse,
  writeRenderCookie,
} from './auth-storage';
import { needsSecondFactor } from './session-aal';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * How the visitor came to be signed out: by their own sign-out ('user'), or by an auth event such as a
 * sign-out in another tab or a revoked session ('event'). docs/product.md §4 sends the first to /login and the
 * second, on a protected page, to /.
 */
export type SignOutReason = 'user' | 'event' | null;

export interface AuthStateValue {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /** user_metadata.user_type (docs/product.md §3). */
  userType: UserType | null;
  /** Signed in with a password, code or Google, but the authenticator code is still owed. */
  needsSecondFactor: boolean;
  lastEvent: AuthChangeEvent | null;
  /** How many sign-in state changes this tab has seen (the initial session is not a change). */
  changeCount: number;
  signOutReason: SignOutReason;
  /** A sign-out the user asked for is under way. */
  signingOut: boolean;
  /** The auth client, once loaded. */
  client: AuthClient | null;
  /** Bookkeeping of `useSignOut`. */
  beginSignOut: () => void;
  endSignOut: () => void;
}

interface Snapshot {
  status: AuthStatus;
  session: Session | null;
  lastEvent: AuthChangeEvent | null;
  changeCount: number;
  signOutReason: SignOutReason;
  signingOut: boolean;
}

const noop = () => {};

const SIGNED_OUT: Snapshot = {
  status: 'signed-out',
  session: null,
  lastEvent: null,
  changeCount: 0,
  signOutReason: null,
  signingOut: false,
};

function toValue(
  snapshot: Snapshot,
  client: AuthClient | null,
  actions: Pick<AuthStateValue, 'beginSignOut' | 'endSignOut'>,
): AuthStateValue {
  const user = snapshot.session?.user ?? null;
  const type = user?.user_metadata?.user_type;
  return {
    ...snapshot,
    user,
    userType: isUserType(type) ? type : null,
    needsSecondFactor: needsSecondFactor(snapshot.session),
    client,
    ...actions,
  };
}

const AuthStateContext = createContext<AuthStateValue>(
  toValue(SIGNED_OUT, null, { beginSignOut: noop, endSignOut: noop }),
);

/** The session as the auth client reports it, for every part of the app. */
export function useAuthState(): AuthStateValue {
  return useContext(AuthStateContext);
}

/**
 * What the provider remembers between auth events without rendering it: the last access token (to tell a
 * real change from auth-js repeating SIGNED_IN on tab focus), the last signed-in user (to tell a switch of
 * accounts) and whether the user's own sign-out is running.
 */
class AuthEventTracker {
  private accessToken: string | null = null;
  private userId: string | null = null;
  private ownSignOut = false;

  /** Records the event's session; true when it is a sign-in state change. */
  record(event: AuthChangeEvent, session: Session | null): boolean {
    const token = session?.access_token ?? null;
    const repeat = event === 'SIGNED_IN' && token !== null && token === this.accessToken;
    this.accessToken = token;
    return event !== 'INITIAL_SESSION' && !repeat;
  }

  /** True when the session belongs to another account than the one signed in before it in this tab. */
  switchesAccount(session: Session | null): boolean {
    if (!session) return false;
    const previous = this.userId;
    this.userId = session.user.id;
    return previous !== null && previous !== session.user.id;
  }

  forgetSession(): void {
    this.accessToken = null;
  }

  get signingOut(): boolean {
    return this.ownSignOut;
  }

  setSigningOut(value: boolean): void {
    this.ownSignOut = value;
  }
}

/** Whether this page load has to ask the auth client at all (a stored session, or an auth answer in the URL). */
function mustLoadClientAtStart(): boolean {
  return hasStoredAuth() || urlHasAuthResponse();
}

/**
 * Follows the auth client's state (docs/product.md §4: signed out, signed in, token refreshed, user updated,
 * password recovery, MFA verified). The client is loaded lazily: a visitor with no session in this browser
 * is signed out without downloading it, and the state follows it from the moment anything creates it (a
 * sign-in page, or a sign-in in another tab).
 */
export function AuthStateProvider({
  children,
  initialSession,
}: {
  children: ReactNode;
  /**
   * The session a page drawn by the server for its user starts from (decision 0084): the one the server
   * drew it with, and in the browser the stored one it checked belongs to the same user.
   */
  initialSession?: Session | null;
}) {
  const queryClient = useQueryClient();
  const [loadAtStart] = useState(mustLoadClientAtStart);
  const [snapshot, setSnapshot] = useState<Snapshot>(() =>
    initialSession
      ? { ...SIGNED_OUT, status: 'signed-in', session: initialSession }
      : loadAtStart
        ? { ...SIGNED_OUT, status: 'loading' }
        : SIGNED_OUT,
  );
  const [client, setClient] = useState<AuthClient | null>(null);
  const [tracker] = useState(() => new AuthEventTracker());

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let stopped = false;

    const forgetSignedInData = () => {
      clearCachedProfiles();
      queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
      // What the signed-out user's pages had loaded; the page on screen keeps (and refetches) its own.
      queryClient.removeQueries({ type: 'inactive' });
    };

    const onAuthChange = (event: AuthChangeEvent, session: Session | null) => {
      writeRenderCookie(session);
      const isChange = tracker.record(event, session);
      const otherAccount = tracker.switchesAccount(session);
      if (!session || otherAccount) forgetSignedInData();
      // The API client sends whichever session is current, so what the page on screen holds of the previous
      // account (queries keyed without a user id) is read again as the new one.
      if (otherAccount) void queryClient.invalidateQueries();
      // docs/product.md §4: the guard's session cache is cleared on any auth state change.
      else if (session && isChange) void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
      setSnapshot((previous) => ({
        status: session ? 'signed-in' : 'signed-out',
        session,
        lastEvent: event,
        changeCount: previous.changeCount + (isChange ? 1 : 0),
        signOutReason: session
          ? null
          : event === 'SIGNED_OUT'
            ? // A late SIGNED_OUT after the user's own sign-out (a refresh the revoked session failed, say)
              // is not a sign-out elsewhere: it must not send their way to /login off to / instead.
              tracker.signingOut || (previous.status === 'signed-out' && previous.signOutReason === 'user')
              ? 'user'
              : 'event'
            : previous.signOutReason,
        signingOut: tracker.signingOut,
      }));
    };

    const attach = (authClient: AuthClient) => {
      if (stopped || unsubscribe) return;
      setClient(authClient);
      const { data } = authClient.onAuthStateChange((event, session) => {
        // Keep the callback quick and free of auth calls (auth-js awaits its subscribers).
        onAuthChange(event, session);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    };

    const stopWaiting = whenAuthClientCreated(attach);
    if (loadAtStart) {
      loadAuthClient()
        .then(attach)
        .catch((error: unknown) => {
          // The client could not be loaded (offline, say): nobody can be signed in on this page.
          console.error('The auth client could not be loaded', error);
          setSnapshot(SIGNED_OUT);
        });
    } else {
      clearCachedProfiles();
      // No session in this browser: a render cookie left from one (storage cleared by hand) goes too.
      writeRenderCookie(null);
    }
    // A sign-in in another tab writes the session; follow it here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key?.startsWith(AUTH_STORAGE_KEY) && event.newValue) void loadAuthClient().catch(noop);
    };
    window.addEventListener('storage', onStorage);

    return () => {
      stopped = true;
      stopWaiting();
      unsubscribe?.();
      window.removeEventListener('storage', onStorage);
    };
  }, [loadAtStart, queryClient, tracker]);

  const actions = useMemo(
    () => ({
      beginSignOut: () => {
        tracker.setSigningOut(true);
        setSnapshot((previous) => ({ ...previous, signingOut: true }));
      },
      endSignOut: () => {
        tracker.setSigningOut(false);
        writeRenderCookie(null);
        clearCachedProfiles();
        queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
        queryClient.removeQueries({ type: 'inactive' });
        tracker.forgetSession();
        setSnapshot((previous) => ({
          ...SIGNED_OUT,
          changeCount: previous.changeCount + (previous.session ? 1 : 0),
          lastEvent: previous.lastEvent,
          signOutReason: 'user',
        }));
      },
    }),
    [queryClient, tracker],
  );

  const value = useMemo(() => toValue(snapshot, client, actions), [snapshot, client, actions]);
  return <AuthStateContext.Provider value={value}>{children}</AuthStateContext.Provider>;
}
