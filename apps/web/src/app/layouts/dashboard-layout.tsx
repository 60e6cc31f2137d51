import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useSidebarOpen } from '@/lib/sidebar-state';
import { AccountMenu } from './account-menu';
import { DASHBOARD_NAV, SECTION_LABEL, type DashboardSection, type NavItem } from './dashboard-nav';
import { RoleSwitch } from './role-switch';
import { ChatPopupSlot } from '@/features/chat/chat-popup-slot';
import { MessageInboxSlot, UnreadMessagesBadge } from '@/features/chat/message-inbox-slot';
import { AnnouncementBanner } from '@/features/announcements/announcement-banner';
import { NotificationBell } from '@/features/notifications/notification-bell';

/**
 * One sidebar link. Its class is a plain string and the current page is styled from the
 * `aria-current="page"` NavLink sets: the collapsed rail wraps the link in a Radix tooltip trigger
 * (`asChild`), whose Slot joins class names as strings, so NavLink's function form of `className`
 * was printed into the page as the function's source and the highlight was lost (docs/decisions/0058).
 */
function NavEntry({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const unread = item.to.endsWith('/dashboard/messages');
  const link = (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      className={cn(
        'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900',
        'aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 aria-[current=page]:hover:bg-brand-50 aria-[current=page]:hover:text-brand-700',
        collapsed && 'justify-center px-0',
      )}
    >
      <span className="relative flex shrink-0">
        <item.icon className="size-[18px] shrink-0" aria-hidden />
        {unread && collapsed && <UnreadMessagesBadge part="dot" />}
      </span>
      <span className={cn(collapsed && 'sr-only')}>{item.label}</span>
      {unread && <UnreadMessagesBadge part={collapsed ? 'words' : 'inline'} />}
    </NavLink>
  );
  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{item.label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * The dashboard shell of each section. The sidebar's open state is kept in local storage as
 * `sidebar-open` (default closed): closed is an icon rail on wide screens; phones use a sheet.
 */
export function DashboardLayout({ section }: { section: DashboardSection }) {
  const [open, setOpen] = useSidebarOpen();
  // The phone menu closes once a link is chosen; the layout stays mounted across its pages.
  const [menuOpen, setMenuOpen] = useState(false);
  const items = DASHBOARD_NAV[section];
  const home = items[0]!.to;

  return (
    <TooltipProvider delayDuration={300}>
      <div className="flex min-h-dvh bg-zinc-50">
        <aside
          data-testid="sidebar"
          data-state={open ? 'open' : 'closed'}
          className={cn(
            'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-zinc-200 bg-white transition-[width] md:flex',
            open ? 'w-60' : 'w-16',
          )}
        >
          <div
            className={cn(
              'flex h-16 items-center border-b border-zinc-200',
              open ? 'px-4' : 'justify-center',
            )}
          >
            <Link to={home} aria-label={`${SECTION_LABEL[section]} dashboard`} className="text-zinc-900">
              <Logo markOnly={!open} />
            </Link>
          </div>
          <nav
            aria-label={`${SECTION_LABEL[section]} navigation`}
            className="flex flex-1 flex-col gap-1 overflow-y-auto p-2"
          >
            {items.map((item) => (
              <NavEntry key={item.to} item={item} collapsed={!open} />
            ))}
          </nav>
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-zinc-200 bg-white/90 px-3 backdrop-blur sm:px-5">
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation">
                  <Menu />
                </Button>
              </SheetTrigger>
              <SheetContent side="left" aria-describedby={undefined}>
                <SheetTitle className="flex h-16 items-center border-b border-zinc-200 px-4">
                  <Logo />
                </SheetTitle>
                <nav
                  aria-label={`${SECTION_LABEL[section]} navigation (mobile)`}
                  className="flex flex-col gap-1 p-2"
                >
                  {items.map((item) => (
                    <NavEntry
                      key={item.to}
                      item={item}
                      collapsed={false}
                      onNavigate={() => setMenuOpen(false)}
                    />
                  ))}
                </nav>
              </SheetContent>
            </Sheet>
            <Button
              variant="ghost"
              size="icon"
              className="hidden md:inline-flex"
              aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            >
              {open ? <PanelLeftClose /> : <PanelLeftOpen />}
            </Button>
            <RoleSwitch section={section} />
            <div className="ml-auto flex items-center gap-1">
              <NotificationBell />
              <AccountMenu section={section} />
            </div>
          </header>
          <AnnouncementBanner />
          <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
            <Outlet />
          </main>
          <ChatPopupSlot />
          <MessageInboxSlot section={section} />
        </div>
      </div>
    </TooltipProvider>
  );
}
