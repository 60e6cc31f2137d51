import { useEffect, useRef } from 'react';
import { loadAuthClient } from './auth-client-registry';
import { useAuthState } from './auth-state';
import { useSignOut } from './sign-out';
import { toast } from './toast';

// Decision 0064: when the server ends a session (an admin suspends the account, changes its role, or it is
// signed out elsewhere), the open page notices at once, from the socket the server closes or from the API
// refusing the token, and signs out to /login saying why, instead of failing call by call.

/** The server's codes for a token whose session is over: the account is suspended, or it was signed out. */
const ENDED_CODES = ['user_banned', 'session_not_found'] as const;
const EVENT = 'reelhire:session-ended';
const SIGNED_OUT_TEXT = 'You have been signed out. Please sign in again.';

interface EndedDetail {
  code: string;
  message: string;
}

/** Whether an error body says the session is over; used by the API client on every 401/403. */
export function sessionEndedBy(body: unknown): EndedDetail | null {
  if (!body || typeof body !== 'object') return null;
  const { error_code: code, error, msg } = body as Record<string, unknown>;
  if (typeof code !== 'string' || !(ENDED_CODES as readonly string[]).includes(code)) return null;
  const text = typeof error === 'string' ? error : typeof msg === 'string' ? msg : '';
  return { code, message: code === 'user_banned' && text ? text : SIGNED_OUT_TEXT };
}

/** Tells the page its session is over (the API client calls this; the dashboard's watcher acts on it). */
export function reportSessionEnded(detail: EndedDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<EndedDetail>(EVENT, { detail }));
}

/** Asks the auth service whether this page's session still stands; the reason when it does not. */
async function checkSession(): Promise<EndedDetail | null> {
  const client = await loadAuthClient();
  const { error } = await client.getUser();
  if (!error) return null;
  const { code, message, status } = error as { code?: string; message: string; status?: number };
  return sessionEndedBy({ error_code: code, error: message, status });
}

/**
 * Watches a signed-in page for the end of its session: the API's refusal, or the realtime socket closed by
 * the server (then the auth service is asked why, since a network blip closes it too). Either way it signs
 * out of this browser and lands on /login with the reason.
 */
export function useSessionEndWatch(): void {
  const { status } = useAuthState();
  const signOut = useSignOut();
  const ending = useRef(false);
  const signedIn = status === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    ending.current = false;
    const end = (detail: EndedDetail) => {
      if (ending.current) return;
      ending.current = true;
      toast.error(detail.message, { id: 'session-ended', duration: 10_000 });
      void signOut('local');
    };
    const onEnded = (event: Event) => end((event as CustomEvent<EndedDetail>).detail);
    window.addEventListener(EVENT, onEnded);

    let stop = () => {};
    let cancelled = false;
    void import('./realtime/realtime-client').then(({ getRealtimeConnection }) => {
      if (cancelled) return;
      const connection = getRealtimeConnection();
      let wasConnected = connection.state === 'connected';
      stop = connection.subscribe(() => {
        const connected = connection.state === 'connected';
        if (wasConnected && !connected) {
          void checkSession().then(
            (detail) => detail && end(detail),
            () => undefined,
          );
        }
        wasConnected = connected;
      });
    });
    return () => {
      cancelled = true;
      stop();
      window.removeEventListener(EVENT, onEnded);
    };
  }, [signedIn, signOut]);
}
