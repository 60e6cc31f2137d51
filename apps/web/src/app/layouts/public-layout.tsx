import { dashboardPathFor } from '@reelhire/shared/user-type';
import { Menu } from 'lucide-react';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useAuthState } from '@/lib/auth-state';
import { cn } from '@/lib/cn';
import { SiteFooter } from './site-footer';

const NAV = [
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
          <Sheet>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu />
              </Button>
            </SheetTrigger>
            <SheetContent side="right" aria-describedby={undefined}>
              <SheetTitle className="px-5 pt-5">Menu</SheetTitle>
              <nav aria-label="Mobile" className="flex flex-col gap-1 p-3">
                {NAV.map((item) => (
                  <Link
                    key={item.to}
                    to={item.to}
                    className="rounded-md px-3 py-2.5 text-sm font-medium hover:bg-zinc-100"
                  >
                    {item.label}
                  </Link>
                ))}
                {dashboard ? (
                  <Button asChild className="mt-2">
                    <Link to={dashboard}>Go to dashboard</Link>
                  </Button>
                ) : (
                  <>
                    <Link
                      to="/login"
                      className="rounded-md px-3 py-2.5 text-sm font-medium hover:bg-zinc-100"
                    >
                      Sign in
                    </Link>
                    <Button asChild className="mt-2">
                      <Link to="/role-selection">Join Reelhire</Link>
                    </Button>
                  </>
                )}
              </nav>
            </SheetContent>
          </Sheet>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
