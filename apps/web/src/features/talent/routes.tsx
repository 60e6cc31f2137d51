import { PortfolioPage } from './portfolio-page';
import { ClientTalentPage, PublicTalentPage } from './talent-pages';

function DashboardPortfolioPage() {
  return <PortfolioPage inDashboard />;
}

export const pages = {
  '/talent': PublicTalentPage,
  '/portfolio/:username': PortfolioPage,
  '/talent/portfolio/:id': PortfolioPage,
  '/client/dashboard/talent': ClientTalentPage,
  '/client/dashboard/talent/:talentId': DashboardPortfolioPage,
};
