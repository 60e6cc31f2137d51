import { AdminEditJobPage } from './admin-edit-job-page';
import { AdminJobsPage } from './admin-jobs-page';
import { ClaimJobPage } from './claim-job-page';
import { ClientJobPage } from './client-job-page';
import { FilmmakerJobPage } from './filmmaker-job-page';
import { AddJobPage, EditJobPage } from './job-form-page';
import { JobSearchPage } from './job-search-page';

export const pages = {
  '/claim-job/:token': ClaimJobPage,
  '/filmmaker/dashboard/jobs': JobSearchPage,
  '/filmmaker/dashboard/jobs/:jobId': FilmmakerJobPage,
  '/client/dashboard/projects/:projectId/add-job': AddJobPage,
  '/client/dashboard/projects/:projectId/jobs/:jobId': ClientJobPage,
  '/client/dashboard/projects/:projectId/jobs/:jobId/edit': EditJobPage,
  '/admin/jobs': AdminJobsPage,
  '/admin/jobs/:jobId/edit': AdminEditJobPage,
};
