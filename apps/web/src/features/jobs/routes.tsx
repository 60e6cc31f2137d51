// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { Briefcase, BriefcasePlus, Pencil, Search } from 'lucide-react';
import { areaPage } from '@/components/area-page';
import { ClaimJobPage } from './claim-job-page';

export const pages = {
  '/claim-job/:token': ClaimJobPage,
  '/filmmaker/dashboard/jobs': areaPage({
    icon: Search,
    emptyTitle: 'No open jobs yet',
    emptyDescription:
      'Jobs clients post appear here, newest first, with the crafts, dates and budget they need.',
  }),
  '/filmmaker/dashboard/jobs/:jobId': areaPage({
    icon: Briefcase,
    emptyTitle: 'Job not found',
    emptyDescription: 'This job does not exist or is no longer open.',
  }),
  '/client/dashboard/projects/:projectId/add-job': areaPage({
    icon: BriefcasePlus,
    emptyTitle: 'Add a job to this project',
    emptyDescription: 'Describe a role you need on this project: craft, dates, location and budget.',
  }),
  '/client/dashboard/projects/:projectId/jobs/:jobId': areaPage({
    icon: Briefcase,
    emptyTitle: 'Job not found',
    emptyDescription: 'This job does not exist in this project.',
  }),
  '/client/dashboard/projects/:projectId/jobs/:jobId/edit': areaPage({
    icon: Pencil,
    emptyTitle: 'Job not found',
    emptyDescription: 'There is no job here to edit.',
  }),
};
