// The filmmaker's reviews land in a later release (an honest empty state); the client job's review step
// shows the job's contract and what comes next.
import { Star } from 'lucide-react';
import { areaPage } from '@/components/area-page';
import { JobReviewStep } from './job-review-step';

export const pages = {
  '/filmmaker/dashboard/reviews': areaPage({
    icon: Star,
    emptyTitle: 'No reviews yet',
    emptyDescription:
      'Clients review you after a completed booking; their reviews appear here and on your public page.',
  }),
  '/client/dashboard/projects/:projectId/jobs/:jobId/review': JobReviewStep,
};
