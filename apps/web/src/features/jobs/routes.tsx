// The claim-job link keeps its honest empty state until claim links are built (issue 12's admin part).
import { Ticket } from 'lucide-react';
import { areaPage } from '@/components/area-page';
import { ClientJobPage } from './client-job-page';
import { FilmmakerJobPage } from './filmmaker-job-page';
import { AddJobPage, EditJobPage } from './job-form-page';
import { JobSearchPage } from './job-search-page';

export const pages = {
  '/claim-job/:token': areaPage({
    icon: Ticket,
    emptyTitle: 'This claim link is not active',
    emptyDescription:
      'Claim links let a filmmaker take over a job a client prepared for them. This one has no job behind it.',
  }),
  '/filmmaker/dashboard/jobs': JobSearchPage,
  '/filmmaker/dashboard/jobs/:jobId': FilmmakerJobPage,
  '/client/dashboard/projects/:projectId/add-job': AddJobPage,
  '/client/dashboard/projects/:projectId/jobs/:jobId': ClientJobPage,
  '/client/dashboard/projects/:projectId/jobs/:jobId/edit': EditJobPage,
};
