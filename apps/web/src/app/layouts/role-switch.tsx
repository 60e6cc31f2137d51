import { ArrowLeftRight } from 'lucide-react';
import { Link } from 'react-router';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useAuthState } from '@/lib/auth-state';
import { cn } from '@/lib/cn';
import { SECTION_LABEL, type DashboardSection } from './dashboard-nav';

const SIDES = ['filmmaker', 'client'] as const;
type Side = (typeof SIDES)[number];

const otherSide = (side: Side): Side => (side === 'filmmaker' ? 'client' : 'filmmaker');

/** A 'both' account on one of its two sides: the side it is on, or null when there is nothing to switch. */
function useSwitchableSide(section: DashboardSection | undefined): Side | null {
  const { userType } = useAuthState();
  if (userType !== 'both' || (section !== 'filmmaker' && section !== 'client')) return null;
  return section;
}

/**
 * The header's section label. A 'both' account has a filmmaker and a client side (docs/product.md §4), so for
 * it the label is a switch between the two dashboards; everyone else sees which section they are in.
 */
export function RoleSwitch({ section }: { section: DashboardSection }) {
  const side = useSwitchableSide(section);
  if (!side) {
    return (
      <span className="rounded-full bg-zinc-100 px-2.5 py-1 text-xs font-medium text-zinc-700">
        {SECTION_LABEL[section]}
      </span>
    );
  }
  return (
    <nav aria-label="Switch side" className="flex rounded-full bg-zinc-100 p-0.5 text-xs font-medium">
      {SIDES.map((option) => {
        const current = option === side;
        return (
          <Link
            key={option}
            to={`/${option}/dashboard`}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'rounded-full px-2.5 py-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
              current
                ? 'bg-white text-zinc-900 shadow-xs ring-1 ring-zinc-200'
                : 'text-zinc-600 hover:text-zinc-900',
            )}
          >
            {SECTION_LABEL[option]}
          </Link>
        );
      })}
    </nav>
  );
}

/** The account menu's way to the other side, for a 'both' account. */
export function SwitchSideMenuItem({ section }: { section?: DashboardSection }) {
  const side = useSwitchableSide(section);
  if (!side) return null;
  const other = otherSide(side);
  return (
    <DropdownMenuItem asChild>
      <Link to={`/${other}/dashboard`}>
        <ArrowLeftRight aria-hidden />
        Switch to {other} side
      </Link>
    </DropdownMenuItem>
  );
}
