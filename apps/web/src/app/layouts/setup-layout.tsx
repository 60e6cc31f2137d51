import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { AccountMenu } from './account-menu';

/** A quiet shell for profile setup and identity verification: no dashboard until the profile is ready. */
export function SetupLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50">
      <header className="border-b border-zinc-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4 sm:px-6">
          <Link to="/" aria-label="Reelhire home" className="text-zinc-900">
            <Logo />
          </Link>
          <div className="flex items-center gap-4">
            <Link to="/support" className="text-sm text-zinc-600 hover:text-zinc-900">
              Need help?
            </Link>
            <AccountMenu />
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
