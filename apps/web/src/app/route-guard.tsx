import { decideAccess } from '@reelhire/shared/access';
import { LOADING } from '@reelhire/shared/constants';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useAccountState } from '@/lib/account-state';
import { useAuthState } from '@/lib/auth-state';
import { useRouteDef } from '@/lib/route-def';
import { useServerRender } from '@/lib/server-render';
import { useSessionEndWatch } from '@/lib/session-ended';

/** docs/product.md §4: the paths the auth state itself protects. */
const isProtectedPath = (path: string) =>
  path.includes('/dashboard') || path.includes('/profile-setup') || path.includes('/verify-identity');

/**
 * Applies docs/product.md §4's access guard to whichever guarded page matched. The decision itself is the
 * shared pure function; this component only renders it, plus where a sign-out leads: the user's own
 * sign-out ends at /login, and a sign-out event (another tab, a revoked session) on a protected page
 * that was showing goes to /.
 */
export function RouteGuard() {
  const location = useLocation();
  const account = useAccountState();
  const { signOutReason } = useAuthState();
  const guard = useRouteDef()?.guard;
  const serverRender = useServerRender();
  // A suspension or a sign-out elsewhere ends a signed-in page's session at once (decision 0064).
  useSessionEndWatch();
  // Whether this guard has shown a signed-in page (it unmounts when the visitor leaves guarded pages).
  const [hasShownSignedIn, setHasShownSignedIn] = useState(false);
  if (account.status === 'signed-in' && !hasShownSignedIn) setHasShownSignedIn(true);

  if (!guard) return <Outlet />;

  const decision = decideAccess(location.pathname, guard, account);
  // The server sends the app's shell instead of a page its visitor would not be shown (decision 0084).
  if (serverRender && decision.kind !== 'render') {
    serverRender.decline();
    return null;
  }
  if (decision.kind === 'loading') return <LoadingScreen message={LOADING.checkingMessage} />;
  if (decision.kind === 'redirect') {
    if (account.status === 'signed-out' && hasShownSignedIn) {
      if (signOutReason === 'event' && isProtectedPath(location.pathname)) return <Navigate to="/" replace />;
      if (signOutReason) return <Navigate to="/login" replace />;
    }
    const from = decision.from ? `${decision.from}${location.search}${location.hash}` : undefined;
    return <Navigate to={decision.to} replace state={from ? { from } : undefined} />;
  }
  return <Outlet />;
}
