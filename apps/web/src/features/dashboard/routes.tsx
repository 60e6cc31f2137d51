import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { areaPage } from '@/components/area-page';
import { Button } from '@/components/ui/button';
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
  // Only an account without a type stays here (the guard sends the others to their own dashboard), so it
  // is offered the page that saves a type to the account.
  '/dashboard': areaPage({
    icon: LayoutDashboard,
    emptyTitle: 'Choose how you use Reelhire',
    emptyDescription:
      'Your account does not have a role yet. Pick filmmaker or client to open your dashboard.',
    action: (
      <Button asChild>
        <Link to="/role-selection">Choose your role</Link>
      </Button>
    ),
  }),
};
