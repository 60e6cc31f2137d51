// The filmmaker's applications (apply, confirmation, list, detail) and the client's view of one applicant.
// Each page is its own chunk (docs/decisions/0067).
import { lazyPage } from '@/lib/lazy-page';

export const pages = {
  '/filmmaker/dashboard/jobs/:jobId/apply': lazyPage(() =>
    import('./apply-page').then((module) => module.ApplyPage),
  ),
  '/filmmaker/dashboard/jobs/:jobId/application-submitted': lazyPage(() =>
    import('./application-submitted-page').then((module) => module.ApplicationSubmittedPage),
  ),
  '/filmmaker/dashboard/applications': lazyPage(() =>
    import('./my-applications-page').then((module) => module.MyApplicationsPage),
  ),
  '/filmmaker/dashboard/applications/:id': lazyPage(() =>
    import('./application-detail-page').then((module) => module.ApplicationDetailPage),
  ),
  '/client/dashboard/projects/:projectId/jobs/:jobId/applicants/:talentId': lazyPage(() =>
    import('./applicant-page').then((module) => module.ApplicantPage),
  ),
};
