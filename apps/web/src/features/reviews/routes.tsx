// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { Star } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/filmmaker/dashboard/reviews': areaPage({
    icon: Star,
    emptyTitle: 'No reviews yet',
    emptyDescription:
      'Clients review you after a completed booking; their reviews appear here and on your public page.',
  }),
  '/client/dashboard/projects/:projectId/jobs/:jobId/review': areaPage({
    icon: Star,
    emptyTitle: 'Nothing to review yet',
    emptyDescription: 'You can review the filmmaker once the booking for this job is complete.',
  }),
};
