import { LayoutDashboard } from 'lucide-react';
import { areaPage } from '@/components/area-page';
import { DashboardHomePage } from './dashboard-home-page';

function FilmmakerDashboardPage() {
  return <DashboardHomePage role="filmmaker" />;
}

function ClientDashboardPage() {
  return <DashboardHomePage role="client" />;
}

export const pages = {
  '/filmmaker/dashboard': FilmmakerDashboardPage,
  '/client/dashboard': ClientDashboardPage,
  '/dashboard': areaPage({
    icon: LayoutDashboard,
    emptyTitle: 'Choose how you use Reelhire',
    emptyDescription:
      'Your account does not have a role yet. Pick filmmaker or client to open your dashboard.',
  }),
};
