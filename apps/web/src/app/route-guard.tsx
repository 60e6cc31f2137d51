import { decideAccess } from '@reelhire/shared/access';
import { LOADING } from '@reelhire/shared/constants';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useAccountState } from '@/lib/account-state';
import { useRouteDef } from '@/lib/route-def';

/**
 * Applies SPEC section 4's access guard to whichever guarded page matched. The decision itself is the
 * shared pure function; this component only renders it.
 */
export function RouteGuard() {
  const location = useLocation();
  const account = useAccountState();
  const guard = useRouteDef()?.guard;
  if (!guard) return <Outlet />;

  const decision = decideAccess(location.pathname, guard, account);
  if (decision.kind === 'loading') return <LoadingScreen message={LOADING.checkingMessage} />;
  if (decision.kind === 'redirect') {
    const from = decision.from ? `${decision.from}${location.search}${location.hash}` : undefined;
    return <Navigate to={decision.to} replace state={from ? { from } : undefined} />;
  }
  return <Outlet />;
}
