import { AUTH_TEXTS } from '@reelhire/shared/auth-texts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { loadAuthClient } from './auth-client-registry';
import { useAuthState } from './auth-state';
import { clearStoredAuth } from './auth-storage';
import { toast } from './toast';

/** auth-js reports signing out without a session as AuthSessionMissingError ("Auth session missing!"). */
export function isMissingSessionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'AuthSessionMissingError' ||
    (typeof message === 'string' && /auth session missing/i.test(message))
  );
}

/**
 * Signs out of this browser and always ends at /login (docs/product.md §4), also when the auth service could not
 * be told: then the stored session is removed here and SPEC's toast says so, except for a missing-session
 * error, which is silent. The user, type, verified flag and cached profile data are cleared either way.
 */
export function useSignOut(): (scope?: 'local' | 'global') => Promise<void> {
  const navigate = useNavigate();
  const { beginSignOut, endSignOut } = useAuthState();
  return useCallback(
    async (scope: 'local' | 'global' = 'local') => {
      beginSignOut();
      try {
        const client = await loadAuthClient();
        // 'local' signs out this browser; 'global' (the account page's "Sign out everywhere") every session.
        const { error } = await client.signOut({ scope });
        if (error) throw error;
      } catch (error) {
        clearStoredAuth();
        if (!isMissingSessionError(error)) {
          console.error('Sign-out failed', error);
          toast.warning(AUTH_TEXTS.signOutProblem);
        }
      } finally {
        endSignOut();
        await navigate('/login', { replace: true });
      }
    },
    [beginSignOut, endSignOut, navigate],
  );
}
