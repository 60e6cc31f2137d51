// Offers and contracts: the filmmaker's side (by application, SPEC's bid) and the client's side (by job).
// Each page is its own chunk (docs/decisions/0067).
import { lazyPage } from '@/lib/lazy-page';

export const pages = {
  '/filmmaker/dashboard/contract/:bidId': lazyPage(() =>
    import('./filmmaker-contract-page').then((module) => module.FilmmakerContractPage),
  ),
  '/client/dashboard/projects/:projectId/jobs/:jobId/contract': lazyPage(() =>
    import('./client-contract-page').then((module) => module.ClientContractPage),
  ),
};
