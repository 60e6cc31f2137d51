// The filmmaker's applications (apply, confirmation, list, detail) and the client's view of one applicant.
import { ApplicantPage } from './applicant-page';
import { ApplicationDetailPage } from './application-detail-page';
import { ApplicationSubmittedPage } from './application-submitted-page';
import { ApplyPage } from './apply-page';
import { MyApplicationsPage } from './my-applications-page';

export const pages = {
  '/filmmaker/dashboard/jobs/:jobId/apply': ApplyPage,
  '/filmmaker/dashboard/jobs/:jobId/application-submitted': ApplicationSubmittedPage,
  '/filmmaker/dashboard/applications': MyApplicationsPage,
  '/filmmaker/dashboard/applications/:id': ApplicationDetailPage,
  '/client/dashboard/projects/:projectId/jobs/:jobId/applicants/:talentId': ApplicantPage,
};
