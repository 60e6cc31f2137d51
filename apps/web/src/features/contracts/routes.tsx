// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { FileSignature } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/filmmaker/dashboard/contract/:bidId': areaPage({
    icon: FileSignature,
    emptyTitle: 'Contract not found',
    emptyDescription: 'Contracts appear when a client hires you from your application.',
  }),
  '/client/dashboard/projects/:projectId/jobs/:jobId/contract': areaPage({
    icon: FileSignature,
    emptyTitle: 'No contract yet',
    emptyDescription: 'Hire an applicant to draw up the contract for this job.',
  }),
};
