import { DashboardHomePage } from './dashboard-home-page';
import { FallbackDashboardPage } from './fallback-dashboard-page';

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
  '/dashboard': FallbackDashboardPage,
};
