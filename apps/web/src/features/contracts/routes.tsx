// Offers and contracts: the filmmaker's side (by application, SPEC's bid) and the client's side (by job).
import { ClientContractPage } from './client-contract-page';
import { FilmmakerContractPage } from './filmmaker-contract-page';

export const pages = {
  '/filmmaker/dashboard/contract/:bidId': FilmmakerContractPage,
  '/client/dashboard/projects/:projectId/jobs/:jobId/contract': ClientContractPage,
};
