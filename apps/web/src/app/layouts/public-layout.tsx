import { dashboardPathFor } from '@reelhire/shared/user-type';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useAuthState } from '@/lib/auth-state';
import { cn } from '@/lib/cn';
import { SiteFooter } from './site-footer';

// The mobile menu's sheet (Radix Dialog, focus scope, scroll lock: ~14 KB gzipped) loads on the first tap of
// the menu button, not with every public page (decision 0067).
const PublicMobileMenu = lazy(() => import('./public-mobile-menu'));

export interface NavItem {
  to: string;
  label: string;
}

const NAV: NavItem[] = [
  { to: '/talent', label: 'Find filmmakers' },
  { to: '/support', label: 'Support' },
];

/** Light shell for public pages: header with sign-in and join, footer with the policies. */
export function PublicLayout() {
  const auth = useAuthState();
  // A signed-in visitor (with the sign-in finished) is offered their dashboard instead of sign-in and join.
  const dashboard =
    auth.status === 'signed-in' && !auth.needsSecondFactor ? dashboardPathFor(auth.userType) : null;
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" aria-label="Reelhire home" className="text-zinc-900">
            <Logo />
          </Link>
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-2 text-sm font-medium text-zinc-600 hover:text-zinc-900',
                    isActive && 'text-zinc-900',
                  )
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="hidden items-center gap-2 md:flex">
            {dashboard ? (
              <Button asChild>
                <Link to={dashboard}>Go to dashboard</Link>
              </Button>
            ) : (
              <>
                <Button variant="ghost" asChild>
                  <Link to="/login">Sign in</Link>
                </Button>
                <Button asChild>
                  <Link to="/role-selection">Join Reelhire</Link>
                </Button>
              </>
            )}
          </div>
          <PublicMenu dashboard={dashboard} nav={NAV} />
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

/** The menu button below the md breakpoint; the sheet behind it is fetched when it is first pressed. */
function PublicMenu({ dashboard, nav }: { dashboard: string | null; nav: NavItem[] }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label="Open menu"
      onClick={() => setWanted(true)}
    >
      <Menu />
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <PublicMobileMenu dashboard={dashboard} nav={nav} />
    </Suspense>
  );
}
