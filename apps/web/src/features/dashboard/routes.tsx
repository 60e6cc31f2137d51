// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { LayoutDashboard } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/filmmaker/dashboard': areaPage({
    icon: LayoutDashboard,
    emptyTitle: 'Your dashboard',
    emptyDescription: 'Your bookings, applications and earnings will be summarised here.',
  }),
  '/client/dashboard': areaPage({
    icon: LayoutDashboard,
    emptyTitle: 'Your dashboard',
    emptyDescription: 'Your projects, applicants and spending will be summarised here.',
  }),
  '/dashboard': areaPage({
    icon: LayoutDashboard,
    emptyTitle: 'Choose how you use Reelhire',
    emptyDescription:
      'Your account does not have a role yet. Pick filmmaker or client to open your dashboard.',
  }),
};
