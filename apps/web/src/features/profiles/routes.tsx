import { ClientBasicPage } from './client-basic-page';
import { ClientPreviewPage } from './client-preview-page';
import { FilmmakerBasicPage } from './filmmaker-basic-page';
import { FilmmakerPortfolioPage } from './filmmaker-portfolio-page';
import { FilmmakerPreviewPage } from './filmmaker-preview-page';
import { FilmmakerProfessionalPage } from './filmmaker-professional-page';

// Profile setup (issue 4): the filmmaker's three steps and preview, the client's step and preview.
export const pages = {
  '/filmmaker/profile-setup/basic': FilmmakerBasicPage,
  '/filmmaker/profile-setup/professional': FilmmakerProfessionalPage,
  '/filmmaker/profile-setup/portfolio': FilmmakerPortfolioPage,
  '/filmmaker/profile-setup/preview': FilmmakerPreviewPage,
  '/client/profile-setup/basic': ClientBasicPage,
  '/client/profile-setup/preview': ClientPreviewPage,
};
