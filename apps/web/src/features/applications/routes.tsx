// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { CircleCheck, Send, UserRound } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/filmmaker/dashboard/jobs/:jobId/apply': areaPage({
    icon: Send,
    emptyTitle: 'Job not found',
    emptyDescription: 'You can apply to open jobs from the job list.',
  }),
  '/filmmaker/dashboard/jobs/:jobId/application-submitted': areaPage({
    icon: CircleCheck,
    emptyTitle: 'No application here',
    emptyDescription: 'After you apply to a job, the confirmation and next steps show here.',
  }),
  '/filmmaker/dashboard/applications': areaPage({
    icon: Send,
    emptyTitle: 'No applications yet',
    emptyDescription:
      'Jobs you apply to appear here with their status: sent, shortlisted, hired or declined.',
  }),
  '/filmmaker/dashboard/applications/:id': areaPage({
    icon: Send,
    emptyTitle: 'Application not found',
    emptyDescription: 'This application does not exist or is not yours.',
  }),
  '/client/dashboard/projects/:projectId/jobs/:jobId/applicants/:talentId': areaPage({
    icon: UserRound,
    emptyTitle: 'Applicant not found',
    emptyDescription: 'This filmmaker has not applied to this job.',
  }),
};
