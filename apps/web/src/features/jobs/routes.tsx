import { lazyPage } from '@/lib/lazy-page';

// Each jobs page is its own chunk: the job search should not bring the job form's editor, nor the public
// claim page the admin's tools (docs/decisions/0067).
export const pages = {
  '/claim-job/:token': lazyPage(() => import('./claim-job-page').then((module) => module.ClaimJobPage)),
  '/filmmaker/dashboard/jobs': lazyPage(() =>
    import('./job-search-page').then((module) => module.JobSearchPage),
  ),
  '/filmmaker/dashboard/jobs/:jobId': lazyPage(() =>
    import('./filmmaker-job-page').then((module) => module.FilmmakerJobPage),
  ),
  '/client/dashboard/projects/:projectId/add-job': lazyPage(() =>
    import('./job-form-page').then((module) => module.AddJobPage),
  ),
  '/client/dashboard/projects/:projectId/jobs/:jobId': lazyPage(() =>
    import('./client-job-page').then((module) => module.ClientJobPage),
  ),
  '/client/dashboard/projects/:projectId/jobs/:jobId/edit': lazyPage(() =>
    import('./job-form-page').then((module) => module.EditJobPage),
  ),
  '/admin/jobs': lazyPage(() => import('./admin-jobs-page').then((module) => module.AdminJobsPage)),
  '/admin/jobs/:jobId/edit': lazyPage(() =>
    import('./admin-edit-job-page').then((module) => module.AdminEditJobPage),
  ),
};
