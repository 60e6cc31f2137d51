import { Menu } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import type { NavItem } from './public-layout';

/** The public pages' menu on a phone: opens as soon as it has loaded, since a tap asked for it. */
export default function PublicMobileMenu({ dashboard, nav }: { dashboard: string | null; nav: NavItem[] }) {
  return (
    <Sheet defaultOpen>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" aria-describedby={undefined}>
        <SheetTitle className="px-5 pt-5">Menu</SheetTitle>
        <nav aria-label="Mobile" className="flex flex-col gap-1 p-3">
          {nav.map((item) => (
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
              <Link to="/login" className="rounded-md px-3 py-2.5 text-sm font-medium hover:bg-zinc-100">
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
  );
}
