import {
  BadgeCheck,
  Banknote,
  Briefcase,
  ClipboardList,
  CreditCard,
  FileText,
  FolderKanban,
  Gavel,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  MessagesSquare,
  Presentation,
  ScrollText,
  Search,
  Send,
  Star,
  Settings,
  Users,
  Wallet,
  FileStack,
  FlaskConical,
  Radio,
} from 'lucide-react';

export type DashboardSection = 'filmmaker' | 'client' | 'admin';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Match only the exact path (the section's home). */
  end?: boolean;
}

/** The sidebar of each dashboard, in the order people use it. */
export const DASHBOARD_NAV: Record<DashboardSection, NavItem[]> = {
  filmmaker: [
    { to: '/filmmaker/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
    { to: '/filmmaker/dashboard/jobs', label: 'Find work', icon: Search },
    { to: '/filmmaker/dashboard/applications', label: 'Applications', icon: Send },
    { to: '/filmmaker/dashboard/bookings', label: 'Bookings', icon: Briefcase },
    { to: '/filmmaker/dashboard/messages', label: 'Messages', icon: MessageSquare },
    { to: '/filmmaker/dashboard/earnings', label: 'Earnings', icon: Banknote },
    { to: '/filmmaker/dashboard/reviews', label: 'Reviews', icon: Star },
    { to: '/filmmaker/dashboard/documents', label: 'Documents', icon: FileText },
    { to: '/filmmaker/dashboard/pitching-room', label: 'Pitching room', icon: Presentation },
    { to: '/filmmaker/dashboard/account', label: 'Account', icon: Settings },
  ],
  client: [
    { to: '/client/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
    { to: '/client/dashboard/talent', label: 'Find talent', icon: Search },
    { to: '/client/dashboard/projects', label: 'Projects', icon: FolderKanban },
    { to: '/client/dashboard/messages', label: 'Messages', icon: MessageSquare },
    { to: '/client/dashboard/expenditure', label: 'Expenditure', icon: Wallet },
    { to: '/client/dashboard/pitching-room', label: 'Pitching room', icon: Presentation },
    { to: '/client/dashboard/account', label: 'Account', icon: Settings },
  ],
  admin: [
    { to: '/admin', label: 'Overview', icon: LayoutDashboard, end: true },
    { to: '/admin/verify', label: 'Verification', icon: BadgeCheck },
    { to: '/admin/users', label: 'Users', icon: Users },
    { to: '/admin/jobs', label: 'Jobs', icon: ClipboardList },
    { to: '/admin/drafts', label: 'Drafts', icon: FileStack },
    { to: '/admin/test-drafts', label: 'Test drafts', icon: FlaskConical },
    { to: '/admin/payments', label: 'Payments', icon: CreditCard },
    { to: '/admin/disputes', label: 'Disputes', icon: Gavel },
    { to: '/admin/messages', label: 'Support inbox', icon: Inbox },
    { to: '/admin/dashboard/messages', label: 'Messages', icon: MessagesSquare },
    { to: '/admin/feedback', label: 'Feedback', icon: Star },
    { to: '/admin/social-media', label: 'Social media', icon: Megaphone },
    { to: '/admin/audit-log', label: 'Audit log', icon: ScrollText },
    { to: '/admin/announcements', label: 'Announcements', icon: Radio },
  ],
};

export const SECTION_LABEL: Record<DashboardSection, string> = {
  filmmaker: 'Filmmaker',
  client: 'Client',
  admin: 'Admin',
};
