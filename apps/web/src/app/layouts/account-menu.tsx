import { LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuthState } from '@/lib/auth-state';
import { useSignOut } from '@/lib/sign-out';
import type { DashboardSection } from './dashboard-nav';
import { SwitchSideMenuItem } from './role-switch';

function initialsOf(first: unknown, last: unknown, email: string | undefined): string {
  const letters = [first, last]
    .map((part) => (typeof part === 'string' ? part.trim().charAt(0) : ''))
    .join('')
    .toUpperCase();
  return letters || (email ?? '?').charAt(0).toUpperCase();
}

/** The signed-in person's menu in the dashboard header: who is signed in, their account page, sign-out. */
/** `section` absent (profile setup): no Account link, since account pages open once the profile is set up. */
export function AccountMenu({ section }: { section?: DashboardSection }) {
  const { user } = useAuthState();
  const signOut = useSignOut();
  const metadata = user?.user_metadata ?? {};
  const name = [metadata.first_name, metadata.last_name]
    .filter((part) => typeof part === 'string' && part)
    .join(' ');

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Avatar className="size-9">
          <AvatarFallback className="bg-brand-50 text-brand-700">
            {initialsOf(metadata.first_name, metadata.last_name, user?.email)}
          </AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel className="font-normal">
          {name ? <span className="block text-sm font-medium text-zinc-900">{name}</span> : null}
          <span className="block truncate">{user?.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <SwitchSideMenuItem section={section} />
        {section && section !== 'admin' ? (
          <DropdownMenuItem asChild>
            <Link to={`/${section}/dashboard/account`}>
              <Settings aria-hidden />
              Account
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
