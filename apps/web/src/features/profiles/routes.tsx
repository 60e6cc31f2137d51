// Each page is its own chunk (docs/decisions/0067).
import { lazyPage } from '@/lib/lazy-page';

// Profile setup (issue 4): the filmmaker's three steps and preview, the client's step and preview.
export const pages = {
  '/filmmaker/profile-setup/basic': lazyPage(() =>
    import('./filmmaker-basic-page').then((module) => module.FilmmakerBasicPage),
  ),
  '/filmmaker/profile-setup/professional': lazyPage(() =>
    import('./filmmaker-professional-page').then((module) => module.FilmmakerProfessionalPage),
  ),
  '/filmmaker/profile-setup/portfolio': lazyPage(() =>
    import('./filmmaker-portfolio-page').then((module) => module.FilmmakerPortfolioPage),
  ),
  '/filmmaker/profile-setup/preview': lazyPage(() =>
    import('./filmmaker-preview-page').then((module) => module.FilmmakerPreviewPage),
  ),
  '/client/profile-setup/basic': lazyPage(() =>
    import('./client-basic-page').then((module) => module.ClientBasicPage),
  ),
  '/client/profile-setup/preview': lazyPage(() =>
    import('./client-preview-page').then((module) => module.ClientPreviewPage),
  ),
};
