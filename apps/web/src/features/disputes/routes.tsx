// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { Gavel } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/client/dashboard/projects/:projectId/jobs/:jobId/dispute': areaPage({
    icon: Gavel,
    emptyTitle: 'No dispute open',
    emptyDescription:
      'If delivered work is not what the contract says, you can open a dispute here while payment is held.',
  }),
};
